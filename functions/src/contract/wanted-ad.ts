// "Room wanted": a seeker's ad about themselves, so posters can find them.
// Values, labels, limits, the wire shape's type and how an ad reads, for the
// API, the web app, the seeder and the tests. Imports only the contract (the
// web app loads it as is); the API's strict reading and the wire schema are
// wanted-ad-schema.ts beside it.
import {
  LISTING_STATUS_LABELS,
  LISTING_STATUSES,
  type LifestylePreference,
  type ListingStatus,
  type RoomType,
} from './listing';
import type { Point } from './near';
import type { UploadDetails } from './photo-files';

/** How much a seeker wants a fact: a must, nice to have, or doesn't mind. */
export const WANT_LABELS = {
  must: 'Must have',
  nice: 'Nice to have',
  any: "Don't mind",
} as const;
export type Want = keyof typeof WANT_LABELS;
export const WANTS = Object.keys(WANT_LABELS) as Want[];

export const OCCUPATION_LABELS = {
  student: 'Student',
  professional: 'Professional',
  other: 'Other',
} as const;
export type Occupation = keyof typeof OCCUPATION_LABELS;
export const OCCUPATIONS = Object.keys(OCCUPATION_LABELS) as [Occupation, ...Occupation[]];

/** An ad's lifecycle: the listing's, without "let" (a seeker who found a room pauses or deletes). */
export type WantedAdStatus = Exclude<ListingStatus, 'let'>;
export const WANTED_AD_STATUSES = LISTING_STATUSES.filter((s): s is WantedAdStatus => s !== 'let');
export const WANTED_AD_STATUS_LABELS: Record<WantedAdStatus, string> = LISTING_STATUS_LABELS;

export const WANTED_AD_LIMITS = {
  headline: 120,
  aboutMe: 1000,
  area: 120,
  areas: { min: 1, max: 5 },
  budget: 1_000_000,
  stayMonths: { min: 1, max: 24 },
  age: { min: 18, max: 99 },
  /** How far ahead a move-in date may be (days from today), as for listings. */
  moveInDaysAhead: 730,
  /** Uploaded photos (no links: a seeker shows themselves, not a place found elsewhere). */
  photos: 4,
} as const;

/** How far around each area a seeker would live, in km. */
export const AREA_KM = [1, 2, 5, 10] as const;
export type AreaKm = (typeof AREA_KM)[number];
/** An area given without a distance (an older client's, a plain name): a neighbourhood and its edges. */
export const AREA_DEFAULT_KM = 2 satisfies AreaKm;

/**
 * One place a seeker would live: its name as written, a distance around it,
 * and its point (places/near.ts's grid): the one chosen in the form, else the
 * place the name names, null when the gazetteer knows no such place (then it
 * matches by name, as browse's location search does).
 */
export type WantedArea = { name: string; km: AreaKm; point: Point | null };
/** An area as a seeker sends it: the point only when one was chosen (else it is found from the name). */
export type WantedAreaInput = { name: string; km: AreaKm; point?: Point };

/** At most one active ad per member. */
export const ONE_ACTIVE_AD = 'You already have an active Room wanted ad';
export const WANTED_AD_NOT_FOUND = 'Room wanted ad not found';
export const WANTED_AD_PHOTO_MESSAGES = {
  tooMany: `A Room wanted ad can have at most ${WANTED_AD_LIMITS.photos} photos`,
  uploadsOnly: 'Photos must be photos you uploaded',
  list: 'Photos must be a list of uploaded photos',
  repeated: 'Each photo can be added only once',
} as const;
/** A wanted ad never shows contact details: people write through Roomly's messages. */
export const SEEKER_CONTACT_NOTE = 'Seekers are contacted through Roomly messages only.';

/** What a seeker writes (POST /seeker-ads, PUT /seeker-ads/:id). */
export type WantedAdInput = {
  headline: string;
  aboutMe: string;
  /** Most a month the seeker will pay. */
  budget: number;
  /** 1–5 places, each with a distance around it. */
  areas: WantedAreaInput[];
  /** `YYYY-MM-DD`: the day they want to move in. */
  moveInDate: string;
  stayMonths: number;
  roomTypes: RoomType[];
  wantsBills: Want;
  wantsFurnished: Want;
  wantsPrivateBath: Want;
  /** Their own lifestyle (the profile's six keys). */
  lifestyle: LifestylePreference[];
  /** Moving in as a couple. */
  couple: boolean;
  /** Optional; shown only as a five-year range ("25–29"). */
  age: number | null;
  occupation: Occupation | null;
  /**
   * Up to 4 of the seeker's own uploads (`/photos/<id>`), the first the cover.
   * Left out of an edit, the stored ones stay (older clients never send it).
   */
  photos?: string[];
};

/** An ad as the API sends it: the input, who wrote it (name and photo, never an e-mail) and its state. */
export type WantedAd = Omit<WantedAdInput, 'age' | 'photos' | 'areas'> & {
  _id: string;
  areas: WantedArea[];
  /**
   * The writer's uid: who a poster's "Message" writes to (`POST /conversations
   * { postId, userId, text }`). A uid names an account without telling anyone
   * how to reach it; never an e-mail.
   */
  userId: string;
  /** The five-year range of the age given ("25–29"), null when none: the exact age is never stored. */
  ageRange: string | null;
  name: string;
  /** The writer's profile photo (the ad's own are `photos`). */
  photo: string;
  /** "Phone verified": the writer's account has a verified number (as on a listing's poster line). */
  phoneVerified: boolean;
  /** The ad's uploads in display order, the cover first ([] when none). */
  photos: string[];
  /** Each upload's size and placeholder, by its URL; a held one only for its owner and moderators. */
  photoDetails: Record<string, UploadDetails>;
  status: WantedAdStatus;
  createdAt: string | null;
  updatedAt: string | null;
  expiresAt: string | null;
  /** How far its nearest area point is from a near search's centre (km, one decimal): only in those answers. */
  distanceKm?: number;
  /** Whether the signed-in caller wrote it. */
  isOwner: boolean;
};

/** 27 → "25–29": an age is never shown exactly. */
export function ageRangeOf(age: number | null): string | null {
  if (age === null) return null;
  const from = Math.floor(age / 5) * 5;
  return `${Math.max(from, WANTED_AD_LIMITS.age.min)}–${from + 4}`;
}

/** The areas' names, for a line of text ("Williamsburg, Astoria"). */
export const areaNames = (areas: readonly { name: string }[]) => areas.map((area) => area.name);

/** Areas given by name only, each with the default distance (as the API reads plain names). */
export const areasNamed = (...names: string[]): WantedAreaInput[] =>
  names.map((name) => ({ name, km: AREA_DEFAULT_KM }));
