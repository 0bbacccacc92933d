// The moderation contract ("Reports and moderation"): the texts and
// limits the API, the web app and the tests share. The report reasons and the
// threshold live with the rest of the listing contract (contract/listing.ts).
// Keep it free of imports beyond the contract so both builds can take it as is.
import { PAGE_SIZE, type ListingStatus, type ReportReason } from './listing';
import type { WantedAdStatus } from './wanted-ad';

/** The API's answers people see. */
export const REPORT_OWN_LISTING = "You can't report your own listing";
/** The 403 for reporting one's own Room wanted ad (POST /seeker-ads/:id/report). */
export const REPORT_OWN_AD = "You can't report your own ad";
export const MODERATORS_ONLY = 'Only moderators can do this';
export const REPORT_NOT_FOUND = 'Report not found';

/**
 * Who may report: a verified account at least this old (the Auth account's
 * creation time), so accounts made to push a listing under review can't;
 * or one with a verified phone, at once.
 */
export const REPORTER_MIN_ACCOUNT_AGE_HOURS = 24;
/** When an account made at `createdAtMs` may first report (ms), as the API checks it. */
export const reportableAt = (createdAtMs: number) =>
  createdAtMs + REPORTER_MIN_ACCOUNT_AGE_HOURS * 3_600_000;
/** The 403 a newer account gets from POST /posts/:id/report, shown in the report dialog. */
export const REPORT_ACCOUNT_TOO_NEW = `Your account is too new to report listings or ads. You can report ${REPORTER_MIN_ACCOUNT_AGE_HOURS} hours after signing up, or at once after verifying your phone number.`;
/**
 * After a moderator restores a listing, the members whose reports it cleared
 * can report it again for this many days, but those reports don't count
 * toward the threshold (moderators see how many there are).
 */
export const RESTORED_REPORTERS_DAYS = 30;
/** The toast after a report is sent. */
export const REPORT_THANKS = "Thanks, we'll review this listing";
/** The same toast for a Room wanted ad. */
export const REPORT_AD_THANKS = "Thanks, we'll review this ad";

/** A moderator's reason for removing a listing, shown to its owner. */
export const REMOVAL_LIMITS = { reason: 500 } as const;
/** Notices kept per owner: the newest; older ones drop off. */
export const NOTICE_LIMIT = 20;
/** Reports shown per listing on the moderation page (the newest; the count says how many in all). */
export const REPORTS_SHOWN = 20;
/**
 * Listings per page of the moderation queue: PAGE_SIZE's default; at most 50
 * per request, the cap this list has always had (each entry also reads its
 * listing and its newest reports).
 */
export const MODERATION_PAGE_SIZE = { default: PAGE_SIZE.default, max: 50 } as const;

/** On a queue item with repeat reporters (never saying who they are). */
export const repeatReportersText = (n: number) =>
  `${n} ${n === 1 ? 'reporter' : 'reporters'} reported it before it was restored (not counted toward review)`;

/** The notice an owner sees on My Listings after a moderator removed a listing. */
export const removalNoticeText = (title: string, reason: string) =>
  `Your listing "${title}" was removed by a moderator: ${reason}`;

/** The bell's notification for the writer of a Room wanted ad a moderator removed. */
export const adRemovalText = (headline: string, reason: string) =>
  `Your Room wanted ad "${headline}" was removed by a moderator: ${reason}`;

/** What the owner of a listing under review is told happens next (details and My Listings). */
export const UNDER_REVIEW_OWNER_NOTE =
  'Members reported this listing. A moderator will review it, usually within a day, and either restore it or remove it and tell you why. Until then only you can see it.';
/** The same for the writer of a Room wanted ad under review (its page). */
export const UNDER_REVIEW_AD_OWNER_NOTE =
  'Members reported this ad. A moderator will review it, usually within a day, and either restore it or remove it and tell you why. Until then only you can see it.';

/**
 * What the poster is told when a new listing repeats one of theirs that is
 * under review (or was deleted while under review): it waits for the
 * moderator instead of going live (functions/src/listings/review-holds.ts).
 */
