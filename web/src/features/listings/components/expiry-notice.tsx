// The navbar's small notice that some of the signed-in owner's
// listings expire within 3 days, linking to My Listings (where Renew is) at
// the first of them, which the page scrolls to and highlights.
// Plain elements and an inline icon like the rest of the navbar (no Material
// UI in the first load); it asks the API only once the session is known.
import { NavIconLink } from '@/components/nav-icon-link';
import { paths } from '@/config/paths';
import { useExpiringSoon } from '../api/expiring-soon';
import { listingAnchor } from '../utils/use-listing-anchor';

// Material's "schedule" icon.
const CLOCK =
  'M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8m.5-13H11v6l5.25 3.15.75-1.23-4.5-2.67z';

/** "1 listing expires soon…", "3 listings expire soon…" (the link's accessible name). */
export const expiryNoticeLabel = (count: number) =>
  `${count === 1 ? '1 listing expires' : `${count} listings expire`} soon: renew on My Listings`;

export function ExpiryNotice({ uid }: { uid: string }) {
  const { data: { count, postId } = { count: 0, postId: null } } = useExpiringSoon(uid);
  if (!count) return null;
  const label = expiryNoticeLabel(count);
  return (
    <NavIconLink
      to={postId ? `${paths.myListings}#${listingAnchor(postId)}` : paths.myListings}
      label={label}
      iconPath={CLOCK}
      count={count}
      badgeColor="#b45309"
      testId="expiry-notice"
    />
  );
}
