// A navbar icon that links somewhere and may carry a count (the expiry notice,
// the notifications bell). Plain elements and an inline SVG path, no Material
// UI: the navbar is in the first load, and these icons must not pull MUI in.
import { Link } from 'react-router-dom';

type NavIconLinkProps = {
  to: string;
  /** The link's accessible name and tooltip: it should include the count. */
  label: string;
  /** A 24×24 SVG path (Material icons' `d`). */
  iconPath: string;
  /** Shown as a small badge when above 0 (99+ beyond 99); the label says it for screen readers. */
  count: number;
  badgeColor: string;
  testId: string;
  /** Added to its classes (for example, shown only where the bar's links are not). */
  className?: string;
};

export function NavIconLink({
  to,
  label,
  iconPath,
  count,
  badgeColor,
  testId,
  className,
}: NavIconLinkProps) {
  return (
    <Link
      to={to}
      className={className ? `rl-icon-button ${className}` : 'rl-icon-button'}
      data-testid={testId}
      aria-label={label}
      title={label}
      style={{ position: 'relative', color: 'inherit' }}
    >
      <svg width={24} height={24} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d={iconPath} />
      </svg>
      {count > 0 && (
        <span
          aria-hidden="true"
          style={{
            position: 'absolute',
            top: 4,
            right: 2,
            minWidth: '1.1rem',
            padding: '0 0.25rem',
            borderRadius: '999px',
            background: badgeColor,
            color: '#fff',
            fontSize: '0.7rem',
            fontWeight: 700,
            lineHeight: '1.1rem',
            textAlign: 'center',
          }}
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
