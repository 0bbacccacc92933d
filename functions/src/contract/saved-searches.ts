// The saved-searches and notifications contract: what the API
// answers under /users/me/saved-searches and /users/me/notifications, and the
// texts and limits both sides use. The web app imports it through `@contract`
// (see listing.ts for why the contract lives under functions/src). Keep it free
// of imports beyond the contract so both builds can take it as is.
import type { SearchFilters } from './browse-filters';
import { PAGE_SIZE } from './listing';
import type { CursorPage } from './listing-answers';

/**
 * A saved search's filters: the browse filters (browse-filters.ts), with the
 * same names as the browse URL parameters and GET /posts (sort and paging are
 * not part of it). Absent means "any".
 */
export type SavedSearchFilters = SearchFilters;

export type SavedSearch = {
  id: string;
  name: string;
  filters: SavedSearchFilters;
  /** ISO time. */
  createdAt: string | null;
};

export type NotificationKind = Notification['kind'];

/** An alert's listing as it is when the alerts are listed (not as it was when it matched). */
export type ListingNow = { title: string; rentAmount: number };

/** The listing an alert is about, as it was when it matched and as it is now. */
type MatchedListing = {
  postId: string;
  /** The listing's title, location and rent when it matched. */
  title: string;
  location: string;
  rentAmount: number;
  /** The listing now; null once it is deleted or no longer active (paused, let, expired, under review). */
  listingNow: ListingNow | null;
};

/** An in-app alert: a listing matched one of the caller's saved searches. */
export type SavedSearchMatchNotification = MatchedListing & {
  id: string;
  kind: 'saved-search-match';
  searchId: string;
  /** The search's name when the alert was made (it survives a rename or delete). */
  searchName: string;
  read: boolean;
  /** ISO time. */
  createdAt: string | null;
};

/** A moderator removed one of the caller's listings (its title then, and the moderator's reason). */
export type ListingRemovedNotification = {
  id: string;
  kind: 'listing-removed';
  postId: string;
  title: string;
  reason: string;
  read: boolean;
  /** ISO time. */
  createdAt: string | null;
};

/** A moderator removed the caller's Room wanted ad (its headline then, and the moderator's reason). */
export type WantedAdRemovedNotification = {
  id: string;
  kind: 'seeker-ad-removed';
  adId: string;
  /** The ad's headline when it was removed. */
  title: string;
  reason: string;
  read: boolean;
  /** ISO time. */
  createdAt: string | null;
};

/**
 * To a poster: a new (or renewed) Room wanted ad matches one of their active
 * listings on every hard fact (contract/room-match.ts). "A seeker matches
 * {title}"; it links to the ad. Nothing about the seeker but the ad's headline.
 */
export type SeekerMatchNotification = {
  id: string;
  kind: 'seeker-match';
  /** The poster's listing, and its title when the ad matched. */
  postId: string;
  title: string;
  adId: string;
  /** The ad's headline when it matched. */
  headline: string;
  /**
   * The ad as it is now, when it is active; null once it was deleted,
   * removed, paused or expired (the alert then says so, and no longer shows
   * the headline: the writer took it back).
   */
  adNow: { headline: string } | null;
  read: boolean;
  /** ISO time. */
  createdAt: string | null;
};

/**
 * To a seeker with an active Room wanted ad: a new listing matches it on every
 * hard fact. "A room matches your Room wanted ad"; it links to the listing.
 */
export type RoomMatchNotification = MatchedListing & {
  id: string;
  kind: 'room-match';
  adId: string;
  read: boolean;
  /** ISO time. */
  createdAt: string | null;
};

/**
 * To each side of a confirmed viewing, the day before it: "Viewing tomorrow:
 * {postTitle} · {start in its time zone}"; it links to the member's viewings.
 */
export type ViewingReminderNotification = {
  id: string;
  kind: 'viewing-reminder';
  viewingId: string;
  /** The listing's title when the viewing was proposed. */
  postTitle: string;
  /** ISO instant the viewing starts, shown in `timeZone` (IANA) with the zone's name. */
  start: string;
  timeZone: string;
  read: boolean;
  /** ISO time. */
  createdAt: string | null;
};

export type Notification =
  | SavedSearchMatchNotification
  | ListingRemovedNotification
  | WantedAdRemovedNotification
  | SeekerMatchNotification
  | RoomMatchNotification
  | ViewingReminderNotification;

/** What the bell says of the two match alerts (the listing's title follows the poster's). */
export const SEEKER_MATCH_TEXT = (title: string) => `A seeker matches ${title}`;
export const ROOM_MATCH_TEXT = 'A room matches your Room wanted ad';

/** `GET /users/me/notifications`: one page, its cursor in the body (null on the last page). */
export type NotificationPage = CursorPage<'notifications', Notification>;

/** Saved searches one account may keep. */
export const SAVED_SEARCH_LIMIT = 10;
/** A search's name, trimmed: 1 to this many characters. */
export const SAVED_SEARCH_NAME_MAX = 60;

/**
 * Notifications per page: PAGE_SIZE's default; at most 50 per request, the
 * cap this list has always had (each alert also reads its listing).
 */
export const NOTIFICATIONS_PAGE_SIZE = { default: PAGE_SIZE.default, max: 50 } as const;

/** The API's error texts the web app may show as they are. */
export const SAVED_SEARCH_LIMIT_REACHED = `You can save up to ${SAVED_SEARCH_LIMIT} searches`;
export const SAVED_SEARCH_NOT_FOUND = 'Saved search not found';
export const NOTIFICATION_NOT_FOUND = 'Notification not found';
