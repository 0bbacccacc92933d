// The one canonical shape of a stored listing, and its mapping to the API's
// shape. Pure (no Firebase imports) so the demo seeder can reuse it from
// functions/lib and write exactly what the API writes.
import { shownPhotoUrl } from '../lib/safe-photo-url';
import { DEFAULT_CONTACT_PREFERENCE, LIMITS, type Listing, type ListingFields } from './fields';
import { effectiveStatus } from './lifecycle';
import type { ListingStatus } from '../contract/listing';
import { toPhotoDetails } from '../ads/photos';
import { toPhotos } from './photos';
import { toFacts } from '../contract/listing-facts-schema';
import { NEW_COUNTERS, NO_BADGES, toPoster, toStats, type StoredPoster } from './poster';
import { lifestyleFields } from './lifestyle-index';
import { searchFields, type SearchFields } from './search-fields';
import { locationPrefixes } from '../contract/browse-filters';
import { locatePlace } from '../places/locate';
import { cellTerms, isPoint, roundPoint, type Point } from '../places/near';

// How a location reads as a search (browse's filter and the stored prefixes
// alike) is the contract's (contract/browse-filters.ts): the match function
// (contract/room-match.ts) compares a seeker's areas with the same prefixes.
export {
  locationPrefixes,
  locationSearchTerm,
  MAX_PREFIX_LENGTH,
  MAX_PREFIXES,
  normalizeLocation,
} from '../contract/browse-filters';

/** Who posts: the account (uid + verified e-mail) and how the listing shows them. */
export type Owner = {
  uid: string;
  email: string;
  name: string;
  photo: string;
  /** Trust badges (listings/badges.ts), computed by the server; none when absent. */
  poster?: StoredPoster;
};

/**
 * The stored public document; `T` is whatever the writer uses for time (server
 * timestamp or Timestamp). `ownerId` is the owner's uid: it says who owns the
 * listing without telling anyone how to contact them.
 */
export type ListingDocument<T, E = T> = Omit<ListingFields, 'contactInfo' | 'point'> & {
  ownerId: string;
  userName: string;
  userPhoto: string;
  likes: number;
  createdAt: T;
  updatedAt: T;
  locationPrefixes: string[];
  // Where it is (places/near.ts): chosen by the poster, else from the location,
  // with its cells among the place terms; `pointChosen` keeps a chosen one
  // through edits that keep the location (repository.ts `updateListing`).
  point: Point | null;
  pointChosen: boolean;
  // Browse's lifestyle filter (listings/lifestyle-index.ts): derived from
  // lifestylePreferences, like locationPrefixes from the location.
  lifestyleHouse: string;
  lifestyleRhythm: string;
  // Browse's filters and sorts (listings/search-fields.ts): derived from the
  // rent, room type, availability and facts on every write.
  search: SearchFields;
  // Lifecycle (listings/lifecycle.ts): a new listing is active until `expiresAt`.
  status: ListingStatus;
  expiresAt: E;
  statusChangedAt: T;
  // Trust badges and insight counters (listings/poster.ts): only the API writes them.
  poster: StoredPoster;
  views: number;
  conversations: number;
};

/**
 * Where a listing is: the chosen point, else the point of the place its
 * location names (places/locate.ts), on the stored grid; and the terms a search finds it by,
 * the location's word prefixes and the point's geohash cells (places/near.ts).
 */
export function locationFields(
  location: string,
  /** A point the poster chose; without one, the place the text names. */
  chosen?: Point,
): { locationPrefixes: string[]; point: Point | null; pointChosen: boolean } {
  const place = chosen ?? locatePlace(location);
  const point = place ? roundPoint(place) : null;
  return {
    locationPrefixes: [...locationPrefixes(location), ...(point ? cellTerms(point) : [])],
    point,
    pointChosen: chosen !== undefined,
  };
}

/**
 * Stored form of editable fields: the location brings its search prefixes
 * along, the lifestyle preferences their two index fields.
 */
export function storedFields<F extends Partial<Omit<ListingFields, 'contactInfo'>>>(fields: F) {
  return {
    ...fields,
    ...(fields.lifestylePreferences
      ? {
          lifestylePreferences: [...new Set(fields.lifestylePreferences)],
          ...lifestyleFields(fields.lifestylePreferences),
        }
      : {}),
    ...(fields.location !== undefined ? locationFields(fields.location, fields.point) : {}),
  };
}

/** Splits validated input into public fields and the private contact details. */
export function splitContact<F extends Partial<ListingFields>>(input: F) {
  const { contactInfo, ...fields } = input;
  return { fields, contactInfo };
}

