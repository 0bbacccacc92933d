// Demo accounts and listings for `npm start`, the screenshots and the
// benchmark. Listings are generated from a seed, so the same seed always gives
// the same titles, rents and owners (only the dates follow the clock). Room
// types and lifestyle keys come from the listing contract (its compiled copy
// in functions/lib, built on first use like the seeder's document builder).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { demoFacts, householdRange } from './demo-facts.mjs';
import { demoPhotos, demoScenes } from './demo-photos.mjs';
import { withLifecycle } from './demo-lifecycle.mjs';
import { root } from './emulator-env.mjs';

/** Passwords meet the register form's rules: 6+ characters, upper and lower case. */
export const demoUsers = [
  {
    uid: 'demo-maya',
    email: 'maya@roomly.dev',
    password: 'Roomly123',
    displayName: 'Maya Patel',
    photoURL: '',
    phoneNumber: '(555) 010-2345',
    bio: 'Product designer, early riser, keeps a very green balcony.',
    // "My lifestyle": listings show how many of these they match.
    lifestyle: ['earlyBird', 'quiet'],
  },
  {
    uid: 'demo-leo',
    email: 'leo@roomly.dev',
    password: 'Roomly123',
    displayName: 'Leo Martins',
    photoURL: '',
    phoneNumber: '(555) 010-6789',
    bio: 'Grad student and line cook. Quiet weekdays, pancakes on Sundays.',
    lifestyle: ['pets', 'nightOwl', 'social'],
  },
  {
    uid: 'demo-sam',
    email: 'sam@roomly.dev',
    password: 'Roomly123',
    displayName: 'Sam Okafor',
    photoURL: '',
    phoneNumber: '(555) 010-4321',
    bio: 'Nurse on rotating shifts; tidy, friendly, owns one very calm cat.',
    lifestyle: [],
  },
];

// Each neighbourhood's centre ([lat, lng]): a listing's pin is near its
// neighbourhood's (docs/places.md), as its poster would place it.
const CITIES = [
  {
    city: 'Brooklyn, NY',
    hoods: {
      Williamsburg: [40.714, -73.961],
      'Park Slope': [40.671, -73.977],
      Bushwick: [40.694, -73.922],
      'Crown Heights': [40.669, -73.943],
    },
    base: 1500,
    near: 'the L train',
  },
  {
    city: 'Austin, TX',
    hoods: {
      'East Austin': [30.262, -97.722],
      'Hyde Park': [30.305, -97.729],
      'South Congress': [30.247, -97.75],
      Mueller: [30.298, -97.705],
    },
    base: 950,
    near: 'Zilker Park',
  },
  {
    city: 'San Francisco, CA',
    hoods: {
      'Mission District': [37.76, -122.414],
      'Inner Sunset': [37.76, -122.468],
      'Noe Valley': [37.75, -122.433],
      SoMa: [37.778, -122.405],
    },
    base: 1800,
    near: 'BART',
  },
  {
    city: 'Chicago, IL',
    hoods: {
      'Logan Square': [41.923, -87.708],
      'Wicker Park': [41.909, -87.677],
      Lakeview: [41.94, -87.653],
      Pilsen: [41.856, -87.657],
    },
    base: 1000,
    near: 'the Blue Line',
  },
  {
    city: 'Seattle, WA',
    hoods: {
      'Capitol Hill': [47.623, -122.319],
      Fremont: [47.651, -122.35],
      Ballard: [47.668, -122.384],
      'Queen Anne': [47.637, -122.357],
    },
    base: 1300,
    near: 'the light rail',
  },
  {
    city: 'Boston, MA',
    hoods: {
      'Jamaica Plain': [42.31, -71.114],
      Somerville: [42.388, -71.1],
      Allston: [42.353, -71.132],
      'South End': [42.341, -71.073],
    },
    base: 1400,
    near: 'the Green Line',
  },
];

/** A module of the listing contract (functions/src/contract), compiled. */
function loadContract(module = 'listing.js') {
  const compiled = join(root, 'functions', 'lib', 'contract', module);
  if (!existsSync(compiled)) {
    execFileSync('npm', ['run', 'build', '--workspace', 'functions'], {
      cwd: root,
      stdio: 'inherit',
    });
  }
  return createRequire(import.meta.url)(compiled);
}

