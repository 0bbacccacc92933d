// The one canonical shape of a stored "Room wanted" ad, the fields its
// queries read (derived from it on every write), and its mapping to the
// API's shape. Pure (no Firebase imports), so the demo seeder writes exactly
// what the API writes. docs/search-design.md ("Wanted ads") has the design.
import { locationPrefixes, locationSearchTerm, MAX_PREFIXES } from '../contract/browse-filters';
import { dayNumber, isCalendarDate } from '../contract/listing-facts';
import { LIFESTYLE_PREFERENCES, ROOM_TYPES, type RoomType } from '../contract/listing';
import {
  AREA_DEFAULT_KM,
  AREA_KM,
  OCCUPATIONS,
  WANTED_AD_LIMITS,
  WANTS,
  ageRangeOf,
  areaNames,
  type AreaKm,
  type WantedArea,
  type WantedAreaInput,
  type Occupation,
  type WantedAd,
  type WantedAdInput,
  type WantedAdStatus,
  type Want,
} from '../contract/wanted-ad';
import { shownPhotoUrl } from '../lib/safe-photo-url';
import { lifestyleFields } from '../listings/lifestyle-index';
import { millisOf } from '../ads/lifecycle';
import { toPhotoDetails } from '../ads/photos';
import type { UploadDetails } from '../contract/photo';
import { locatePlace } from '../places/locate';
import { cellTerms, isPoint, nearCellTerms, roundPoint } from '../places/near';
import { effectiveAdStatus } from './lifecycle';
import { toWantedAdPhotos } from './photos';

/** Who writes the ad, as it shows them: from the profile, never from the body. */
/** The writer as an ad shows them; `phoneVerified` (their badge) when the write looked it up. */
export type AdOwner = { uid: string; name: string; photo: string; phoneVerified?: boolean };

/** A writer without a name in their profile or account. */
export const UNNAMED = 'Roomly member';

// ---------------------------------------------------------------------------
// The query fields.

/**
 * Room types as range fields. A list asks for one wanted type at a time, and
 * an ad wants a set of them; six yes/no fields would take six of Firestore's
 * ten range fields. Two types share a field instead: 0 neither, 1 the first
 * only, 2 both, 3 the second only. "Wants the first" is then 1–2 and "wants
 * the second" 2–3: one interval each, so three fields serve all six types
 * (three types can't share one: some type's ads would never be one interval).
 */
export const ROOM_SLOTS = {
  'Single Room': { field: 'room0', position: 'first' },
  'Shared Room': { field: 'room0', position: 'second' },
  Studio: { field: 'room1', position: 'first' },
  '1 Bedroom': { field: 'room1', position: 'second' },
  '2 Bedroom': { field: 'room2', position: 'first' },
  '3+ Bedroom': { field: 'room2', position: 'second' },
} as const satisfies Record<RoomType, { field: string; position: 'first' | 'second' }>;
export type RoomField = (typeof ROOM_SLOTS)[RoomType]['field'];
type PairValue = 0 | 1 | 2 | 3;

/** The values of a room field that mean "wants this type". */
export const WANTED_RANGE = { first: [1, 2], second: [2, 3] } as const;

/** The `search` map every list query filters (wanted-ads/query.ts). */
export type WantedAdSearchFields = {
  /** Most a month the seeker will pay. */
  budget: number;
  /** The move-in date as a day number (contract `dayNumber`). */
  moveIn: number;
  stay: number;
  room0: PairValue;
  room1: PairValue;
  room2: PairValue;
  /** The occupation's key, '' when not stated. */
  occupation: string;
  /**
   * `expiresAt` in ms: the public list asks for ads not yet past it, so an
   * expired ad leaves the list and its count the moment it expires, before
   * the daily sweep writes it down (a range field like the others: no index).
   */
  expires: number;
};

