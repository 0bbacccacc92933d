// How well a room fits a seeker, both ways: one pure function that scores a
// listing against a "Room wanted" ad and says why in words. Seekers see it on
// listings, posters on seekers, and the alerts use its hard facts. Imports
// only the contract (the web app computes it in the browser too).
import { locationPrefixes, locationSearchTerm } from './browse-filters';
import { LIFESTYLE_LABELS, type LifestylePreference } from './listing';
import {
  BATHROOM_LABELS,
  BILLS_LABELS,
  dayNumber,
  FURNISHING_LABELS,
  type ListingFacts,
} from './listing-facts';
import type { Listing } from './listing-wire';
import { distanceKm, formatDistance } from './near';
import { formatRent } from './rent';
import type { WantedAd, Want } from './wanted-ad';

export type MatchLevel = 'good' | 'partial' | 'none';
export const MATCH_LABELS = { good: 'Good match', partial: 'Partial match' } as const;

/** What the function reads of a listing (the API's Post has all of it). */
export type MatchableListing = Pick<
  Listing,
  'location' | 'point' | 'rentAmount' | 'roomType' | 'lifestylePreferences' | 'facts'
>;
/** What it reads of an ad. */
export type MatchableAd = Pick<
  WantedAd,
  | 'areas'
  | 'budget'
  | 'moveInDate'
  | 'stayMonths'
  | 'roomTypes'
  | 'couple'
  | 'lifestyle'
  | 'wantsBills'
  | 'wantsFurnished'
  | 'wantsPrivateBath'
>;

export type RoomMatch = {
  /** good: every hard fact met and every "must" met; partial: none missed but some unknown or a "must" unmet; none: a hard fact missed. */
  level: MatchLevel;
  /** 0–100, for "best first". */
  score: number;
  /** In words, hard facts first: "Within budget · Moves in 3 days after it's free · Both night owls · Bills not included". */
  reasons: string[];
};

/** `GET /seeker-ads/:id/matches` (the ad's owner): the rooms that match, best first. */
export type MatchingRoomsPage = {
  matches: { post: Listing; match: RoomMatch }[];
  /** null on the last page. */
  nextCursor: string | null;
};
/** `GET /posts/:id/matching-people` (the listing's owner): the seekers who match, best first. */
export type MatchingPeoplePage = {
  matches: { ad: WantedAd; match: RoomMatch }[];
  nextCursor: string | null;
};

/** The 403s of the two lists for anyone but the owner. */
export const MATCHING_PEOPLE_OWNER_ONLY = 'Only the owner can see who matches this listing';
export const MATCHING_ROOMS_OWNER_ONLY = 'Only the owner can see the rooms that match this ad';

/**
 * The hard facts, in the order their reasons read. Each is met, missed, or
 * unknown (a listing without facts doesn't say when it is free, for how long,
 * or whether couples are welcome).
 */
export const HARD_FACTS = ['budget', 'area', 'moveIn', 'stay', 'roomType', 'couples'] as const;
export type HardFact = (typeof HARD_FACTS)[number];
export type FactState = 'met' | 'unknown' | 'missed';

/**
 * The score's bands, so the level always orders first: a good match scores
 * 70–100, a partial one 35–69, none 0–34. Within a band the hard facts weigh
 * 60% and the soft ones 40% (a good match has every hard fact, so there the
 * soft ones decide).
 */
const BANDS = { good: [70, 100], partial: [35, 69], none: [0, 34] } as const;
const HARD_WEIGHT = 0.6;

/** How each shared lifestyle reads; keyed by the labels' keys, so a new preference needs its phrase. */
const BOTH: { [K in keyof typeof LIFESTYLE_LABELS]: string } = {
  pets: 'Both fine with pets',
  smoking: 'Both fine with smoking',
  nightOwl: 'Both night owls',
  earlyBird: 'Both early birds',
  quiet: 'Both like it quiet',
  social: 'Both like it social',
};
const LIFESTYLE_KEYS = Object.keys(LIFESTYLE_LABELS) as LifestylePreference[];

/** How much a want weighs in the soft score: a must twice a nice-to-have, "don't mind" nothing. */
const WANT_WEIGHT: Record<Want, number> = { must: 2, nice: 1, any: 0 };

