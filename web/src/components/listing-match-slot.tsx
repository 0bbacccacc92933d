// Where a listing shows how well it fits the reader's own Room wanted ad
// ("Good match" on cards, the reasons on details). The listings feature
// renders the slot; the page fills it (app/routes compose the wanted-ads
// feature's badge), so neither feature imports the other. Empty unless a page
// provides a renderer.
import { createContext, useContext, type ReactNode } from 'react';
import type { Listing } from '@contract/listing-wire';

/** `card`: the label only (cards, rows); `details`: the label and the reasons. */
export type ListingMatchVariant = 'card' | 'details';
export type ListingMatchRenderer = (post: Listing, variant: ListingMatchVariant) => ReactNode;

export const ListingMatchContext = createContext<ListingMatchRenderer | null>(null);

export function ListingMatchSlot({
  post,
  variant,
}: {
  post: Listing;
  variant: ListingMatchVariant;
}) {
  const render = useContext(ListingMatchContext);
  return render ? render(post, variant) : null;
}