function roomField(types: readonly unknown[], field: RoomField): PairValue {
  const [first, second] = ROOM_TYPES.filter((type) => ROOM_SLOTS[type].field === field).map(
    (type) => types.includes(type),
  );
  if (first && second) return 2;
  if (first) return 1;
  return second ? 3 : 0;
}

const amount = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * The `search` map of a stored ad (any shape: a document written by hand
 * reads as wanting nothing and paying nothing rather than failing a list).
 */
export function wantedAdSearchFields(doc: Record<string, unknown>): {
  search: WantedAdSearchFields;
} {
  const moveInDate = typeof doc.moveInDate === 'string' ? doc.moveInDate : '';
  const types = list(doc.roomTypes);
  return {
    search: {
      budget: amount(doc.budget),
      moveIn: isCalendarDate(moveInDate) ? dayNumber(moveInDate) : 0,
      stay: amount(doc.stayMonths),
      room0: roomField(types, 'room0'),
      room1: roomField(types, 'room1'),
      room2: roomField(types, 'room2'),
      occupation: typeof doc.occupation === 'string' ? doc.occupation : '',
      expires: millisOf(doc.expiresAt) ?? 0,
    },
  };
}

/**
 * Every area's search prefixes (contract `locationPrefixes`, browse's own),
 * so `areaPrefixes array-contains <term>` finds an ad by any of its places
 * as browse finds a listing by its location. Each area gets an equal share
 * of the cap, so one long area can't crowd out the others.
 */
export function areaPrefixes(areas: readonly string[]): string[] {
  const share = Math.floor(MAX_PREFIXES / Math.max(1, areas.length));
  const prefixes = new Set<string>();
  for (const area of areas) {
    for (const prefix of locationPrefixes(area).slice(0, share)) prefixes.add(prefix);
  }
  return [...prefixes];
}

/**
 * Each area as a search term (contract `locationSearchTerm`): an ad's area
 * matches a listing when its term is one of the listing's `locationPrefixes`
 * (contract/room-match.ts), so candidate queries from a listing's side can
 * ask `areaTerms array-contains-any <its prefixes>`.
 */
export function areaTerms(areas: readonly string[]): string[] {
  return [
    ...new Set(
      areas.map((area) => locationSearchTerm(area)).filter((t): t is string => t !== undefined),
    ),
  ];
}

/** An area as stored: `pointChosen` says the seeker chose the point (a migration keeps it). */
export type StoredWantedArea = WantedArea & { pointChosen: boolean };

/**
 * Each area as stored: its point on the grid, the one the seeker chose,
 * else the place its name names (places/locate.ts), else none. A point that
 * is the name's own place is no choice (the form sends back what it was
 * shown), so it is found from the name again when the gazetteer changes.
 */
export function storedAreas(areas: readonly WantedAreaInput[]): StoredWantedArea[] {
  return areas.map(({ name, km, point }) => {
    const located = locatePlace(name);
    const own = located ? roundPoint(located) : null;
    const chosen = point ? roundPoint(point) : undefined;
    const pointChosen = !!chosen && !(own && own.lat === chosen.lat && own.lng === chosen.lng);
    return { name, km, point: chosen ?? own, pointChosen };
  });
}

/**
 * What the searches ask of an ad's areas. `areaPrefixes`: each name's
 * prefixes and each point's geohash cells (places/near.ts `cellTerms`), so the
 * list's near search finds the ad by any area's point as browse finds a
 * listing by its own. `areaTerms`: each name as a search term and the cells
 * covering each area's circle (`nearCellTerms`, at most 9 an area), so a
 * listing's place terms (its prefixes and its point's cells) find the ads
 * whose area names its location or whose circle may hold its point.
 */
