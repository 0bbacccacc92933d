// A listing as the API sends it: the one declaration of its wire shape. The
// API's mapping (listings/document.ts `toListing`) produces it and a test parses its
// output with this schema. The web app takes the type (`@contract/listing-wire`)
// instead of declaring its own, and only the type: this module loads full zod,
// the web app bundles zod/mini (ESLint holds it to that). Fields the API always
// fills are required here, so a client needs no fallback for them; the
// optional ones are those the API sends only to some callers or on some routes.
import { z } from 'zod';
import { CONTACT_PREFERENCES, LISTING_STATUSES } from './listing';
import { BATHROOMS, BILLS, FURNISHINGS, type ListingFacts } from './listing-facts';
import type { UploadDetails } from './photo';
import { pointSchema } from './places';

export const uploadDetailsSchema = z.object({
  width: z.number(),
  height: z.number(),
  placeholder: z.string(),
  held: z.literal(true).optional(),
}) satisfies z.ZodType<UploadDetails>;

/** A listing's facts as sent (listing-facts.ts has what each means). */
export const listingFactsWireSchema = z.object({
  availableFrom: z.string(),
  minStayMonths: z.number(),
  maxStayMonths: z.number().nullable(),
  bills: z.enum(BILLS),
  billsEstimate: z.number().nullable(),
  deposit: z.number(),
  furnishing: z.enum(FURNISHINGS),
  bathroom: z.enum(BATHROOMS),
  householdSize: z.number(),
  householdAgeMin: z.number().nullable(),
  householdAgeMax: z.number().nullable(),
  couplesWelcome: z.boolean(),
  whoLivesHere: z.string(),
}) satisfies z.ZodType<ListingFacts>;

/**
 * Trust badges, computed by the server from the poster's account (never
 * written by clients). Roomly does not check identity documents; the tooltips
 * say so.
 */
export const posterBadgesSchema = z.object({
  emailVerified: z.boolean(),
  google: z.boolean(),
  /** ISO year-month the account was created, shown as "Member since {Month Year}". */
  memberSince: z.string().nullable(),
  /**
   * "Phone verified": the poster's account has a number verified through
   * Roomly (one account per number), read from the Auth record when the
   * listing is written and kept current when the number is added or removed.
   */
  phoneVerified: z.boolean(),
  /** Only on details (a count per poster would cost a read per card on lists). */
  activeListings: z.number().int().nonnegative().optional(),
  /** Details only: viewings of the poster's listings where both sides said "We met". */
  viewingsHeld: z.number().int().nonnegative().optional(),
});
export type PosterBadges = z.infer<typeof posterBadgesSchema>;

/** What a listing's owner sees about it on My Listings (never sent to anyone else). */
export const listingStatsSchema = z.object({
  /** Details opened by someone other than the owner, each viewer at most once a (UTC) day. */
  views: z.number().int().nonnegative(),
  likes: z.number().int().nonnegative(),
  /** Conversations started about the listing (counted when one starts). */
  conversations: z.number().int().nonnegative(),
});
export type ListingStats = z.infer<typeof listingStatsSchema>;

/**
 * A listing in any of the API's answers (lists, details, create, edit, the
 * owner's lifecycle actions). Text fields are '' when a stored document lacks
 * them, times null; `roomType` and `availability` are plain strings because
 * documents written by hand or older code may hold any value.
 */
export const listingWireSchema = z.object({
  _id: z.string(),
  title: z.string(),
  location: z.string(),
  /** Older records' `rent` arrives here too (listings/document.ts); 0 when neither is stored. */
  rentAmount: z.number(),
  roomType: z.string(),
  description: z.string(),
  lifestylePreferences: z.array(z.string()),
  availability: z.string(),
  /** `messages-only`: contactInfo is never sent to anyone but the owner. */
  contactPreference: z.enum(CONTACT_PREFERENCES),
  /** 'Anonymous' when the poster gave no name; '' on a listing under review shown to others. */
  userName: z.string(),
  userPhoto: z.string(),
  likes: z.number(),
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
  /**
   * When it is free, the stay, bills, deposit, furnishing, bathroom and who
   * lives there; null on listings that don't state them (legacy routes, older
   * listings), which show "Ask the poster".
   */
  facts: listingFactsWireSchema.nullable(),
  /** Photo URLs in display order, the cover first ([] when there are none). */
  photos: z.array(z.string()),
  /**
   * For the uploads among `photos` (`/photos/<id>`): each one's size and
   * placeholder (contract/photo.ts `UploadDetails`), by its URL. An upload
   * held for a moderator is in neither for others; its owner (and the
   * moderators) get it with `held: true`.
   */
  photoDetails: z.record(z.string(), uploadDetailsSchema),
  /** Lifecycle: the effective status (an active listing past `expiresAt` reads `expired`). */
  status: z.enum(LISTING_STATUSES),
  expiresAt: z.string().nullable(),
  /** Trust badges; details add `activeListings`. */
  poster: posterBadgesSchema,
  /**
   * Where it is, on a 0.003° grid (about 300 m): the centre of the place its
   * location names, never an address; null when the gazetteer knows no place there.
   */
  point: pointSchema.nullable(),
  /** How far it is from a near search's centre, in km with one decimal: only in those answers. */
  distanceKm: z.number().nonnegative().optional(),
  /** Insight: only in the owner's answers. */
  stats: listingStatsSchema.optional(),
  /**
   * Whether the signed-in caller owns it (verified e-mail and uid, see
   * docs/security-model.md). Posters' e-mails are never sent: they are contact
   * details. False for anonymous requests.
   */
  isOwner: z.boolean(),
  /** Only for the owner and for verified members who liked it (contact-visibility.ts). */
  contactInfo: z.string().optional(),
  /** Only on one listing's answer to a signed-in caller (details, create, edit). */
  liked: z.boolean().optional(),
});
export type Listing = z.infer<typeof listingWireSchema>;
