import { EMAIL_LOCALE, expiryCountdown } from '../../contract/dates';
import type { TemplateData } from './types';
import { appLink, oneLine, type MailContent, type RenderContext } from './layout';

/**
 * "Your listing expires in 3 days", with the way to renew it. The subject's
 * count and the body's date are the countdown My Listings shows (contract/
 * dates.ts), counted when the e-mail is sent, in the member's time zone.
 */
export function expiryReminder(
  data: TemplateData['expiry-reminder'],
  ctx: RenderContext,
): MailContent {
  const title = oneLine(data.title);
  const countdown = expiryCountdown(data.expiresAt, ctx.now ?? new Date(), {
    locale: EMAIL_LOCALE,
    timeZone: ctx.timeZone,
  });
  // Sent late, after the expiry (a long retry): it says so rather than count down.
  const heading = countdown ? `Your listing ${countdown.phrase}` : 'Your listing has expired';
  const body = countdown
    ? `“${title}” ${countdown.phrase}, on ${countdown.date}, and then leaves browse.`
    : `“${title}” has expired and left browse.`;
  return {
    kind: 'listings',
    subject: `${heading}: ${title}`,
    heading,
    blocks: [{ paragraph: body }, { paragraph: 'Renew it on My Listings to keep it on Roomly.' }],
    button: { label: 'Renew on My Listings', url: appLink(ctx, '/my-listings') },
  };
}
