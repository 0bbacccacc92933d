// Viewings: a visit to the room, proposed and booked inside a conversation
// about a listing. The texts, limits and wire shapes the API, the web app and
// the tests share. Import-free, so the web app loads it at runtime.

/**
 * proposed: offered, waiting for the other side; confirmed: one slot accepted;
 * declined: the other side said no (maybe with new slots: a new proposal);
 * cancelled: withdrawn before an answer, or called off after confirming;
 * done: the time has passed and both sides said how it went.
 */
export const VIEWING_STATUSES = ['proposed', 'confirmed', 'declined', 'cancelled', 'done'] as const;
export type ViewingStatus = (typeof VIEWING_STATUSES)[number];

export const VIEWING_MODES = ['in-person', 'video'] as const;
export type ViewingMode = (typeof VIEWING_MODES)[number];

/** After the time, each side says how it went. */
export const VIEWING_OUTCOMES = ['met', 'no-show'] as const;
export type ViewingOutcome = (typeof VIEWING_OUTCOMES)[number];

export const VIEWING_LIMITS = {
  /** Time slots per proposal. */
  slotsMin: 1,
  slotsMax: 3,
  /** Length of a slot, in minutes, in steps of 15. */
  minutesMin: 15,
  minutesMax: 120,
  minutesStep: 15,
  /** How far ahead a slot may start. */
  daysAhead: 60,
  note: 500,
  reason: 300,
  videoLink: 500,
} as const;

/** A slot as proposed: a wall-clock date and time in the proposal's time zone. */
export type ViewingSlotInput = {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, 24-hour */
  time: string;
  minutes: number;
};

/** Body of POST /conversations/:id/viewings, and of a decline that offers new times. */
export type ViewingProposalInput = {
  slots: ViewingSlotInput[];
  /** IANA time zone the slots are in (the listing's area; the web app proposes the browser's). */
  timeZone: string;
  mode: ViewingMode;
  /** Video only: an https link to the call. */
  videoLink?: string;
  note?: string;
};

/** A slot as stored and sent: the instant it starts and ends (ISO), and its length. */
export type ViewingSlot = { start: string; end: string; minutes: number };

/** A viewing as its two participants see it (nobody else ever does). */
export type Viewing = {
  id: string;
  conversationId: string;
  postId: string;
  postTitle: string;
  /** The listing's location as shown on the listing: an area, never an exact address or contact details. */
  area: string;
  timeZone: string;
  mode: ViewingMode;
  videoLink: string;
  note: string;
  slots: ViewingSlot[];
  status: ViewingStatus;
  /** Index into `slots` once confirmed, else null. */
  confirmedSlot: number | null;
  /** Who made the proposal, from the caller's side. */
  proposedBy: 'me' | 'them';
  /** The other participant's display name as the thread shows it. */
  otherName: string;
  cancelReason: string;
  cancelledBy: 'me' | 'them' | null;
  /** Declined with new times: the proposal that replaced this one. */
  replacedBy: string | null;
  myOutcome: ViewingOutcome | null;
  theirOutcome: ViewingOutcome | null;
  /** Whether the listing is still active (a confirmed viewing of one that isn't shows a banner). */
  listingActive: boolean;
  createdAt: string | null;
  updatedAt: string | null;
};

/** GET /viewings?when=upcoming|past: the caller's viewings, paged like every list (docs/paging.md). */
export const VIEWING_LISTS = ['upcoming', 'past'] as const;
export type ViewingList = (typeof VIEWING_LISTS)[number];

export const VIEWING_STATUS_LABELS: Record<ViewingStatus, string> = {
  proposed: 'Proposed',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
  done: 'Done',
};
export const VIEWING_MODE_LABELS: Record<ViewingMode, string> = {
  'in-person': 'In person',
  video: 'Video call',
};
export const VIEWING_OUTCOME_LABELS: Record<ViewingOutcome, string> = {
  met: 'We met',
  'no-show': "They didn't come",
};

/** The API's refusals, shown as they are. */
export const VIEWING_NOT_FOUND = 'Viewing not found';
export const VIEWING_NEEDS_LISTING = 'Viewings can only be booked about a listing';
export const VIEWING_LISTING_INACTIVE =
  'This listing is not active, so no new viewings can be proposed';
export const VIEWING_SLOT_PAST = 'Choose times in the future';
export const VIEWING_SLOT_TOO_FAR = `Viewings can be booked up to ${VIEWING_LIMITS.daysAhead} days ahead`;
export const VIEWING_OPEN_PROPOSAL =
  'There is already a proposal waiting for an answer in this conversation';
export const VIEWING_NOT_YOURS_TO_ANSWER = 'Only the other person can answer this proposal';
export const VIEWING_ALREADY_ANSWERED = 'This proposal has already been answered';
export const VIEWING_NOT_CONFIRMED = 'Only a confirmed viewing can do this';
export const VIEWING_NOT_OVER = 'You can say how it went once the viewing has ended';
export const VIEWING_OVER = 'This viewing has already taken place';
export const VIEWING_OUTCOME_GIVEN = 'You have already said how it went';
export const VIEWING_SLOT_GONE = 'That time has passed: propose new times instead';

