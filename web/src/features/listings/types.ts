// The listing vocabulary comes from the contract the API uses too
// (functions/src/contract/listing.ts); the types below are the API's shapes.
export {
  AVAILABILITIES,
  CONTACT_PREFERENCE_LABELS,
  CONTACT_PREFERENCES,
  DEFAULT_CONTACT_PREFERENCE,
  LIFESTYLE_LABELS,
  LIFESTYLE_PREFERENCES,
  NO_CONTACT_INFO,
  ROOM_TYPES,
  SORTS,
  type Availability,
  type ContactPreference,
  type LifestylePreference,
  type RoomType,
  type Sort,
} from '@contract/listing';
import type { ListingStats } from '@contract/insight';
import type {
  ListingStatus,
  PosterBadges,
  Availability,
  ContactPreference,
  LifestylePreference,
  RoomType,
  Sort,
} from '@contract/listing';

/** A listing as the API returns it. */
export type Post = {
  _id: string;
  title: string;
  location: string;
  /** Older records' `rent` arrives here too: the API maps it (functions/src/posts/document.ts). */
  rentAmount?: number | null;
  roomType: string;
  description: string;
  lifestylePreferences: string[];
  availability: string;
  /**
   * Whether the signed-in caller owns it (verified e-mail and uid, see
   * docs/security-model.md). Posters' e-mails are never sent: they are contact
   * details. False or missing for anonymous requests (public lists send no token).
   */
  isOwner?: boolean;
  userName?: string;
  userPhoto?: string;
  likes: number;
  createdAt: string | null;
  updatedAt: string | null;
  /**
   * Lifecycle: the effective status (an active listing past its
   * expiry reads `expired`); missing from older answers means active.
   */
  status?: ListingStatus;
  expiresAt?: string | null;
  /** Only for the owner and for users who liked the post. */
  contactInfo?: string;
  /** Only for signed-in callers. */
  liked?: boolean;
  /** `messages-only`: contactInfo is never sent to anyone but the owner. */
  contactPreference?: ContactPreference;
  /** Photos: image URLs, the cover first; missing or [] when there are none. */
  photos?: string[];
  /** Trust badges, computed by the server; details add `activeListings`. */
  poster?: PosterBadges;
  /** Insight: views, likes and conversations, only in the owner's answers. */
  stats?: ListingStats;
};

/** The editable fields (`POST /posts`, `PUT /posts/:id`). */
export type PostInput = {
  title: string;
  location: string;
  rentAmount: number;
  roomType: RoomType;
  description: string;
  contactInfo: string;
  lifestylePreferences: LifestylePreference[];
  availability: Availability;
  contactPreference?: ContactPreference;
  /** Photos: 0–6 https image URLs in display order (the first is the cover). */
  photos?: string[];
};

/** `GET /posts` filters (every one optional). */
export type PostFilters = {
  /** The signed-in user's own e-mail only (My Listings); needs their token. */
  email?: string;
  location?: string;
  roomType?: RoomType;
  availability?: Availability;
  minRent?: number;
  maxRent?: number;
  /** Listings with ALL of these (contract order; public lists only). */
  lifestyle?: LifestylePreference[];
  sort?: Sort;
};
