import { EXPIRY_REMINDER_DAYS } from '../../contract/email';
import type { TemplateData } from './types';
import { appLink, oneLine, type MailContent, type RenderContext } from './layout';

/** "March 4, 2026" (the listing's expiry, a UTC day as the sweep counts it), or the text as given. */
function day(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
}

/** "Your listing expires in 3 days", with the way to renew it. */
export function expiryReminder(
  data: TemplateData['expiry-reminder'],
  ctx: RenderContext,
): MailContent {
  const title = oneLine(data.title);
  return {
    kind: 'listings',
    subject: `Your listing expires in ${EXPIRY_REMINDER_DAYS} days: ${title}`,
    heading: `Your listing expires in ${EXPIRY_REMINDER_DAYS} days`,
    blocks: [
      { paragraph: `“${title}” expires on ${day(data.expiresAt)} and then leaves browse.` },
      { paragraph: 'Renew it on My Listings to keep it on Roomly.' },
    ],
    button: { label: 'Renew on My Listings', url: appLink(ctx, '/my-listings') },
  };
}
