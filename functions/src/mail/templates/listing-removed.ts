import type { TemplateData } from './types';
import { appLink, oneLine, type MailContent, type RenderContext } from './layout';

/** A moderator removed the member's listing, and why: an account notice, always sent. */
export function listingRemoved(
  data: TemplateData['listing-removed'],
  ctx: RenderContext,
): MailContent {
  const title = oneLine(data.title);
  return {
    kind: 'account',
    subject: `Your listing was removed: ${title}`,
    heading: 'A moderator removed your listing',
    blocks: [
      { paragraph: `“${title}” is no longer on Roomly.` },
      { paragraph: `Reason: ${data.reason.trim()}` },
      {
        paragraph:
          'The listing and its likes are deleted. My Listings shows this notice until you dismiss it.',
      },
    ],
    button: { label: 'Open My Listings', url: appLink(ctx, '/my-listings') },
  };
}
