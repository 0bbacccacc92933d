import { EMAIL_LOCALE, formatViewingTime } from '../../contract/dates';
import { VIEWING_MODE_LABELS } from '../../contract/viewings';
import type { TemplateData } from './types';
import { appLink, oneLine, segment, type MailContent, type RenderContext } from './layout';

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
      {
        paragraph: `“${title}” on ${formatViewingTime(data.start, data.timeZone, { locale: EMAIL_LOCALE })}.`,
      },
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
