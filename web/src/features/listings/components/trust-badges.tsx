// Trust badges on the details page's poster card: chips with
// tooltips. Each badge's text says what it means and what it doesn't
// (utils/trust-badges.ts). Cards use the lighter trust-badge-icons.tsx.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { PosterBadges } from '@contract/listing-wire';
import { trustBadges } from '../utils/trust-badges';
import { DeferredTooltip } from './deferred-tooltip';
import { BADGE_ICONS as ICONS } from './trust-badge-icons';

const listSx = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 1,
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;

/**
 * Details: every badge as a chip. A chip takes keyboard focus so its tooltip
 * opens for keyboard users too; the tooltip is the chip's description, its
 * name stays the short label.
 */
export function TrustBadges({ poster }: { poster: PosterBadges }) {
  const badges = trustBadges(poster);
  if (badges.length === 0) return null;
  return (
    <Box component="ul" aria-label="Trust badges" sx={listSx}>
      {badges.map(({ kind, label, description }) => {
        const Icon = ICONS[kind];
        return (
          <li key={kind}>
            <DeferredTooltip title={description}>
              {/* A badge is a token, not a control: `img` names it by its label;
                  the tooltip text is its description. */}
              <Chip
                icon={<Icon aria-hidden />}
                label={label}
                size="small"
                variant="outlined"
                tabIndex={0}
                role="img"
                aria-label={label}
              />
            </DeferredTooltip>
          </li>
        );
      })}
    </Box>
  );
}
