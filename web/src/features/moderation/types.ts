// The moderation feature's shapes and texts: the shared contract (the API's
// own), re-exported so components import from one place.
export {
  REPORT_LIMITS,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  LISTING_STATUS_BANNERS,
  LISTING_STATUS_LABELS,
  type ListingStatus,
  type ReportReason,
} from '@contract/listing';
export { WANTED_AD_STATUS_LABELS, type WantedAdStatus } from '@contract/wanted-ad';
export {
  REMOVAL_LIMITS,
  REPORT_ACCOUNT_TOO_NEW,
  REPORT_AD_THANKS,
  REPORT_THANKS,
  deletedCaseText,
  removalNoticeText,
  repeatReportersText,
  repostOfText,
  type HeldPhotoItem,
  type HeldPhotoSide,
  type ModerationItem,
  type ModerationKind,
  type ModerationReport,
  type OwnerNotice,
} from '@contract/moderation';