export const REPOST_HELD_LISTING =
  'This listing matches one of yours that a moderator is reviewing, so it will wait for that review before anyone else can see it. We will let you know if it is removed.';
/** The same for a Room wanted ad. */
export const REPOST_HELD_AD =
  'This ad matches one of yours that a moderator is reviewing, so it will wait for that review before anyone else can see it. We will let you know if it is removed.';

/** On a queue item its owner deleted while it had open reports (the case stays until a moderator closes it). */
export const deletedCaseText = (when: string) =>
  `Deleted by its owner on ${when}. Restore closes the case; Remove closes it and tells the owner why.`;
/** On a held re-post: the reported listing or ad of the same owner whose text it repeats. */
export const repostOfText = (title: string) =>
  `Posted again by the same member while “${title}” was under review: it waits for your decision.`;

/** One report as moderators see it: never the reporter's e-mail or name. */
export type ModerationReport = {
  /** The report's own random id, for Dismiss: never the reporter's uid nor derived from it. */
  id: string;
  reason: ReportReason;
  reasonLabel: string;
  note: string;
  /** ISO time of the report (or of its latest update). */
  reportedAt: string | null;
};

/** What a queue item is about: a listing, or a Room wanted ad. */
export type ModerationKind = 'listing' | 'seeker-ad';

/** What every queue item says, whatever was reported. */
type ModerationItemBase = {
  /** The listing's title, or the ad's headline. */
  title: string;
  /** The listing's poster, or the ad's writer (their display name). */
  posterName: string;
  reportCount: number;
  /**
   * Of `reportCount`, the reports by members whose earlier reports a moderator
   * cleared with Restore in the last RESTORED_REPORTERS_DAYS days: shown, but
   * not counted toward the threshold. Never says who they are.
   */
  repeatReporters: number;
  lastReportedAt: string | null;
  reports: ModerationReport[];
  /**
   * ISO time its owner deleted it while it had open reports: the case stays
   * (reports, title, poster) until a moderator closes it; null while it exists.
   */
  deletedAt: string | null;
  /**
   * The title of the reported listing (or ad) of the same owner this one
   * repeats: posted while that review was open, it waits under review.
   */
  repostOf: string | null;
};

/** A listing with open reports, as GET /moderation/reports lists it. */
export type ListingModerationItem = ModerationItemBase & {
  kind: 'listing';
  postId: string;
  status: ListingStatus;
};

/** A Room wanted ad with open reports; its actions are under /moderation/seeker-ads/:adId. */
export type WantedAdModerationItem = ModerationItemBase & {
  kind: 'seeker-ad';
  adId: string;
  status: WantedAdStatus;
};

/** One entry of GET /moderation/reports: listings and ads in one queue, newest report first. */
export type ModerationItem = ListingModerationItem | WantedAdModerationItem;

/** A notice for the owner (GET /users/me/notices). */
export type OwnerNotice = {
  id: string;
  kind: 'listing-removed';
  postTitle: string;
  reason: string;
  createdAt: string | null;
};

/** One side of a held photo's pair on the moderation page (GET /moderation/photos). */
export type HeldPhotoSide = {
  /** `/photos/<id>` (an upload: its files are under it) or a bundled image's path. */
  url: string;
  /** The owner's shown name (never an e-mail); null for an image bundled with Roomly. */
  ownerName: string | null;
  /** The ads that show it, of either kind (none for a fresh upload or a bundled image). */
  ads: { kind: 'listing' | 'wanted-ad'; id: string; title: string }[];
};

/** A photo held as a suspected copy, with what it looks like a copy of. */
export type HeldPhotoItem = {
  id: string;
  heldSince: string | null;
  photo: HeldPhotoSide;
  /** The photo it copies; `stock` when that is one of Roomly's bundled images; null when deleted since. */
  original: (HeldPhotoSide & { stock: boolean }) | null;
};

/** The 404 of Clear and Remove on a photo that isn't (or is no longer) held. */
export const HELD_PHOTO_NOT_FOUND = 'No held photo with this ID';
