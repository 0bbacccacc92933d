// The notifications feature's shapes (the API's own contract, re-exported).
import { formatViewingTime } from '@contract/dates';
import { formatMonthlyRent, formatRent } from '@/lib/format';

export {
  NOTIFICATIONS_PAGE_SIZE,
  ROOM_MATCH_TEXT,
  SEEKER_MATCH_TEXT,
  type ListingRemovedNotification,
  type Notification,
  type RoomMatchNotification,
  type SavedSearchMatchNotification,
  type WantedAdRemovedNotification,
  type SeekerMatchNotification,
  type ViewingReminderNotification,
} from '@contract/saved-searches';
export { adRemovalText, removalNoticeText } from '@contract/moderation';

export const NO_NOTIFICATIONS = 'No notifications yet.';
export const ALL_MARKED_READ = 'All notifications marked as read';

/** The bell's accessible name: "Notifications", "Notifications, 2 unread". */
export const bellLabel = (unread: number) =>
  unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';

/** An alert whose listing was since deleted, paused, let, expired or put under review. */
export const LISTING_UNAVAILABLE = 'This listing is no longer available';
/**
 * A seeker-match alert whose ad was since deleted, removed, paused or
 * expired: said in place of its headline (the writer took that back).
 */
export const AD_UNAVAILABLE = 'This ad is no longer available';
/** "Now $1,050/month (was $950)": the rent changed since the alert. */
export const rentChangedText = (now: number, was: number) =>
  `Now ${formatMonthlyRent(now)} (was ${formatRent(was)})`;
/** The listing was renamed since the alert. */
export const titleChangedText = (was: string) => `Renamed from “${was}”`;

/**
 * "Sat, Jun 6, 11:00 AM (New York time)": a viewing's start in its own time
 * zone (where the room is), the zone named, as the viewing cards show it.
 */
export const formatViewingStart = (iso: string, timeZone: string): string =>
  formatViewingTime(iso, timeZone);

/** The day-before reminder's first words; the listing's title and the time follow. */
export const VIEWING_REMINDER_TEXT = 'Viewing tomorrow';