/** One hard fact checked: met, missed or unknown, and how it reads (none when there is nothing to say). */
export type HardFactCheck = { fact: HardFact; state: FactState; reason?: string };
/** One soft criterion: its weight, how well it is met (0–1), and whether it is a must that isn't fully met. */
type Soft = { weight: number; value: number; mustUnmet: boolean; reason?: string };

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** ["A", "B", "C"] → "A, B or C". */
function joinOr(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

function budgetFact(listing: MatchableListing, ad: MatchableAd): HardFactCheck {
  const over = listing.rentAmount - ad.budget;
  return over <= 0
    ? { fact: 'budget', state: 'met', reason: 'Within budget' }
    : { fact: 'budget', state: 'missed', reason: `${formatRent(over)} over budget` };
}

/**
 * An area matches as browse's location search does, when its name's search
 * term is one of the listing location's word-start prefixes ("brook" and
 * "brooklyn ny" both find "Brooklyn, NY"): a room whose text says Brooklyn is
 * in Brooklyn wherever Brooklyn's centre is. Else it matches when the room is
 * within the area's distance of its point, and says how far from the nearest
 * such area ("1.2 km from Williamsburg").
 */
function areaFact(listing: MatchableListing, ad: MatchableAd): HardFactCheck {
  const prefixes = new Set(locationPrefixes(listing.location));
  const areas = ad.areas
    .map((area) => ({ area: area.name.trim(), term: locationSearchTerm(area.name) }))
    .filter((a): a is { area: string; term: string } => a.term !== undefined);
  const found = areas.find((a) => prefixes.has(a.term));
  if (found) return { fact: 'area', state: 'met', reason: `In ${found.area}` };
  const room = listing.point;
  const near = room
    ? ad.areas
        .flatMap((area) => (area.point ? [{ area, km: distanceKm(room, area.point) }] : []))
        .filter(({ area, km }) => km <= area.km)
        .sort((a, b) => a.km - b.km)[0]
    : undefined;
  if (near) {
    return {
      fact: 'area',
      state: 'met',
      reason: `${formatDistance(near.km)} from ${near.area.name.trim()}`,
    };
  }
  return {
    fact: 'area',
    state: 'missed',
    reason: areas.length ? `Not in ${joinOr(areas.map((a) => a.area))}` : 'No area given',
  };
}

/**
 * The room must be free by the move-in date. Both dates count from today at
 * the earliest: a room free since last month is free now, and a seeker whose
 * date has passed wants to move in now.
 */
function moveInFact(facts: ListingFacts | null, ad: MatchableAd, today: string): HardFactCheck {
  if (!facts) return { fact: 'moveIn', state: 'unknown', reason: 'Ask about the move-in date' };
  const now = dayNumber(today);
  const free = Math.max(dayNumber(facts.availableFrom), now);
  const moveIn = Math.max(dayNumber(ad.moveInDate), now);
  if (free > moveIn) {
    return {
      fact: 'moveIn',
      state: 'missed',
      reason: `Free ${days(free - moveIn)} after the move-in date`,
    };
  }
  return {
    fact: 'moveIn',
    state: 'met',
    reason:
      free === moveIn
        ? 'Free on the move-in date'
        : `Moves in ${days(moveIn - free)} after it's free`,
  };
}

function stayFact(facts: ListingFacts | null, ad: MatchableAd): HardFactCheck {
  if (!facts) return { fact: 'stay', state: 'unknown', reason: 'Ask about the stay' };
  const stay = ad.stayMonths;
  if (stay < facts.minStayMonths) {
    return { fact: 'stay', state: 'missed', reason: `Minimum stay ${facts.minStayMonths} months` };
  }
  if (facts.maxStayMonths !== null && stay > facts.maxStayMonths) {
    const max = facts.maxStayMonths;
    return {
      fact: 'stay',
      state: 'missed',
      reason: `Maximum stay ${max} ${max === 1 ? 'month' : 'months'}`,
    };
  }
  return { fact: 'stay', state: 'met', reason: `A ${stay}-month stay fits` };
}

function roomTypeFact(listing: MatchableListing, ad: MatchableAd): HardFactCheck {
  // An ad always names at least one type; none would mean any.
  if (!ad.roomTypes.length) return { fact: 'roomType', state: 'met' };
  if (!listing.roomType) {
    return { fact: 'roomType', state: 'unknown', reason: 'Ask about the room type' };
  }
  return (ad.roomTypes as string[]).includes(listing.roomType)
    ? { fact: 'roomType', state: 'met', reason: `${listing.roomType}, as wanted` }
    : { fact: 'roomType', state: 'missed', reason: `${listing.roomType}, not a type wanted` };
}

/** Only for a couple: a single seeker fits either way, and nothing is said. */
function couplesFact(facts: ListingFacts | null, ad: MatchableAd): HardFactCheck {
  if (!ad.couple) return { fact: 'couples', state: 'met' };
  if (!facts) return { fact: 'couples', state: 'unknown', reason: 'Ask if couples are welcome' };
  return facts.couplesWelcome
    ? { fact: 'couples', state: 'met', reason: 'Couples welcome' }
    : { fact: 'couples', state: 'missed', reason: 'Not for couples' };
}

/**
 * The lifestyle both sides name, weighed by their overlap (shared keys over
 * all keys either names), so the score and the reasons are the same whichever
 * side's lifestyle is which.
 */
function lifestyleSoft(listing: MatchableListing, ad: MatchableAd): Soft[] {
  const theirs = new Set<string>(listing.lifestylePreferences);
  const mine = new Set<string>(ad.lifestyle);
  const either = LIFESTYLE_KEYS.filter((key) => theirs.has(key) || mine.has(key));
  if (!either.length) return [];
  const shared = either.filter((key) => theirs.has(key) && mine.has(key));
  return [
    { weight: 1, value: shared.length / either.length, mustUnmet: false },
    ...shared.map((key) => ({ weight: 0, value: 1, mustUnmet: false, reason: BOTH[key] })),
  ];
}

/**
 * A wanted fact of the room (bills, furnishing, bathroom): fully met, half
 * met (some bills, part furnished), or not; unknown counts half and reads
 * "Ask about …" only when it is a must. "Don't mind" says nothing.
 */
function wantSoft(
  want: Want,
  facts: ListingFacts | null,
  read: (facts: ListingFacts) => { value: number; reason: string },
  unknownReason: string,
): Soft[] {
  if (want === 'any') return [];
  const weight = WANT_WEIGHT[want];
  if (!facts) {
    return [
      {
        weight,
        value: 0.5,
        mustUnmet: want === 'must',
        ...(want === 'must' ? { reason: unknownReason } : {}),
      },
    ];
  }
  const { value, reason } = read(facts);
  return [{ weight, value, mustUnmet: want === 'must' && value < 1, reason }];
}

const HALF: Record<string, number> = { some: 0.5, part: 0.5 };

function softFacts(listing: MatchableListing, ad: MatchableAd): Soft[] {
  const facts = listing.facts;
  return [
    ...lifestyleSoft(listing, ad),
    ...wantSoft(
      ad.wantsBills,
      facts,
      (f) => ({
        value: f.bills === 'yes' ? 1 : (HALF[f.bills] ?? 0),
        reason: BILLS_LABELS[f.bills],
      }),
      'Ask about bills',
    ),
    ...wantSoft(
      ad.wantsFurnished,
      facts,
      (f) => ({
        value: f.furnishing === 'furnished' ? 1 : (HALF[f.furnishing] ?? 0),
        reason: FURNISHING_LABELS[f.furnishing],
      }),
      'Ask about furnishing',
    ),
    ...wantSoft(
      ad.wantsPrivateBath,
      facts,
      (f) => ({ value: f.bathroom === 'private' ? 1 : 0, reason: BATHROOM_LABELS[f.bathroom] }),
      'Ask about the bathroom',
    ),
  ];
}

/** The hard facts alone, each checked (what the alerts decide by). */
export function hardFacts(
  listing: MatchableListing,
  ad: MatchableAd,
  today: string,
): HardFactCheck[] {
  const facts = listing.facts;
  return [
    budgetFact(listing, ad),
    areaFact(listing, ad),
    moveInFact(facts, ad, today),
    stayFact(facts, ad),
    roomTypeFact(listing, ad),
    couplesFact(facts, ad),
  ];
}

/**
 * Matches on every hard fact: none missed and none unknown. What the alerts
 * both ways require (a "partial" match because of an unmet must still counts).
 */
export function meetsEveryHardFact(
  listing: MatchableListing,
  ad: MatchableAd,
  today: string,
): boolean {
  return hardFacts(listing, ad, today).every((fact) => fact.state === 'met');
}

/**
 * Scores `listing` for `ad` on `today` (`YYYY-MM-DD`, the reader's day):
 * the level, a score for "best first", and the reasons, hard facts first
 * (budget, area, move-in, stay, room type, couples), then the soft ones
 * (shared lifestyle, bills, furnishing, bathroom).
 */
export function roomMatch(listing: MatchableListing, ad: MatchableAd, today: string): RoomMatch {
  const hard = hardFacts(listing, ad, today);
  const soft = softFacts(listing, ad);

  const hardScore =
    hard.reduce((sum, f) => sum + (f.state === 'met' ? 1 : f.state === 'unknown' ? 0.5 : 0), 0) /
    hard.length;
  const weights = soft.reduce((sum, s) => sum + s.weight, 0);
  // Nothing soft to weigh (no lifestyle on either side, nothing wanted): nothing unmet.
  const softScore = weights ? soft.reduce((sum, s) => sum + s.weight * s.value, 0) / weights : 1;

  const level: MatchLevel = hard.some((f) => f.state === 'missed')
    ? 'none'
    : hard.every((f) => f.state === 'met') && !soft.some((s) => s.mustUnmet)
      ? 'good'
      : 'partial';
  const [low, high] = BANDS[level];
  const within =
    level === 'good' ? softScore : HARD_WEIGHT * hardScore + (1 - HARD_WEIGHT) * softScore;
  const score = low + Math.round((high - low) * within);

  const reasons = [...hard, ...soft].flatMap((f) => (f.reason ? [f.reason] : []));
  return { level, score, reasons };
}
