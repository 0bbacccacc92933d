import type { TemplateData } from './types';
import { appLink, oneLine, segment, type MailContent, type RenderContext } from './layout';

/** A new message: who wrote, the start of it, and the thread's link. */
export function newMessage(data: TemplateData['new-message'], ctx: RenderContext): MailContent {
  const sender = oneLine(data.senderName, 60) || 'A member';
  const about = oneLine(data.about);
  return {
    kind: 'messages',
    subject: `${sender} sent you a message on Roomly`,
    heading: `New message from ${sender}`,
    blocks: [
      ...(about ? [{ paragraph: `About: ${about}` }] : []),
      { quote: data.preview.trim() },
      { paragraph: `Reply in Roomly: replies to this e-mail don't reach ${sender}.` },
    ],
    button: {
      label: 'Open the conversation',
      url: appLink(ctx, `/messages/${segment(data.conversationId)}`),
    },
  };
}
