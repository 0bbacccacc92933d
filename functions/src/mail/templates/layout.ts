// What every Roomly e-mail shares: the brand, one button to the page the
// e-mail is about, and a footer that says why the member got it, with the
// unsubscribe link for its kind and the settings link. An e-mail is described
// once as blocks, and the plain-text and HTML parts are both made from them,
// so the two always say the same. Every value is HTML-escaped in the HTML part:
// titles, names and previews are members' own text.
import { EMAIL_KIND_LABELS, type EmailKind } from '../../contract/email';

/**
 * What an e-mail is, for its footer and whether a member's choices hold it
 * back: one of the kinds they choose (EmailKind), or `account`, a notice of
 * something done to their account or what it owns (a moderator's removal),
 * which is always sent and has nothing to unsubscribe from.
 */
export type MailKind = EmailKind | 'account';
import { escapeHtml } from '../../share/tags';

export type RenderedMail = { subject: string; text: string; html: string };

/** Where the links point; made by the sender for each e-mail. */
export type RenderContext = {
  /** The web app's origin, no trailing slash. */
  appUrl: string;
  /** The web page that unsubscribes from this e-mail's kind (`{appUrl}/unsubscribe?token=…`); none for an account notice. */
  unsubscribeUrl?: string;
  /** When it is sent: what a countdown ("expires in 3 days") counts from. Default: the real clock. */
  now?: Date;
  /** The member's time zone (IANA) its days and times are in; default UTC (contract/dates.ts). */
  timeZone?: string;
};

export type Block =
  | { paragraph: string }
  /** A member's words (a message's start), set apart. */
  | { quote: string }
  /** Listings or ads, each with its own link. */
  | { items: { title: string; detail: string; url: string }[] };

export type MailContent = {
  kind: MailKind;
  subject: string;
  heading: string;
  blocks: Block[];
  button: { label: string; url: string };
};

export const BRAND = 'Roomly';
const ACCENT = '#1565c0';

/** A path of the app as an absolute link; ids are encoded as the app's own links encode them. */
export const appLink = (ctx: RenderContext, path: string) => `${ctx.appUrl}${path}`;
export const segment = (id: string) => encodeURIComponent(id);

/** A line of members' text for a header or a one-line slot: no line breaks, at most `max` characters. */
export function oneLine(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

export function whyText(kind: MailKind): string {
  if (kind === 'account') {
    return `You get this because it is about your ${BRAND} account: notices like this are always sent.`;
  }
  return `You get this because ${EMAIL_KIND_LABELS[kind]} are on in your ${BRAND} settings.`;
}

/** Whether the footer offers Unsubscribe: never for an account notice, which nothing turns off. */
const unsubscribable = (content: MailContent, ctx: RenderContext) =>
  content.kind !== 'account' && ctx.unsubscribeUrl !== undefined;

function textPart(content: MailContent, ctx: RenderContext): string {
  const lines: string[] = [BRAND, '', content.heading, ''];
  for (const block of content.blocks) {
    if ('paragraph' in block) lines.push(block.paragraph, '');
    else if ('quote' in block) {
      lines.push(...block.quote.split('\n').map((line) => `> ${line}`), '');
    } else {
      for (const item of block.items) {
        lines.push(`- ${item.title}`, `  ${item.detail}`, `  ${item.url}`);
      }
      lines.push('');
    }
  }
  lines.push(
    `${content.button.label}: ${content.button.url}`,
    '',
    '--',
    whyText(content.kind),
    ...(unsubscribable(content, ctx) ? [`Unsubscribe: ${ctx.unsubscribeUrl}`] : []),
    `Settings: ${appLink(ctx, '/profile#email-settings')}`,
    '',
  );
  return lines.join('\n');
}

function htmlPart(content: MailContent, ctx: RenderContext): string {
  const e = escapeHtml;
  const body = content.blocks
    .map((block) => {
      if ('paragraph' in block) return `<p style="margin:0 0 16px">${e(block.paragraph)}</p>`;
      if ('quote' in block) {
        return `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #ccc;color:#333;white-space:pre-line">${e(block.quote)}</blockquote>`;
      }
      const items = block.items
        .map(
          (item) =>
            `<li style="margin:0 0 12px"><a href="${e(item.url)}" style="color:${ACCENT};font-weight:bold">${e(item.title)}</a><br><span style="color:#555">${e(item.detail)}</span></li>`,
        )
        .join('');
      return `<ul style="margin:0 0 16px;padding-left:20px">${items}</ul>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#222">
<div style="max-width:560px;margin:0 auto;padding:24px 16px">
<div style="font-size:24px;font-weight:bold;color:${ACCENT};margin:0 0 16px">${BRAND}</div>
<div style="background:#fff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${e(content.heading)}</h1>
${body}
<p style="margin:24px 0 0"><a href="${e(content.button.url)}" style="display:inline-block;background:${ACCENT};color:#fff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px">${e(content.button.label)}</a></p>
</div>
<p style="font-size:13px;color:#666;margin:16px 0 0">${e(whyText(content.kind))}<br>
${unsubscribable(content, ctx) ? `<a href="${e(ctx.unsubscribeUrl ?? '')}" style="color:#666">Unsubscribe</a> · ` : ''}<a href="${e(appLink(ctx, '/profile#email-settings'))}" style="color:#666">E-mail settings</a></p>
</div>
</body>
</html>
`;
}

export function render(content: MailContent, ctx: RenderContext): RenderedMail {
  return {
    subject: oneLine(content.subject, 120),
    text: textPart(content, ctx),
    html: htmlPart(content, ctx),
  };
}
