// What can be reported and moderated: a listing or a Room wanted ad. Their
// API paths and the words the report dialog and the queue use for each.
import { paths } from '@/config/paths';
import {
  REPORT_AD_THANKS,
  REPORT_THANKS,
  type ModerationItem,
  type ModerationKind,
} from '../types';

/** What a member reports: its kind, its id and the title (a listing's) or headline (an ad's). */
export type ReportSubject = { kind: ModerationKind; id: string; title: string };

export const SUBJECT_TEXTS = {
  listing: {
    report: 'Report listing',
    thanks: REPORT_THANKS,
    about: 'Moderators review reported listings; the poster never learns who reported them.',
    question: 'What is wrong with this listing?',
    noun: 'listing',
    untitled: 'Untitled listing',
    removeNote:
      'The listing is deleted with its likes and reports. Its owner sees a notice with the title and your reason.',
  },
  'seeker-ad': {
    report: 'Report this ad',
    thanks: REPORT_AD_THANKS,
    about: 'Moderators review reported ads; the writer never learns who reported them.',
    question: 'What is wrong with this ad?',
    noun: 'ad',
    untitled: 'Untitled Room wanted ad',
    removeNote:
      'The Room wanted ad is deleted with its reports. Its writer gets a notification with the headline and your reason.',
  },
} as const satisfies Record<ModerationKind, Record<string, string>>;

const id = encodeURIComponent;

/** `POST /posts/:id/report` or `POST /seeker-ads/:id/report`. */
export const reportPath = (subject: ReportSubject) =>
  subject.kind === 'seeker-ad'
    ? `/seeker-ads/${id(subject.id)}/report`
    : `/posts/${id(subject.id)}/report`;

/** A queue item's own id: the listing's or the ad's. */
export const itemId = (item: ModerationItem) =>
  item.kind === 'seeker-ad' ? item.adId : item.postId;

/** Where the moderators' actions on an item live: /moderation/posts/:id or /moderation/seeker-ads/:id. */
export const moderationPath = (item: ModerationItem) =>
  item.kind === 'seeker-ad'
    ? `/moderation/seeker-ads/${id(item.adId)}`
    : `/moderation/posts/${id(item.postId)}`;

/** The page a queue item links to. */
export const itemPage = (item: ModerationItem) =>
  item.kind === 'seeker-ad' ? paths.roomWantedAd(item.adId) : paths.details(item.postId);