export function areaSearchFields(areas: readonly WantedArea[]): {
  areaPrefixes: string[];
  areaTerms: string[];
} {
  const names = areaNames(areas);
  const points = areas.flatMap((area) => (area.point ? [{ point: area.point, km: area.km }] : []));
  return {
    areaPrefixes: [
      ...new Set([...areaPrefixes(names), ...points.flatMap(({ point }) => cellTerms(point))]),
    ],
    areaTerms: [
      ...new Set([
        ...areaTerms(names),
        ...points.flatMap(({ point, km }) => nearCellTerms(point, km)),
      ]),
    ],
  };
}

/** A stored area as the API reads it: a plain name (ads before places) has the default distance. */
export function readArea(value: unknown): WantedArea | undefined {
  if (typeof value === 'string') return { name: value, km: AREA_DEFAULT_KM, point: null };
  if (!value || typeof value !== 'object') return undefined;
  const area = value as Record<string, unknown>;
  if (typeof area.name !== 'string') return undefined;
  const km = (AREA_KM as readonly unknown[]).includes(area.km)
    ? (area.km as AreaKm)
    : AREA_DEFAULT_KM;
  return { name: area.name, km, point: isPoint(area.point) ? roundPoint(area.point) : null };
}

/** The stored areas as the API reads them (anything else in the list is skipped). */
export const readAreas = (value: unknown): WantedArea[] =>
  list(value).flatMap((area) => readArea(area) ?? []);

// ---------------------------------------------------------------------------
// The stored document.

/**
 * The stored ad. `T` is the writer's time type (server timestamp or
 * Timestamp), `E` the expiry's. `ownerId` says who wrote it without saying
 * how to reach them; there is no e-mail anywhere on it. Anyone may read an
 * active ad's document from Firestore (firestore.rules), so it holds nothing
 * the API keeps back: the age only as its five-year range, the exact age
 * nowhere (a range stored is all the API ever shows of it).
 */
export type WantedAdDocument<T, E = T> = Omit<WantedAdInput, 'age' | 'photos' | 'areas'> & {
  areas: StoredWantedArea[];
  ageRange: string | null;
  /** Uploads (`/photos/<id>`), the cover first. */
  photos: string[];
  /** Each upload's size and placeholder (photos/attachments.ts writes it with the attachment). */
  uploads?: Record<string, UploadDetails>;
  ownerId: string;
  name: string;
  photo: string;
  /** The writer's "Phone verified" badge as of the last save (kept current by writer-phone.ts). */
  phoneVerified?: boolean;
  createdAt: T;
  updatedAt: T;
  status: WantedAdStatus;
  statusChangedAt: T;
  expiresAt: E;
  areaPrefixes: string[];
  areaTerms: string[];
  // The lifestyle filter (listings/lifestyle-index.ts), as on listings.
  lifestyleHouse: string;
  lifestyleRhythm: string;
  search: WantedAdSearchFields;
};

/**
 * What a write stores of the seeker's input: the fields and what is derived
 * from them (not `search`). `keptAgeRange` is the stored range an edit keeps
 * when it leaves the age out (router.ts).
 */
export function storedAdFields(input: WantedAdInput, keptAgeRange?: string | null) {
  const areas = storedAreas(input.areas);
  return {
    headline: input.headline,
    aboutMe: input.aboutMe,
    budget: input.budget,
    areas,
    moveInDate: input.moveInDate,
    stayMonths: input.stayMonths,
    roomTypes: input.roomTypes,
    wantsBills: input.wantsBills,
    wantsFurnished: input.wantsFurnished,
    wantsPrivateBath: input.wantsPrivateBath,
    lifestyle: input.lifestyle,
    couple: input.couple,
    ageRange: keptAgeRange === undefined ? ageRangeOf(input.age) : keptAgeRange,
    occupation: input.occupation,
    ...areaSearchFields(areas),
    ...lifestyleFields(input.lifestyle),
  };
}

