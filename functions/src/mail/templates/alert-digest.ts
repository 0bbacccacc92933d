import { DIGEST_ITEMS_MAX, type TemplateData } from './types';
import { alertLine } from './alert-item';
import { appLink, type MailContent, type RenderContext } from './layout';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The day's alerts in one e-mail, each with its own link; the rest counted. */
export function alertDigest(data: TemplateData['alert-digest'], ctx: RenderContext): MailContent {
  const shown = data.items.slice(0, DIGEST_ITEMS_MAX);
  const more = data.more + (data.items.length - shown.length);
  const total = shown.length + more;
  const lines = shown.map((item) => alertLine(item, ctx));
  return {
    kind: 'alerts',
    subject: `Your Roomly alerts: ${plural(total, 'new match', 'new matches')}`,
    heading: `${plural(total, 'new match', 'new matches')} since yesterday`,
    blocks: [
      {
        items: lines.map((line) => ({
          title: line.title,
          detail: `${line.detail} · ${line.reason}`,
          url: line.url,
        })),
      },
      ...(more > 0
        ? [{ paragraph: `And ${plural(more, 'more alert', 'more alerts')} on Roomly.` }]
        : []),
    ],
    button: { label: 'See all your alerts', url: appLink(ctx, '/notifications') },
  };
}
