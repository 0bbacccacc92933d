// "Room wanted" ads for the demo: eight seekers with varied needs (cities,
// budgets, dates, stays, room types, couples, lifestyles), five of them
// shaped after a demo listing so they match it on every hard fact (area,
// budget, move-in, stay, room type, couples): posters see them under
// "Matching people" and the seekers see "Good match" on those rooms. The
// seekers are accounts of their own, who post no listings; sam@roomly.dev
// has no ad, so the journey where Sam posts one starts clean. Past the
// eight (the bench's larger sets), ads are generated from a seed, each by a
// writer of its own (no account: one active ad per member).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from './emulator-env.mjs';

/** A module of the compiled API (functions/lib), built first when this copy has none. */
function compiled(path) {
  const file = join(root, 'functions', 'lib', path);
  if (!existsSync(file)) {
    execFileSync('npm', ['run', 'build', '--workspace', 'functions'], {
      cwd: root,
      stdio: 'inherit',
    });
  }
  return createRequire(import.meta.url)(file);
}

const DAY = 24 * 60 * 60 * 1000;

/** The seekers' accounts: the demo password, verified, each with a profile. */
export const demoSeekers = [
  {
    uid: 'demo-seeker-nina',
    email: 'nina@roomly.dev',
    displayName: 'Nina Alvarez',
    bio: 'ICU nurse, early shifts, plants and podcasts.',
    lifestyle: ['earlyBird', 'quiet'],
  },
  {
    uid: 'demo-seeker-omar',
    email: 'omar@roomly.dev',
    displayName: 'Omar Haddad',
    bio: 'Master’s student in urban planning; cooks big, cleans bigger.',
    lifestyle: ['pets', 'quiet'],
  },
  {
    uid: 'demo-seeker-priya',
    email: 'priya@roomly.dev',
    displayName: 'Priya Raman',
    bio: 'Software engineer moving west with my partner.',
    lifestyle: ['earlyBird', 'social'],
  },
  {
    uid: 'demo-seeker-jonas',
    email: 'jonas@roomly.dev',
    displayName: 'Jonas Berg',
    bio: 'Session musician; late nights, headphones always on.',
    lifestyle: ['pets', 'nightOwl'],
  },
  {
    uid: 'demo-seeker-chloe',
    email: 'chloe@roomly.dev',
    displayName: 'Chloe Martin',
    bio: 'Primary school teacher, runner, terrible at houseplants.',
    lifestyle: ['earlyBird'],
  },
  {
    uid: 'demo-seeker-diego',
    email: 'diego@roomly.dev',
    displayName: 'Diego Ruiz',
    bio: 'Barista and part-time student, tidy and easy-going.',
    lifestyle: ['social'],
  },
  {
    uid: 'demo-seeker-hana',
    email: 'hana@roomly.dev',
    displayName: 'Hana Kim',
    bio: 'Designer; my partner and I are quiet and house-trained.',
    lifestyle: ['quiet'],
  },
  {
    uid: 'demo-seeker-theo',
    email: 'theo@roomly.dev',
    displayName: 'Theo Walsh',
    bio: 'Junior accountant starting a new job downtown.',
    lifestyle: [],
  },
].map((seeker) => ({ password: 'Roomly123', photoURL: '', ...seeker }));

/**
 * An area the size of a city: 10 km around its centre. A neighbourhood's is
 * 1–2 km. Every name is one the gazetteer knows, so every area has a point.
 */
const city = (name) => ({ name, km: 10 });

/**
 * The eight ads. `match` names the demo listing an ad is shaped after (its
 * area, a budget above its rent, a move-in date after it is free, a stay it
 * allows, its room type, a couple only where couples are welcome); when that
 * listing isn't seeded (a smaller set) the ad keeps its own values. The rest
 * are their own: some match nothing (a budget too low, a stay too short).
 */