/** How the writer shows: the profile's name (else the account's, else "Roomly member") and a safe photo URL. */
export function shownOwner(owner: AdOwner) {
  return {
    ownerId: owner.uid,
    name: owner.name.trim().slice(0, 100) || UNNAMED,
    photo: shownPhotoUrl(owner.photo),
    ...(owner.phoneVerified === undefined ? {} : { phoneVerified: owner.phoneVerified }),
  };
}

/**
 * A new ad, active until `expiresAt` (now + the lifetime, ads/lifecycle.ts).
 * Its uploads' `uploads` details are the write's to add, with the attachment.
 */
export function newWantedAdDocument<T, E = T>(
  input: WantedAdInput,
  owner: AdOwner,
  now: T,
  expiresAt: E,
): WantedAdDocument<T, E> {
  const stored = {
    ...storedAdFields(input),
    photos: input.photos ?? [],
    ...shownOwner(owner),
    createdAt: now,
    updatedAt: now,
    status: 'active' as const,
    statusChangedAt: now,
    expiresAt,
  };
  return { ...stored, ...wantedAdSearchFields(stored) };
}

// ---------------------------------------------------------------------------
// The API's shape.

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function isoTime(value: unknown): string | null {
  if (typeof value === 'string') return value;
  const ms = millisOf(value);
  return ms === undefined ? null : new Date(ms).toISOString();
}

const oneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value);
const want = (value: unknown): Want => (oneOf(WANTS, value) ? value : 'any');

/** Every range an age can be stored as ("18–19" … "95–99"). */
const AGE_RANGES: ReadonlySet<string> = new Set(
  Array.from({ length: WANTED_AD_LIMITS.age.max - WANTED_AD_LIMITS.age.min + 1 }, (_, i) =>
    ageRangeOf(WANTED_AD_LIMITS.age.min + i)!,
  ),
);

/** A stored age range, or null for none (or anything that isn't one). */
export function storedAgeRange(data: Record<string, unknown>): string | null {
  return typeof data.ageRange === 'string' && AGE_RANGES.has(data.ageRange) ? data.ageRange : null;
}

/**
 * Stored ad → API ad. Tolerant of missing or odd fields (one bad document
 * can't break a list). Whether the caller wrote it is the caller's to decide
 * (`isOwner`), and whether they see uploads held for a moderator (`seesHeld`:
 * its owner, a moderator).
 */
export function toWantedAd(
  id: string,
  data: Record<string, unknown>,
  isOwner = false,
  now = Date.now(),
  seesHeld = isOwner,
): WantedAd {
  const shown = toPhotoDetails(toWantedAdPhotos(data.photos), data.uploads, seesHeld);
  return {
    _id: id,
    userId: text(data.ownerId),
    headline: text(data.headline),
    aboutMe: text(data.aboutMe),
    budget: amount(data.budget),
    areas: readAreas(data.areas),
    moveInDate: isCalendarDate(text(data.moveInDate)) ? text(data.moveInDate) : '',
    stayMonths: amount(data.stayMonths),
    roomTypes: ROOM_TYPES.filter((type) => list(data.roomTypes).includes(type)),
    wantsBills: want(data.wantsBills),
    wantsFurnished: want(data.wantsFurnished),
    wantsPrivateBath: want(data.wantsPrivateBath),
    lifestyle: LIFESTYLE_PREFERENCES.filter((key) => list(data.lifestyle).includes(key)),
    couple: data.couple === true,
    occupation: oneOf<Occupation>(OCCUPATIONS, data.occupation) ? data.occupation : null,
    ageRange: storedAgeRange(data),
    name: text(data.name) || UNNAMED,
    photo: shownPhotoUrl(text(data.photo)),
    phoneVerified: data.phoneVerified === true,
    photos: shown.photos,
    photoDetails: shown.photoDetails,
    status: effectiveAdStatus(data, now),
    createdAt: isoTime(data.createdAt),
    updatedAt: isoTime(data.updatedAt),
    expiresAt: isoTime(data.expiresAt),
    isOwner,
  };
}
