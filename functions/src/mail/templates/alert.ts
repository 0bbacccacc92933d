import type { TemplateData } from './types';
import { alertLine } from './alert-item';
import type { MailContent, RenderContext } from './layout';

/** One saved-search or match alert, as it happens. */
export function alert(data: TemplateData['alert'], ctx: RenderContext): MailContent {
  const line = alertLine(data.item, ctx);
  return {
    kind: 'alerts',
    subject:
      data.item.kind === 'seeker-match'
        ? `Someone is looking for a room like yours: ${line.title}`
        : `New room for you on Roomly: ${line.title}`,
    heading: line.reason,
    blocks: [{ items: [{ title: line.title, detail: line.detail, url: line.url }] }],
    button: { label: line.action, url: line.url },
  };
}