const ADS = [
  {
    email: 'nina@roomly.dev',
    match: 'demo-0001',
    headline: 'Quiet nurse looking for a calm room in Brooklyn',
    aboutMe:
      'I work early shifts at a hospital, so I’m up at 5 and in bed by 10. Tidy, friendly, happy to share cooking now and then. Looking for a calm household near the subway.',
    areas: [city('Brooklyn, NY'), city('Queens, NY')],
    budget: 1300,
    moveInInDays: 40,
    stayMonths: 12,
    roomTypes: ['Single Room', 'Studio'],
    wants: ['nice', 'nice', 'any'],
    couple: false,
    age: 29,
    occupation: 'professional',
  },
  {
    email: 'omar@roomly.dev',
    match: 'demo-0014',
    headline: 'Grad student with a calm dog, looking in Austin',
    aboutMe:
      'Two-year master’s programme at UT. My dog Pixel is seven, calm and house-trained. I study at home most evenings and keep the kitchen spotless.',
    areas: [city('Austin, TX')],
    budget: 1500,
    moveInInDays: 10,
    stayMonths: 12,
    roomTypes: ['1 Bedroom', 'Single Room'],
    wants: ['any', 'must', 'nice'],
    couple: false,
    age: 26,
    occupation: 'student',
  },
  {
    email: 'priya@roomly.dev',
    match: 'demo-0009',
    headline: 'Couple relocating to San Francisco for work',
    aboutMe:
      'My partner and I are moving for my new job. We’re both early risers, cook together and like a social but respectful home. Happy to meet first.',
    areas: [city('San Francisco, CA'), city('Oakland, CA')],
    budget: 2400,
    moveInInDays: 25,
    stayMonths: 9,
    roomTypes: ['1 Bedroom', 'Studio'],
    wants: ['nice', 'must', 'must'],
    couple: true,
    age: 31,
    occupation: 'professional',
  },
  {
    email: 'jonas@roomly.dev',
    match: 'demo-0023',
    headline: 'Night-owl musician looking for a shared room in Seattle',
    aboutMe:
      'I play evening gigs and record with headphones, so I’m quiet when it counts. Looking for easy-going housemates who don’t mind a friendly cat visitor.',
    areas: [city('Seattle, WA')],
    budget: 750,
    moveInInDays: 30,
    stayMonths: 6,
    roomTypes: ['Shared Room', 'Single Room'],
    wants: ['must', 'any', 'any'],
    couple: false,
    age: 34,
    occupation: 'other',
  },
  {
    email: 'chloe@roomly.dev',
    match: 'demo-0022',
    headline: 'Teacher looking for a room in Chicago for the school year',
    aboutMe:
      'I teach second grade and run along the lake most mornings. Looking for a room close to the Pink or Blue Line from the new term.',
    areas: [city('Chicago, IL')],
    budget: 1000,
    moveInInDays: 45,
    stayMonths: 9,
    roomTypes: ['Single Room'],
    wants: ['nice', 'nice', 'any'],
    couple: false,
    age: 27,
    occupation: 'professional',
  },
  {
    email: 'diego@roomly.dev',
    headline: 'Student barista, small budget, Boston or Cambridge',
    aboutMe:
      'Part-time at a café and part-time at college. I’m out most of the day and only need a clean, simple room.',
    areas: [city('Boston, MA'), { name: 'Cambridge, MA', km: 5 }],
    budget: 650,
    moveInInDays: 14,
    stayMonths: 4,
    roomTypes: ['Shared Room', 'Single Room'],
    wants: ['must', 'nice', 'any'],
    couple: false,
    age: 22,
    occupation: 'student',
  },
  {
    email: 'hana@roomly.dev',
    headline: 'Quiet couple wants a 1 bedroom in Brooklyn',
    aboutMe:
      'We work from home two days a week and spend weekends hiking. Looking for a whole place or a 1 bedroom with its own bathroom.',
    areas: [
      { name: 'Park Slope, Brooklyn', km: 2 },
      { name: 'Williamsburg, Brooklyn', km: 1 },
      { name: 'Crown Heights, Brooklyn', km: 2 },
    ],
    budget: 2100,
    moveInInDays: 60,
    stayMonths: 18,
    roomTypes: ['1 Bedroom', 'Studio'],
    wants: ['nice', 'must', 'must'],
    couple: true,
    age: 33,
    occupation: 'professional',
  },
  {
    email: 'theo@roomly.dev',
    headline: 'New job in Seattle: studio or single room, from next month',
    aboutMe:
      'Starting as a junior accountant downtown. Early to bed on weekdays, no pets, no smoking. Bills included would make budgeting easy.',
    areas: [city('Seattle, WA'), { name: 'Capitol Hill, Seattle', km: 1 }],
    budget: 1400,
    moveInInDays: 20,
    stayMonths: 12,
    roomTypes: ['Studio', 'Single Room'],
    wants: ['must', 'nice', 'nice'],
    couple: false,
    age: null,
    occupation: 'professional',
  },
];

