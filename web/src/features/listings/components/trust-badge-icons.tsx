// Trust badges on a card's poster line: small icons. Kept apart from
// the details page's chips (trust-badges.tsx) so the listing cards, which the
// home page loads first, carry no Chip or Tooltip code.
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import Google from '@mui/icons-material/Google';
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import SmartphoneOutlined from '@mui/icons-material/SmartphoneOutlined';
import Box from '@mui/material/Box';
import type { PosterBadges } from '@contract/listing-wire';
import { trustBadges, type BadgeKind } from '../utils/trust-badges';

export const BADGE_ICONS: Record<BadgeKind, typeof Google> = {
  emailVerified: MarkEmailReadOutlined,
  phoneVerified: SmartphoneOutlined,
  google: Google,
  memberSince: CalendarMonthOutlined,
  activeListings: HomeWorkOutlined,
  viewingsHeld: EventAvailableOutlined,
};

/**
 * A card's poster line: the stored badges as small icons, each named for
 * screen readers, with the full text as the browser's own tooltip (no popper
 * code on the home page). The details page explains each one.
 */
export function TrustBadgeIcons({ poster }: { poster: PosterBadges }) {
  const badges = trustBadges({ ...poster, activeListings: undefined, viewingsHeld: undefined });
  if (badges.length === 0) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.25, flexShrink: 0 }}>
      {badges.map(({ kind, label, description }) => {
        const Icon = BADGE_ICONS[kind];
        return (
          <Box
            key={kind}
            component="span"
            role="img"
            aria-label={label}
            title={description}
            sx={{ display: 'inline-flex', color: 'text.secondary' }}
          >
            <Icon sx={{ fontSize: 18 }} aria-hidden />
          </Box>
        );
      })}
    </Box>
  );
}
