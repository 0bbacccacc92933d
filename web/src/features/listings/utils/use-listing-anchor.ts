// My Listings opened at one listing (`/my-listings#listing-<id>`, from the
// navbar's expiry notice): once that listing's card is on the page it is
// scrolled into view and focused (so keyboard and screen-reader users land on
// it too), and its id is returned for a visible highlight. The hash is read
// each time it changes, so a second click on the notice works as well.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

const PREFIX = 'listing-';

/** The element id of a listing's card on My Listings. */
export const listingAnchor = (id: string) => `${PREFIX}${id}`;

function anchoredId(hash: string): string | null {
  if (!hash.startsWith(`#${PREFIX}`)) return null;
  try {
    return decodeURIComponent(hash.slice(1 + PREFIX.length)) || null;
  } catch {
    return null;
  }
}

/** `shown`: the ids of the listings on the page (the hook waits until the anchored one is among them). */
export function useListingAnchor(shown: string[]): string | null {
  const { hash, key } = useLocation();
  const wanted = anchoredId(hash);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const present = wanted !== null && shown.includes(wanted);

  useEffect(() => {
    if (!present || !wanted) return;
    const card = document.getElementById(listingAnchor(wanted));
    if (!card) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    card.scrollIntoView?.({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
    card.focus({ preventScroll: true });
    setHighlighted(wanted);
    // Once per navigation (key), not on every refetch of the list.
  }, [present, wanted, key]);

  return highlighted;
}