/** The city of a listing's location ("Park Slope, Brooklyn, NY" → "Brooklyn, NY"). */
const cityOf = (location) => location.split(',').slice(-2).join(',').trim();

/**
 * An ad's fields shaped after `post` (a demo listing, with facts) so every
 * hard fact is met. Its first area is the city's centre, 10 km around, under
 * a name the listing's text doesn't hold ("Downtown Brooklyn"), so the match
 * is by distance and reads "3.8 km from Downtown Brooklyn" (every demo
 * neighbourhood is within 10 km of its city's centre).
 */
function matching(ad, post, { today, addDays, locatePlace }) {
  const { facts, rentAmount, roomType, location } = post.fields;
  const free = facts.availableFrom > today ? facts.availableFrom : today;
  const stayMonths = Math.min(
    Math.max(ad.stayMonths, facts.minStayMonths),
    facts.maxStayMonths ?? 24,
  );
  const centre = locatePlace(cityOf(location));
  const downtown = {
    name: `Downtown ${cityOf(location).split(',')[0]}`,
    km: 10,
    ...(centre ? { point: { lat: centre.lat, lng: centre.lng } } : {}),
  };
  return {
    areas: [downtown, ...ad.areas.filter((area) => area.name !== cityOf(location))].slice(0, 5),
    budget: Math.max(ad.budget, Math.ceil((rentAmount * 1.1) / 50) * 50),
    moveInDate: addDays(free, 7),
    stayMonths,
    roomTypes: ad.roomTypes.includes(roomType) ? ad.roomTypes : [roomType, ...ad.roomTypes],
    couple: ad.couple && facts.couplesWelcome,
  };
}

/** Small, fast, seedable PRNG (mulberry32), as demo-data.mjs's. */
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

const BULK_AREAS = [
  'Brooklyn, NY',
  'Queens, NY',
  'Austin, TX',
  'San Francisco, CA',
  'Oakland, CA',
  'Chicago, IL',
  'Seattle, WA',
  'Boston, MA',
  'Cambridge, MA',
];
const BULK_NAMES = ['Alex', 'Bea', 'Cam', 'Dana', 'Eli', 'Fran', 'Gus', 'Ivy', 'Kai', 'Lou'];

/** The ads past the eight: varied, seeded, one writer each. */
function bulkAd(i, next, { today, addDays, ROOM_TYPES, LIFESTYLE_PREFERENCES, WANTS }) {
  const pick = (list) => list[Math.floor(next() * list.length)];
  const first = pick(BULK_AREAS);
  const roomTypes = ROOM_TYPES.filter(() => next() < 0.35);
  if (!roomTypes.length) roomTypes.push(pick(ROOM_TYPES));
  const name = `${pick(BULK_NAMES)} ${String.fromCharCode(65 + (i % 26))}.`;
  return {
    uid: `demo-seeker-bulk-${String(i + 1).padStart(5, '0')}`,
    name,
    input: {
      headline: `Looking for a room in ${first.split(',')[0]}`,
      aboutMe: 'Tidy, friendly and reliable; happy to meet before moving in.',
      budget: 400 + Math.round((next() * 2600) / 25) * 25,
      areas: (next() < 0.3 ? [first, pick(BULK_AREAS.filter((a) => a !== first))] : [first]).map(
        city,
      ),
      moveInDate: addDays(today, Math.floor(next() * 120) - 10),
      stayMonths: pick([1, 3, 6, 6, 9, 12, 12, 18, 24]),
      roomTypes,
      wantsBills: pick(WANTS),
      wantsFurnished: pick(WANTS),
      wantsPrivateBath: pick(WANTS),
      lifestyle: LIFESTYLE_PREFERENCES.filter(() => next() < 0.25),
      couple: next() < 0.2,
      age: next() < 0.7 ? 19 + Math.floor(next() * 40) : null,
      occupation: pick(['student', 'professional', 'other', null]),
    },
  };
}