/**
 * A new listing: the public document, its private contact document, and the
 * private record of who owns it (uid and e-mail, both checked on every owner action).
 */
export function newListingDocuments<T, E = T>(
  input: ListingFields,
  owner: Owner,
  now: T,
  /** now + the listing lifetime (ads/lifecycle.ts `expiryFrom`), in the writer's time type. */
  expiresAt: E,
) {
  const { fields, contactInfo } = splitContact(input);
  const stored: Omit<ListingDocument<T, E>, 'search'> = {
    title: fields.title,
    location: fields.location,
    rentAmount: fields.rentAmount,
    roomType: fields.roomType,
    description: fields.description,
    lifestylePreferences: [...new Set(fields.lifestylePreferences)],
    // Browse's lifestyle filter queries these (listings/lifestyle-index.ts).
    ...lifestyleFields(fields.lifestylePreferences),
    availability: fields.availability,
    // Writers that predate the choice (the seeder's data, old clients) get the default.
    contactPreference: fields.contactPreference ?? DEFAULT_CONTACT_PREFERENCE,
    ...locationFields(fields.location, fields.point),
    // Photos: validated by the schema; the legacy create sends none.
    photos: fields.photos ?? [],
    // Facts: null when not stated (the legacy create, older clients).
    facts: fields.facts ?? null,
    ownerId: owner.uid,
    userName: (owner.name.trim() || 'Anonymous').slice(0, LIMITS.userName),
    // A bad or overlong photo URL is dropped rather than failing the post.
    userPhoto: shownPhotoUrl(owner.photo),
    likes: 0,
    createdAt: now,
    updatedAt: now,
    status: 'active',
    expiresAt,
    statusChangedAt: now,
    // Trust badges and insight counters (listings/poster.ts).
    poster: owner.poster ?? NO_BADGES,
    ...NEW_COUNTERS,
  };
  // Browse's query fields, from the document itself (listings/search-fields.ts).
  const post: ListingDocument<T, E> = { ...stored, ...searchFields(stored) };
  return { post, contact: { contactInfo }, owner: { uid: owner.uid, email: owner.email } };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function isoTime(value: unknown): string | null {
  if (value && typeof (value as { toDate?: unknown }).toDate === 'function') {
    return (value as { toDate(): Date }).toDate().toISOString();
  }
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'string' ? value : null;
}

/**
 * Stored document → API post. Tolerant of missing fields (documents written by
 * hand or by older code) so one odd document can't break a whole list; the
 * spec's older client stored `rent` instead of `rentAmount`. Whether the
 * caller owns it is the caller's to decide (`isOwner`).
 */
export function toListing(
  id: string,
  data: Record<string, unknown>,
  isOwner = false,
  /** The clock for the effective status (tests inject one). */
  now = Date.now(),
  /** Whether the caller sees uploads held for a moderator (the owner, a moderator). */
  seesHeld = isOwner,
): Listing {
  const { photos, photoDetails } = toPhotoDetails(toPhotos(data.photos), data.uploads, seesHeld);
  return {
    _id: id,
    title: text(data.title),
    location: text(data.location),
    rentAmount: count(data.rentAmount ?? data.rent),
    roomType: text(data.roomType),
    description: text(data.description),
    lifestylePreferences: Array.isArray(data.lifestylePreferences)
      ? data.lifestylePreferences.filter((p): p is string => typeof p === 'string')
      : [],
    availability: text(data.availability),
    contactPreference:
      data.contactPreference === 'messages-only' ? 'messages-only' : DEFAULT_CONTACT_PREFERENCE,
    userName: text(data.userName) || 'Anonymous',
    userPhoto: shownPhotoUrl(text(data.userPhoto)),
    likes: count(data.likes),
    createdAt: isoTime(data.createdAt),
    updatedAt: isoTime(data.updatedAt),
    // Photos: odd stored entries are dropped, never shown; held uploads only to those who may see them.
    photos,
    photoDetails,
    // Facts: all or none; a document without usable ones shows "Ask the poster".
    facts: toFacts(data.facts),
    // Lifecycle: the effective status (an active listing past expiresAt is expired).
    status: effectiveStatus(data, now),
    expiresAt: isoTime(data.expiresAt),
    // Trust badges; the owner alone gets the insight numbers.
    poster: toPoster(data.poster),
    // Rounded again on the way out: no point finer than the grid leaves the server.
    point: isPoint(data.point) ? roundPoint(data.point) : null,
    ...(isOwner ? { stats: toStats(data) } : {}),
    isOwner,
  };
}
