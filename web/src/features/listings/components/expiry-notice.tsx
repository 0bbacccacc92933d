// Issue 12: the navbar's small notice that some of the signed-in owner's
// listings expire within 3 days, linking to My Listings (where Renew is).
// Plain elements and an inline icon like the rest of the navbar (no Material
// UI in the first load); it asks the API only once the session is known.
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useExpiringSoonCount } from '../api/expiring-soon';

// Material's "schedule" icon.
const CLOCK =
  'M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8m.5-13H11v6l5.25 3.15.75-1.23-4.5-2.67z';

/** "1 listing expires soon…", "3 listings expire soon…" (the link's accessible name). */
export const expiryNoticeLabel = (count: number) =>
  `${count === 1 ? '1 listing expires' : `${count} listings expire`} soon: renew on My Listings`;

export function ExpiryNotice({ uid }: { uid: string }) {
  const { data: count = 0 } = useExpiringSoonCount(uid);
  if (!count) return null;
  const label = expiryNoticeLabel(count);
  return (
    <Link
      to={paths.myListings}
      className="rl-icon-button"
      data-testid="expiry-notice"
      aria-label={label}
      title={label}
      style={{ position: 'relative', color: 'inherit' }}
    >
      <svg width={24} height={24} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d={CLOCK} />
      </svg>
      <span
        aria-hidden="true"
        style={{
          position: 'absolute',
          top: 4,
          right: 2,
          minWidth: '1.1rem',
          padding: '0 0.25rem',
          borderRadius: '999px',
          background: '#b45309',
          color: '#fff',
          fontSize: '0.7rem',
          fontWeight: 700,
          lineHeight: '1.1rem',
          textAlign: 'center',
        }}
      >
        {count}
      </span>
    </Link>
  );
}
