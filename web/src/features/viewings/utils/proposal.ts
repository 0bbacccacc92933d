// The propose form (also used to decline with new times): its draft, the
// checks the API makes (same texts, so the answer reads the same whichever
// side catches it), and the body it sends. The slots are wall-clock times in
// the browser's time zone, sent with that zone's IANA name; the API turns them
// into instants.
import { deviceTimeZone } from '@contract/dates';
import {
  SLOT_TIME_INVALID,
  VIDEO_LINK_INVALID,
  VIDEO_LINK_REQUIRED,
  VIEWING_LIMITS,
  VIEWING_SLOT_PAST,
  VIEWING_SLOT_TOO_FAR,
  type ViewingMode,
  type ViewingProposalInput,
} from '@contract/viewings';

// The API's texts (from the contract), and two of the form's own.
export { SLOT_TIME_INVALID, VIDEO_LINK_INVALID, VIDEO_LINK_REQUIRED };
export const SLOT_INCOMPLETE = 'Choose a date and a start time';
export const SLOT_DUPLICATE = 'Choose a different time for each slot';

export type SlotDraft = { key: number; date: string; time: string; minutes: number };
export type ProposalDraft = {
  slots: SlotDraft[];
  mode: ViewingMode;
  videoLink: string;
  note: string;
};
export type ProposalErrors = { slots: (string | null)[]; videoLink: string | null };

/** The lengths offered: 15 to 120 minutes in steps of 15. */
export const SLOT_LENGTHS = Array.from(
  {
    length:
      (VIEWING_LIMITS.minutesMax - VIEWING_LIMITS.minutesMin) / VIEWING_LIMITS.minutesStep + 1,
  },
  (_, i) => VIEWING_LIMITS.minutesMin + i * VIEWING_LIMITS.minutesStep,
);

let nextKey = 0;
export const emptySlot = (): SlotDraft => ({ key: ++nextKey, date: '', time: '', minutes: 30 });
export const emptyProposal = (): ProposalDraft => ({
  slots: [emptySlot()],
  mode: 'in-person',
  videoLink: '',
  note: '',
});

/** The browser's IANA time zone: the one its date and time inputs are in. */
export const browserTimeZone = deviceTimeZone;

/** The latest day a slot may be on (the API counts from now, to the millisecond). */
export const lastDay = (now: Date) =>
  new Date(now.getTime() + VIEWING_LIMITS.daysAhead * 24 * 3600 * 1000);

/** The slot's start in the browser's zone, or null while incomplete. */
function startOf(slot: SlotDraft): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(slot.date) || !/^\d{2}:\d{2}$/.test(slot.time)) return null;
  const start = new Date(`${slot.date}T${slot.time}:00`);
  return Number.isNaN(start.getTime()) ? null : start;
}

function isHttpsUrl(value: string) {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && Boolean(url.hostname) && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** What is wrong with the draft (null: nothing), each text where it belongs. */
export function validateProposal(draft: ProposalDraft, now = new Date()): ProposalErrors | null {
  const seen = new Set<string>();
  const slots = draft.slots.map((slot) => {
    const start = startOf(slot);
    if (!start) return SLOT_INCOMPLETE;
    if (!/:(00|15|30|45)$/.test(slot.time)) return SLOT_TIME_INVALID;
    if (start.getTime() <= now.getTime()) return VIEWING_SLOT_PAST;
    if (start.getTime() > lastDay(now).getTime()) return VIEWING_SLOT_TOO_FAR;
    const key = `${slot.date} ${slot.time}`;
    if (seen.has(key)) return SLOT_DUPLICATE;
    seen.add(key);
    return null;
  });
  const link = draft.videoLink.trim();
  const videoLink =
    draft.mode !== 'video'
      ? null
      : !link
        ? VIDEO_LINK_REQUIRED
        : isHttpsUrl(link)
          ? null
          : VIDEO_LINK_INVALID;
  return slots.some(Boolean) || videoLink ? { slots, videoLink } : null;
}

/** The body of a proposal (or of a decline's new times). */
export function toProposalInput(draft: ProposalDraft, timeZone: string): ViewingProposalInput {
  const note = draft.note.trim();
  return {
    slots: draft.slots.map(({ date, time, minutes }) => ({ date, time, minutes })),
    timeZone,
    mode: draft.mode,
    ...(draft.mode === 'video' ? { videoLink: draft.videoLink.trim() } : {}),
    ...(note ? { note } : {}),
  };
}