// Demo wording per room type: a room type added to the contract without its
// wording here fails loudly (see buildDemoListings) instead of seeding "undefined".
const RENT_FACTOR = {
  'Single Room': 0.8,
  'Shared Room': 0.5,
  Studio: 1.15,
  '1 Bedroom': 1.35,
  '2 Bedroom': 1.75,
  '3+ Bedroom': 2.2,
};

const TITLES = {
  'Single Room': [
    'Sunny single room in {hood}',
    'Private room near {near}',
    'Quiet single room with a big window',
  ],
  'Shared Room': [
    'Shared room in a friendly {hood} flat',
    'Budget shared room close to {near}',
    'Bunk-free shared room, great housemates',
  ],
  Studio: [
    'Cozy studio in {hood}',
    'Bright studio steps from {near}',
    'Renovated studio with a kitchenette',
  ],
  '1 Bedroom': [
    '1 bedroom with balcony in {hood}',
    'Roomy 1 bedroom near {near}',
    'Sublet: 1 bedroom, fully furnished',
  ],
  '2 Bedroom': [
    'Roommate wanted for a 2 bedroom in {hood}',
    '2 bedroom flat, room free from next month',
    'Split a 2 bedroom near {near}',
  ],
  '3+ Bedroom': [
    'Room in a 3 bedroom house in {hood}',
    'Big house share with a garden',
    '4 bedroom house near {near} has one room left',
  ],
};

const OPENERS = [
  'The room gets morning light and fits a queen bed and a desk.',
  'You would have your own room with a built-in closet and blackout blinds.',
  'Freshly painted, with hardwood floors and radiator heat included.',
  'The flat is on the second floor of a quiet walk-up.',
  'Furnished with a bed, dresser and a desk; bring your own plants.',
];
// Who lives there, as the poster puts it: each line with the household sizes
// it fits (people living there now, not counting the newcomer), so the facts
// can agree (demo-facts.mjs reads the same lines back).
const HOUSEHOLD = [
  ['We are two working professionals who cook a lot and share groceries now and then.', 2, 2],
  ['I work from home three days a week and keep shared spaces tidy.', 1, 10],
  ['The household is calm on weekdays and a bit more social on weekends.', 1, 10],
  ['Current housemates are a teacher and a software engineer.', 2, 2],
  ['Chores rotate weekly and we split utilities evenly.', 1, 10],
];
// A whole place (studio, 1 bedroom): nobody else lives there.
const HOUSEHOLD_ALONE = [
  'The place is all yours; the landlord lives nearby and answers quickly.',
  'Neighbours are friendly and the building is quiet at night.',
  'Great for one person or a couple who want their own space.',
];
// Titles that announce a free room: not for a listing its poster marked Not Available.
const ANNOUNCES_A_ROOM = /wanted|free from|room left/;
const EXTRAS = [
  'In-unit laundry and fast Wi-Fi included.',
  'Bike storage in the basement and a grocery store around the corner.',
  'Utilities are about $60 a month per person.',
  'Minimum stay six months; a short video call first, please.',
  'A small backyard with a grill is shared by the building.',
];

/** Drops the second of two opposite lifestyle keys (keys in the contract's order). */
function withoutOpposites(keys) {
  const opposite = { earlyBird: 'nightOwl', social: 'quiet' };
  return keys.filter((key) => !keys.includes(opposite[key]));
}

/** Openers that fit: a shared room is not "your own room", a house is not "the flat". */
function openersFor(roomType, title) {
  return OPENERS.filter(
    (line) =>
      !(roomType === 'Shared Room' && /your own room/.test(line)) &&
      !(/house/.test(title) && /The flat/.test(line)),
  );
}

/** Household lines whose sizes fit the room type and title (the range demo-facts.mjs draws in). */
function householdFor(roomType, title) {
  const [min, max] = householdRange(roomType, title);
  if (max === 0) return HOUSEHOLD_ALONE;
  return HOUSEHOLD.filter(([, low, high]) => low <= max && high >= min).map(([line]) => line);
}

/**
 * A point up to `km` from `[lat, lng]` in a random direction, on 3 decimals
 * (the API keeps it on its 300 m grid).
 */
