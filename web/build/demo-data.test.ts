// The demo listings (scripts/lib/demo-data.mjs, what `npm start` seeds) never
// contradict themselves: each rule below is one way a listing's text, its
// facts or its lifestyle tags could disagree, checked on every listing of a
// set larger than the seeder's 30, and for the default seed and another.
import { describe, expect, it } from 'vitest';
import { distanceKm } from '@contract/near';
import { buildDemoListings, type DemoListing } from '../../scripts/lib/demo-data.mjs';

const NOW = Date.parse('2026-11-29T12:00:00Z');
const sets = [2026, 7].map((seed) => [seed, buildDemoListings(120, { seed, now: NOW })] as const);

/** The people "Who lives here" names ("Ana, a nurse; Ben, a teacher and 2 more. …"). */
function named(whoLivesHere: string) {
  const match = /^(.+?)(?: and (\d+) more)?\. /.exec(whoLivesHere);
  if (!match || whoLivesHere.startsWith('Nobody')) return null;
  const people = match[1]!.split('; ').map((person) => {
    const [name, job] = person.split(', ');
    return { name: name!, job: job! };
  });
  return { people, count: people.length + Number(match[2] ?? 0) };
}

type Rule = [name: string, holds: (post: DemoListing['fields']) => boolean];

const WHOLE_PLACE = ['Studio', '1 Bedroom'];
const SPEAKS_OF_HOUSEMATES = /\b(we|our|housemates?|household|shared spaces)\b/i;

const RULES: Rule[] = [
  [
    'a description saying "We are two" or naming two housemates has a household of 2',
    ({ description, facts }) =>
      !/We are two\b|housemates are an? [^.]+ and an? /.test(description) ||
      facts.householdSize === 2,
  ],
  [
    'a description speaking of housemates, a household or "we" has someone living there',
    ({ description, facts }) => !SPEAKS_OF_HOUSEMATES.test(description) || facts.householdSize > 0,
  ],
  [
    'a whole place (studio, 1 bedroom) has nobody else living there',
    ({ roomType, facts }) => !WHOLE_PLACE.includes(roomType) || facts.householdSize === 0,
  ],
  [
    'an N-bedroom title has at most two people in each other room, and "one room left" fills the others',
    ({ title, facts }) => {
      const bedrooms = Number(/(\d) bedroom/.exec(title)?.[1] ?? 0);
      if (bedrooms < 2) return true;
      const min = /one room left/.test(title) ? bedrooms - 1 : 0;
      return facts.householdSize >= min && facts.householdSize <= 2 * (bedrooms - 1);
    },
  ],
  [
    '"Who lives here" names as many people as the household has, each by a name of their own',
    ({ facts }) => {
      const who = named(facts.whoLivesHere);
      if (!who) return true;
      const names = who.people.map((p) => p.name);
      return who.count === facts.householdSize && new Set(names).size === names.length;
    },
  ],
  [
    '"Who lives here" gives the housemates the jobs the description gives them',
    ({ description, facts }) => {
      const jobs = /housemates are (an? [^.]+?) and (an? [^.]+?)\./.exec(description);
      const who = named(facts.whoLivesHere);
      if (!jobs || !who) return true;
      return who.people.map((p) => p.job).join('|') === `${jobs[1]}|${jobs[2]}`;
    },
  ],
  [
    '"working professionals" are not students',
    ({ description, facts }) =>
      !/working professionals/.test(description) || !/student/.test(facts.whoLivesHere),
  ],
  [
    'a nobody-else line only where nobody else lives',
    ({ facts }) => !facts.whoLivesHere.startsWith('Nobody') || facts.householdSize === 0,
  ],
  [
    'lifestyle tags are never both Night Owl and Early Bird, nor both Quiet and Social',
    ({ lifestylePreferences: tags }) =>
      !(tags.includes('nightOwl') && tags.includes('earlyBird')) &&
      !(tags.includes('quiet') && tags.includes('social')),
  ],
  [
    '"Everyone works days" is not where a night owl is welcome',
    ({ facts, lifestylePreferences }) =>
      !/works days/.test(facts.whoLivesHere) || !lifestylePreferences.includes('nightOwl'),
  ],
  [
    'a shared room is not "your own room"',
    ({ roomType, description }) => roomType !== 'Shared Room' || !/your own room/.test(description),
  ],
  [
    'a house is not "the flat"',
    ({ title, description }) => !/house/.test(title) || !/The flat/.test(description),
  ],
  [
    'a listing marked Not Available doesn’t announce a free room in its title',
    ({ availability, title }) =>
      availability === 'Available' || !/wanted|free from|room left/.test(title),
  ],
  [
    '"Wi-Fi included" is not "Bills not included"; "we split utilities" or a shared Wi-Fi bill is not "Bills included"',
    ({ description, facts }) =>
      !(/Wi-Fi included/.test(description) && facts.bills === 'no') &&
      !(/split utilities/.test(description) && facts.bills === 'yes') &&
      !(/Wi-Fi bill/.test(facts.whoLivesHere) && facts.bills === 'yes'),
  ],
  [
    'a place offered to "a couple" welcomes couples',
    ({ description, facts }) => !/a couple/.test(description) || facts.couplesWelcome,
  ],
];

describe('demo listings', () => {
  it.each(RULES)('when the demo data is built, then %s', (_, holds) => {
    for (const [seed, posts] of sets) {
      const broken = posts.filter((post) => !holds(post.fields)).map((post) => post.id);
      expect(broken, `seed ${seed}`).toEqual([]);
    }
  });

  it('when the seeder builds its 30, then every fourth is Not Available (browse shows both kinds)', () => {
    const posts = buildDemoListings(30, { now: NOW });
    expect(posts.filter((p) => p.fields.availability === 'Not Available').map((p) => p.id)).toEqual(
      ['demo-0004', 'demo-0008', 'demo-0012', 'demo-0016', 'demo-0020', 'demo-0024', 'demo-0028'],
    );
  });

  it("when the demo data is built, then every pin is near its neighbourhood's: those naming one within 1.2 km of each other, every city's within 20 km", () => {
    /** The widest distance between two pins of the listings whose location `key` groups alike. */
    const widest = (posts: DemoListing[], key: (location: string) => string | undefined) => {
      const groups = new Map<string, DemoListing[]>();
      for (const post of posts) {
        const name = key(post.fields.location);
        if (name !== undefined) groups.set(name, [...(groups.get(name) ?? []), post]);
      }
      return [...groups].map(([name, group]) => ({
        name,
        km: Math.max(
          ...group.flatMap((a) => group.map((b) => distanceKm(a.fields.point, b.fields.point))),
        ),
      }));
    };
    for (const [seed, posts] of sets) {
      const hoods = widest(posts, (location) =>
        location.split(',').length > 2 ? location : undefined,
      );
      expect(hoods.length, `seed ${seed}`).toBeGreaterThan(10);
      for (const { name, km } of hoods)
        expect(km, `seed ${seed}: ${name}`).toBeLessThanOrEqual(1.2);
      const cities = widest(posts, (location) => location.split(',').slice(-2).join(',').trim());
      expect(cities.length, `seed ${seed}`).toBe(6);
      for (const { name, km } of cities)
        expect(km, `seed ${seed}: ${name}`).toBeLessThanOrEqual(20);
    }
  });
});
