// A small known set of listings for the count and lifestyle tests,
// with an independent reading of the filters (a plain filter over the seeded
// data) to compute what the API must answer.
import { db } from '../src/lib/firebase';
import {
  LIFESTYLE_PREFERENCES,
  ROOM_TYPES,
  type LifestylePreference,
  type ListingFields,
} from '../src/listings/fields';
import { insertPosts, signUp } from './helpers';

export type Seeded = {
  id: string;
  createdAt: Date;
  status: 'active' | 'paused' | 'under-review';
  fields: Pick<
    ListingFields,
    'location' | 'rentAmount' | 'roomType' | 'availability' | 'lifestylePreferences'
  >;
};

const LOCATIONS = ['Brooklyn, NY', 'Austin, TX', 'Williamsburg, Brooklyn, NY', 'San Marcos, TX'];
const RENTS = [400, 800, 800, 1200, 1600];
const BASE = Date.parse('2026-03-01T00:00:00Z');

/** 32 listings; the last two aren't active, so no public list or count may include them. */
export const seeded: Seeded[] = Array.from({ length: 32 }, (_, i) => ({
  // Ids out of step with time, and times with ties, so only the id tie-break orders them.
  id: `life${String((i * 13) % 32).padStart(2, '0')}`,
  createdAt: new Date(BASE + (i % 9) * 60_000),
  status: i === 30 ? 'paused' : i === 31 ? 'under-review' : 'active',
  fields: {
    location: LOCATIONS[i % 4]!,
    rentAmount: RENTS[i % 5]!,
    roomType: ROOM_TYPES[i % 3]!,
    availability: i % 6 === 0 ? 'Not Available' : 'Available',
    // A spread of the 64 subsets, one listing with none; the two inactive ones have all six.
    lifestylePreferences:
      i >= 30
        ? [...LIFESTYLE_PREFERENCES]
        : i === 29
          ? []
          : LIFESTYLE_PREFERENCES.filter((_, bit) => ((i * 23 + 5) % 64) & (1 << bit)),
  },
}));

export async function seedBrowseData() {
  const owner = await signUp('lifestyle-owner@example.com');
  await insertPosts(seeded.map(({ status: _status, ...post }) => ({ ...post, owner })));
  for (const post of seeded.filter((p) => p.status !== 'active')) {
    await db().collection('posts').doc(post.id).update({ status: post.status });
  }
  return owner;
}

export type Filters = {
  location?: string;
  roomType?: string;
  availability?: string;
  minRent?: number;
  maxRent?: number;
  lifestyle?: LifestylePreference[];
};

const words = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** "Starts with" at any word of the location, as the spec describes the search. */
const matchesLocation = (location: string, term: string) =>
  words(location)
    .split(' ')
    .some((_, i, all) => all.slice(i).join(' ').startsWith(words(term)));

/** The active listings a public query with these filters must return (unordered). */
export const matching = (filters: Filters): Seeded[] =>
  seeded.filter(
    (p) =>
      p.status === 'active' &&
      (!filters.location || matchesLocation(p.fields.location, filters.location)) &&
      (!filters.roomType || p.fields.roomType === filters.roomType) &&
      (!filters.availability || p.fields.availability === filters.availability) &&
      (filters.minRent === undefined || p.fields.rentAmount >= filters.minRent) &&
      (filters.maxRent === undefined || p.fields.rentAmount <= filters.maxRent) &&
      (filters.lifestyle ?? []).every((key) => p.fields.lifestylePreferences.includes(key)),
  );

/** The query string form of filters (lifestyle comma-separated). */
export const asQuery = (filters: Filters): Record<string, string | number> =>
  Object.fromEntries(
    Object.entries(filters).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.join(',') : value,
    ]),
  );

const FILTER_VALUES: Required<Omit<Filters, 'lifestyle'>> = {
  location: 'brooklyn',
  roomType: 'Studio',
  availability: 'Available',
  minRent: 800,
  maxRent: 1200,
};

/** Lifestyle sets tried in every combination: a house key, rhythm keys, both groups. */
export const LIFESTYLE_SETS: LifestylePreference[][] = [
  ['pets'],
  ['nightOwl', 'quiet'],
  ['smoking', 'social'],
];

/** Every combination of the five filters × (no lifestyle or one of the sets above): 128. */
export function everyCombination(): Filters[] {
  const keys = Object.keys(FILTER_VALUES) as (keyof typeof FILTER_VALUES)[];
  const all: Filters[] = [];
  for (let mask = 0; mask < 1 << keys.length; mask++) {
    for (const lifestyle of [undefined, ...LIFESTYLE_SETS]) {
      const filters: Filters = {};
      keys.forEach((key, i) => {
        if (mask & (1 << i)) Object.assign(filters, { [key]: FILTER_VALUES[key] });
      });
      if (lifestyle) filters.lifestyle = lifestyle;
      all.push(filters);
    }
  }
  return all;
}
