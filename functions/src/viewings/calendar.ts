// A confirmed viewing as an iCalendar file (RFC 5545) for either side's
// calendar, made with the `ics` package. It says what the thread's card says
// and no more: the listing's title and area, the time, the video link, and the
// thread's link; never a phone number, an e-mail address or other contact
// details (neither side's, the listing's contact details included).
import { createEvent } from 'ics';
import { VIEWING_MODE_LABELS, type Viewing } from '../contract/viewings';

/**
 * Text as an iCalendar value may carry it (RFC 5545, 3.3.11): `ics` escapes
 * backslashes, semicolons, commas and line feeds, and folds long lines, but
 * writes any other control character as it is, and a bare CR started a
 * property line of its own (`SUMMARY:Room viewing: Room` + CR + `X-INJ:1`).
 * The API refuses control characters now (contract/text.ts), but a viewing
 * carries text stored before that: every line break (CR LF, CR, NEL, U+2028,
 * U+2029) becomes a line feed (a space in a one-line value), and every other
 * control character but the tab is dropped.
 */
export function calendarText(value: string, shape: 'line' | 'lines'): string {
  const breaks = value.replace(/\r\n|[\r\n\u0085\u2028\u2029]/g, shape === 'lines' ? '\n' : ' ');
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return breaks.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '');
}

/** The same UID for every download of a viewing: a calendar updates its event instead of adding one. */
export const calendarUid = (viewingId: string, host: string) => `viewing-${viewingId}@${host}`;

export function viewingCalendar(viewing: Viewing, appUrl: string): string {
  const slot = viewing.slots[viewing.confirmedSlot ?? -1];
  if (!slot) throw new Error('Only a confirmed viewing has a calendar file');
  const thread = `${appUrl}/messages/${encodeURIComponent(viewing.conversationId)}`;
  const video = viewing.mode === 'video';
  const line = (value: string) => calendarText(value, 'line');
  const description = [
    `${VIEWING_MODE_LABELS[viewing.mode]} with ${line(viewing.otherName)}.`,
    ...(video && viewing.videoLink ? [`Video call: ${line(viewing.videoLink)}`] : []),
    ...(viewing.note ? [`Note: ${calendarText(viewing.note, 'lines')}`] : []),
    `Conversation: ${thread}`,
  ].join('\n');
  const { error, value } = createEvent({
    productId: 'roomly/viewings',
    method: 'PUBLISH',
    uid: calendarUid(viewing.id, new URL(appUrl).hostname),
    title: `Room viewing: ${line(viewing.postTitle)}`,
    start: Date.parse(slot.start),
    end: Date.parse(slot.end),
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
    location: video ? VIEWING_MODE_LABELS.video : line(viewing.area),
    description,
    url: thread,
    status: 'CONFIRMED',
  });
  if (error || !value) throw error ?? new Error('The calendar file could not be made');
  return value;
}
