// The saved-searches and notifications contract (issue 13): what the API
// answers under /users/me/saved-searches and /users/me/notifications, and the
// texts and limits both sides use. The web app imports it through `@contract`
// (see listing.ts for why the contract lives under functions/src). Keep it free
// of runtime imports so both builds can take it as is.
import type { Availability, LifestylePreference, RoomType } from './listing';

/**
 * A saved search's filters: the browse filters, with the same names as the
 * browse URL parameters and GET /posts (sort and paging are not part of it).
 * Absent means "any".
 */
export type SavedSearchFilters = {
  location?: string;
  roomType?: RoomType;
  availability?: Availability;
  minRent?: number;
  maxRent?: number;
  /** Every chosen preference must be among the listing's (contract order). */
  lifestyle?: LifestylePreference[];
};

export type SavedSearch = {
  id: string;
  name: string;
  filters: SavedSearchFilters;
  /** ISO time. */
  createdAt: string | null;
};

export type NotificationKind = 'saved-search-match';

/** An in-app alert: a listing matched one of the caller's saved searches. */
export type Notification = {
  id: string;
  kind: NotificationKind;
  searchId: string;
  /** The search's name when the alert was made (it survives a rename or delete). */
  searchName: string;
  postId: string;
  /** The listing's title, location and rent when it matched. */
  title: string;
  location: string;
  rentAmount: number;
  read: boolean;
  /** ISO time. */
  createdAt: string | null;
};

/** Saved searches one account may keep. */
export const SAVED_SEARCH_LIMIT = 10;
/** A search's name, trimmed: 1 to this many characters. */
export const SAVED_SEARCH_NAME_MAX = 60;

/** Notifications per page: the default and the most one request may ask for. */
export const NOTIFICATIONS_PAGE_SIZE = { default: 20, max: 50 } as const;

/** The API's error texts the web app may show as they are. */
export const SAVED_SEARCH_LIMIT_REACHED = `You can save up to ${SAVED_SEARCH_LIMIT} searches`;
export const SAVED_SEARCH_NOT_FOUND = 'Saved search not found';
export const NOTIFICATION_NOT_FOUND = 'Notification not found';
