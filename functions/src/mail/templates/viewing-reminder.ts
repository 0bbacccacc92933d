import { VIEWING_MODE_LABELS } from '../../contract/viewings';
import type { TemplateData } from './types';
import { appLink, oneLine, segment, type MailContent, type RenderContext } from './layout';

/** "Saturday, June 6, 11:00 AM EDT": the start on the listing's clock, with the zone's name. */
function when(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  };
  try {
    return date.toLocaleString('en-US', { ...options, timeZone });
  } catch {
    return date.toLocaleString('en-US', { ...options, timeZone: 'UTC' });
  }
}

/** The day before a booked viewing: when, where (the area, or the video call), and the thread. */
export function viewingReminder(
  data: TemplateData['viewing-reminder'],
  ctx: RenderContext,
): MailContent {
  const title = oneLine(data.postTitle);
  const where = data.mode === 'video' ? VIEWING_MODE_LABELS.video : oneLine(data.area);
  return {
    kind: 'messages',
    subject: `Viewing tomorrow: ${title}`,
    heading: 'Your viewing is tomorrow',
    blocks: [
      { paragraph: `“${title}” on ${when(data.start, data.timeZone)}.` },
      ...(where ? [{ paragraph: `Where: ${where}` }] : []),
      {
        paragraph:
          'Can’t make it? Cancel or propose another time in the conversation. Never pay before you have seen the room.',
      },
    ],
    button: {
      label: 'Open the conversation',
      url: appLink(ctx, `/messages/${segment(data.conversationId)}`),
    },
  };
}
