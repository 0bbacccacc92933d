// A confirmed viewing as an iCalendar file (RFC 5545) for either side's
// calendar, made with the `ics` package. It says what the thread's card says
// and no more: the listing's title and area, the time, the video link, and the
// thread's link; never a phone number, an e-mail address or other contact
// details (neither side's, the listing's contact details included).
import { createEvent } from 'ics';
import { VIEWING_MODE_LABELS, type Viewing } from '../contract/viewings';

/** The same UID for every download of a viewing: a calendar updates its event instead of adding one. */
export const calendarUid = (viewingId: string, host: string) => `viewing-${viewingId}@${host}`;

export function viewingCalendar(viewing: Viewing, appUrl: string): string {
  const slot = viewing.slots[viewing.confirmedSlot ?? -1];
  if (!slot) throw new Error('Only a confirmed viewing has a calendar file');
  const thread = `${appUrl}/messages/${encodeURIComponent(viewing.conversationId)}`;
  const video = viewing.mode === 'video';
  const description = [
    `${VIEWING_MODE_LABELS[viewing.mode]} with ${viewing.otherName}.`,
    ...(video && viewing.videoLink ? [`Video call: ${viewing.videoLink}`] : []),
    ...(viewing.note ? [`Note: ${viewing.note}`] : []),
    `Conversation: ${thread}`,
  ].join('\n');
  const { error, value } = createEvent({
    productId: 'roomly/viewings',
    method: 'PUBLISH',
    uid: calendarUid(viewing.id, new URL(appUrl).hostname),
    title: `Room viewing: ${viewing.postTitle}`,
    start: Date.parse(slot.start),
    end: Date.parse(slot.end),
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
    location: video ? VIEWING_MODE_LABELS.video : viewing.area,
    description,
    url: thread,
    status: 'CONFIRMED',
  });
  if (error || !value) throw error ?? new Error('The calendar file could not be made');
  return value;
}