/** The lines the API adds to the thread (message kind 'viewing') when a viewing changes. */
export const VIEWING_MESSAGES = {
  proposed: 'Proposed a viewing',
  /** `when`: the slot on the listing's clock, e.g. "Tue, Mar 3, 6:00 PM (New York time)" (contract/dates.ts). */
  accepted: (when: string) => `Accepted the viewing on ${when}`,
  declined: 'Declined the viewing',
  declinedWithNewTimes: 'Declined the viewing and proposed new times',
  cancelled: (reason: string) =>
    reason ? `Cancelled the viewing: ${reason}` : 'Cancelled the viewing',
} as const;

/**
 * The cancel reason of a confirmed viewing that an accepted new time in the
 * same conversation replaced ("Propose another time" moves a viewing rather
 * than adding one). `when`: the new slot, as in VIEWING_MESSAGES.accepted.
 */
export const viewingMovedReason = (when: string) => `Moved to ${when}`;

/** A stored timestamp as a Date, or null (each SDK passes its own; see contract/messages.ts). */
export type ViewingReadTime = (value: unknown) => Date | null;

/**
 * A stored viewing (`viewings/{id}`) as `uid` sees it: the API's answers and
 * the web app's live thread query both map with this. `otherName` is the
 * thread's name for the other side; `listingActive` whether the listing is
 * active now.
 */
export function toViewing(
  id: string,
  data: Record<string, unknown>,
  uid: string,
  readTime: ViewingReadTime,
  { otherName, listingActive }: { otherName: string; listingActive: boolean },
): Viewing {
  const str = (value: unknown) => (typeof value === 'string' ? value : '');
  const iso = (value: unknown) => readTime(value)?.toISOString() ?? null;
  const side = (value: unknown) => (value === uid ? 'me' : value ? 'them' : null);
  const outcomes = (data.outcomes ?? {}) as Record<string, unknown>;
  const outcome = (value: unknown) =>
    VIEWING_OUTCOMES.includes(value as ViewingOutcome) ? (value as ViewingOutcome) : null;
  const otherUid = ((data.participants ?? []) as string[]).find((p) => p !== uid) ?? '';
  const slots = ((data.slots ?? []) as Record<string, unknown>[]).map((slot) => ({
    start: iso(slot.start) ?? '',
    end: iso(slot.end) ?? '',
    minutes: typeof slot.minutes === 'number' ? slot.minutes : 0,
  }));
  const status = VIEWING_STATUSES.includes(data.status as ViewingStatus)
    ? (data.status as ViewingStatus)
    : 'proposed';
  return {
    id,
    conversationId: str(data.conversationId),
    postId: str(data.postId),
    postTitle: str(data.postTitle),
    area: str(data.area),
    timeZone: str(data.timeZone),
    mode: data.mode === 'video' ? 'video' : 'in-person',
    videoLink: str(data.videoLink),
    note: str(data.note),
    slots,
    status,
    confirmedSlot: typeof data.confirmedSlot === 'number' ? data.confirmedSlot : null,
    proposedBy: data.proposedBy === uid ? 'me' : 'them',
    otherName,
    cancelReason: str(data.cancelReason),
    cancelledBy: side(data.cancelledBy) as 'me' | 'them' | null,
    replacedBy: typeof data.replacedBy === 'string' && data.replacedBy ? data.replacedBy : null,
    myOutcome: outcome(outcomes[uid]),
    theirOutcome: outcome(outcomes[otherUid]),
    listingActive,
    createdAt: iso(data.createdAt),
    updatedAt: iso(data.updatedAt),
  };
}

/**
 * A held viewing counts toward the poster's badge only when both accounts
 * were at least this old when it was proposed (the age reports ask for), as
 * well as verified, distinct and a pair not counted before (viewings/held.ts).
 */
export const HELD_VIEWING_MIN_ACCOUNT_AGE_HOURS = 24;

/** On the poster card of a listing: distinct established members who both said "We met" with the poster. */
export const viewingsHeldText = (n: number) => `Viewings held: ${n}`;

/** Shown to the receiver in a conversation where the poster asks for money or refuses a viewing. */
export const NEVER_PAY_WARNING = 'Never pay before you have seen the room.';

/** On a confirmed viewing whose listing is no longer active. */
export const VIEWING_LISTING_GONE_BANNER =
  'This listing is no longer active. The viewing stays booked unless one of you cancels it.';

/** The form's refusals, checked by the API (viewings/schema.ts) and the web's form alike. */
export const SLOT_DATE_INVALID = 'Each date must be a day written YYYY-MM-DD';
export const SLOT_TIME_INVALID = 'Each time must be HH:MM in steps of 15 minutes (e.g. 18:15)';
export const SLOT_MINUTES_INVALID = `A viewing lasts ${VIEWING_LIMITS.minutesMin} to ${VIEWING_LIMITS.minutesMax} minutes, in steps of ${VIEWING_LIMITS.minutesStep}`;
export const SLOTS_COUNT = `Offer ${VIEWING_LIMITS.slotsMin} to ${VIEWING_LIMITS.slotsMax} times`;
export const VIDEO_LINK_REQUIRED = 'A video viewing needs the call’s https link';
export const VIDEO_LINK_INVALID = 'The video link must be an https address';
export const CANCEL_REASON_REQUIRED = 'Say why you are cancelling';
