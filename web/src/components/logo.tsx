// Roomly's mark and name. Plain SVG and spans (no Material UI), so the navbar
// and footer can use them in the first-load bundle and pages can too.
import type { CSSProperties } from 'react';

type LogoProps = { size?: number; className?: string; style?: CSSProperties };

/** A house with a round window: rooms, and the people in them. Decorative. */
export function RoomlyLogo({ size = 32, className, style }: LogoProps) {
  return (
    <svg
      viewBox="0 0 32 32"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={className}
      style={{ flexShrink: 0, ...style }}
    >
      <rect width="32" height="32" rx="8" fill="#4f46e5" />
      <path d="M16 6.5 6.5 14v11.5h7v-6.5h5v6.5h7V14z" fill="#ffffff" />
      <circle cx="16" cy="14.2" r="2.2" fill="#14b8a6" />
    </svg>
  );
}

type BrandProps = { size?: number; fontSize?: string | number; className?: string };

/** Logo and the name "Roomly"; the name is real text, so it is the accessible name too. */
export function Brand({ size = 32, fontSize = '1.375rem', className }: BrandProps) {
  return (
    <span
      className={className}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 8, lineHeight: 1 }}
    >
      <RoomlyLogo size={size} />
      <span style={{ fontWeight: 800, fontSize, letterSpacing: '-0.02em' }}>Roomly</span>
    </span>
  );
}
