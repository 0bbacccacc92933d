import type { TemplateData } from './types';
import { appLink, oneLine, type MailContent, type RenderContext } from './layout';

/** A moderator removed the member's listing, and why. */
export function listingRemoved(
  data: TemplateData['listing-removed'],
  ctx: RenderContext,
): MailContent {
  const title = oneLine(data.title);
  return {
    kind: 'listings',
    subject: `Your listing was removed: ${title}`,
    heading: 'A moderator removed your listing',
    blocks: [
      { paragraph: `“${title}” is no longer on Roomly.` },
      { paragraph: `Reason: ${data.reason.trim()}` },
      { paragraph: 'You can see it, and the notice about it, on My Listings.' },
    ],
    button: { label: 'Open My Listings', url: appLink(ctx, '/my-listings') },
  };
}
