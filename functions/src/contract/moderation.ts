// The moderation contract (issue 12, "Reports and moderation"): the texts and
// limits the API, the web app and the tests share. The report reasons and the
// threshold live with the rest of the listing contract (contract/listing.ts).
// Keep it free of imports beyond the contract so both builds can take it as is.
import type { ListingStatus, ReportReason } from './listing';

/** The API's answers people see. */
export const REPORT_OWN_LISTING = "You can't report your own listing";
export const MODERATORS_ONLY = 'Only moderators can do this';
export const REPORT_NOT_FOUND = 'Report not found';
/** The toast after a report is sent. */
export const REPORT_THANKS = "Thanks, we'll review this listing";

/** A moderator's reason for removing a listing, shown to its owner. */
export const REMOVAL_LIMITS = { reason: 500 } as const;
/** Notices kept per owner: the newest; older ones drop off. */
export const NOTICE_LIMIT = 20;
/** Reports shown per listing on the moderation page (the newest; the count says how many in all). */
export const REPORTS_SHOWN = 20;
/** Listings per page of the moderation queue (default and most). */
export const MODERATION_PAGE_SIZE = { default: 20, max: 50 } as const;

/** The notice an owner sees on My Listings after a moderator removed a listing. */
export const removalNoticeText = (title: string, reason: string) =>
  `Your listing "${title}" was removed by a moderator: ${reason}`;

/** One report as moderators see it: never the reporter's e-mail or name. */
export type ModerationReport = {
  /** The reporter's uid: the report's id (one per user and listing), for Dismiss. */
  id: string;
  reason: ReportReason;
  reasonLabel: string;
  note: string;
  /** ISO time of the report (or of its latest update). */
  reportedAt: string | null;
};

/** A listing with open reports, as GET /moderation/reports lists it. */
export type ModerationItem = {
  postId: string;
  title: string;
  status: ListingStatus;
  posterName: string;
  reportCount: number;
  lastReportedAt: string | null;
  reports: ModerationReport[];
};

/** A notice for the owner (GET /users/me/notices). */
export type OwnerNotice = {
  id: string;
  kind: 'listing-removed';
  postTitle: string;
  reason: string;
  createdAt: string | null;
};