function pinNear([lat, lng], km, next) {
  const distance = km * Math.sqrt(next());
  const bearing = next() * 2 * Math.PI;
  const dLat = (distance / 111.32) * Math.cos(bearing);
  const dLng = (distance / (111.32 * Math.cos((lat * Math.PI) / 180))) * Math.sin(bearing);
  return { lat: Number((lat + dLat).toFixed(3)), lng: Number((lng + dLng).toFixed(3)) };
}

/** Small, fast, seedable PRNG (mulberry32). */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` listings in the API's input shape plus who owns and likes each.
 * The first six already cover every room type; every fourth is Not Available;
 * each states its facts (demo-facts.mjs). Its texts agree with each other and
 * with its facts (demo-data.test.ts in web/build checks the rules): each line
 * is picked, with one draw as ever, among those that fit the listing.
 */
export function buildDemoListings(count = 30, { seed = 2026, now = Date.now() } = {}) {
  const { ROOM_TYPES, LIFESTYLE_PREFERENCES: LIFESTYLE } = loadContract();
  const { addDays, isoDay } = loadContract('listing-facts.js');
  // Facts draw from a stream of their own (demo-facts.mjs), after each listing's fields.
  const facts = { next: random(seed ^ 0x0fac75), today: isoDay(now), addDays };
  // Pins too, so the texts' draws stay as they were.
  const pins = random(seed ^ 0x9105);
  const unworded = ROOM_TYPES.filter((type) => !RENT_FACTOR[type] || !TITLES[type]);
  if (unworded.length) throw new Error(`demo-data.mjs has no wording for: ${unworded.join(', ')}`);
  const next = random(seed);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const spanMs = 42 * 24 * 60 * 60 * 1000; // six weeks
  const posts = [];
  for (let i = 0; i < count; i++) {
    const place = CITIES[i % CITIES.length];
    const hood = pick(Object.keys(place.hoods));
    const roomType = ROOM_TYPES[Math.floor(i / CITIES.length + i) % ROOM_TYPES.length];
    const rent = place.base * RENT_FACTOR[roomType] * (0.85 + next() * 0.3);
    const rentAmount = Math.min(3500, Math.max(400, Math.round(rent / 25) * 25));
    const owner = demoUsers[i % demoUsers.length];
    const fill = (text) => text.replace('{hood}', hood).replace('{near}', place.near);
    // Opposites never together: a night owl and an early bird, quiet and social.
    const lifestylePreferences = withoutOpposites(LIFESTYLE.filter(() => next() < 0.3));
    if (lifestylePreferences.length === 0) lifestylePreferences.push(pick(LIFESTYLE));
    const availability = i % 4 === 3 ? 'Not Available' : 'Available';
    // Newest first in list order, spread over the last six weeks.
    const createdAt = new Date(now - Math.round(((i + next()) / count) * spanMs));
    const likedBy = demoUsers.filter((u) => u !== owner && next() < 0.35).map((u) => u.email);
    const title = fill(
      pick(
        TITLES[roomType].filter((t) => availability === 'Available' || !ANNOUNCES_A_ROOM.test(t)),
      ),
    );
    const location = next() < 0.5 ? place.city : `${hood}, ${place.city}`;
    posts.push({
      id: `demo-${String(i + 1).padStart(4, '0')}`,
      ownerEmail: owner.email,
      scenes: demoScenes(i, roomType),
      createdAt,
      likedBy,
      fields: {
        title,
        location,
        rentAmount,
        roomType,
        description: [
          pick(openersFor(roomType, title)),
          pick(householdFor(roomType, title)),
          pick(EXTRAS),
        ].join(' '),
        contactInfo:
          next() < 0.5
            ? `Text ${owner.displayName.split(' ')[0]} at ${owner.phoneNumber}`
            : `Email ${owner.email} with a little about yourself`,
        lifestylePreferences,
        availability,
        // Photos: uploads of bundled scenes, not drawn from `next()` (demo-photos.mjs).
        photos: demoPhotos(i, roomType, owner.email),
      },
    });
    const { fields } = posts.at(-1);
    fields.facts = demoFacts(fields, facts);
    // In its neighbourhood, named or not (its title may name it): within 600 m of the centre.
    fields.point = pinNear(place.hoods[hood], 0.6, pins);
  }
  // Statuses and expiry dates (demo-lifecycle.mjs).
  return withLifecycle(posts, { now, lifetimeDays: loadContract().LISTING_LIFETIME_DAYS });
}