/**
 * `count` ads (8 by default) in the API's input shape, each with its
 * writer, creation time and expiry: posted over the last two weeks, active
 * 30 days from then (renewed in time, as the demo listings, when that has
 * passed). `demoListings` are buildDemoListings' entries, for the matching ones.
 */
export function buildDemoWantedAds(demoListings, { count = 8, now = Date.now() } = {}) {
  const { ROOM_TYPES, LIFESTYLE_PREFERENCES, LISTING_LIFETIME_DAYS } =
    compiled('contract/listing.js');
  const { addDays, isoDay } = compiled('contract/listing-facts.js');
  const { WANTS } = compiled('contract/wanted-ad.js');
  const { locatePlace } = compiled('places/locate.js');
  const today = isoDay(now);
  const posts = new Map(demoListings.map((post) => [post.id, post]));
  const seekers = new Map(demoSeekers.map((seeker) => [seeker.email, seeker]));
  const spanMs = 14 * DAY;
  const when = (i) => {
    const createdAt = now - Math.round(((i + 0.5) / Math.max(count, 1)) * spanMs);
    let expiresAt = createdAt + LISTING_LIFETIME_DAYS * DAY;
    while (expiresAt < now + 4 * DAY) expiresAt += LISTING_LIFETIME_DAYS * DAY;
    return { createdAt: new Date(createdAt), expiresAt: new Date(expiresAt) };
  };

  const ads = ADS.slice(0, count).map((ad, i) => {
    const seeker = seekers.get(ad.email);
    const target = ad.match && posts.get(ad.match);
    const usable = target && target.status === 'active' && target.fields.facts;
    const [wantsBills, wantsFurnished, wantsPrivateBath] = ad.wants;
    const input = {
      headline: ad.headline,
      aboutMe: ad.aboutMe,
      budget: ad.budget,
      areas: ad.areas,
      moveInDate: addDays(today, ad.moveInInDays),
      stayMonths: ad.stayMonths,
      roomTypes: ROOM_TYPES.filter((type) => ad.roomTypes.includes(type)),
      wantsBills,
      wantsFurnished,
      wantsPrivateBath,
      lifestyle: seeker.lifestyle,
      couple: ad.couple,
      age: ad.age,
      occupation: ad.occupation,
    };
    if (usable) {
      Object.assign(input, matching(ad, target, { today, addDays, locatePlace }));
      input.roomTypes = ROOM_TYPES.filter((type) => input.roomTypes.includes(type));
    }
    return {
      id: `demo-ad-${String(i + 1).padStart(4, '0')}`,
      uid: seeker.uid,
      email: seeker.email,
      name: seeker.displayName,
      photo: seeker.photoURL,
      matches: usable ? ad.match : null,
      input,
      ...when(i),
    };
  });

  const next = random(2026 ^ 0x5eec);
  for (let i = ads.length; i < count; i++) {
    const { uid, name, input } = bulkAd(i, next, {
      today,
      addDays,
      ROOM_TYPES,
      LIFESTYLE_PREFERENCES,
      WANTS,
    });
    ads.push({
      id: `demo-ad-${String(i + 1).padStart(4, '0')}`,
      uid,
      email: null,
      name,
      photo: '',
      matches: null,
      input,
      ...when(i),
    });
  }
  return ads;
}

/**
 * [ref, data] writes for the ads, in the stored shape the API writes
 * (functions/src/wanted-ads/document.ts), and each writer's current-ad
 * record. `uids` maps a seeker's e-mail to the uid their account has.
 */
export function demoWantedAdWrites(db, ads, uids, Timestamp) {
  const { newWantedAdDocument } = compiled('wanted-ads/document.js');
  const writes = [];
  for (const ad of ads) {
    const uid = (ad.email && uids.get(ad.email)) || ad.uid;
    writes.push([
      db.doc(`seekerAds/${ad.id}`),
      newWantedAdDocument(
        ad.input,
        // Every demo account has a verified phone (demo-phones.mjs).
        { uid, name: ad.name, photo: ad.photo, phoneVerified: true },
        Timestamp.fromDate(ad.createdAt),
        Timestamp.fromDate(ad.expiresAt),
      ),
    ]);
    writes.push([db.doc(`seekerAdOwners/${uid}`), { adId: ad.id, updatedAt: Timestamp.now() }]);
  }
  return writes;
}
