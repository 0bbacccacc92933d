// How well a listing fits the reader's own active Room wanted ad, computed in
// the browser with the contract's `roomMatch` (the same function the API ranks
// and alerts with): "Good match" / "Partial match" on cards, and on details
// the reasons too. Pages load it lazily into the listings' match slot
// (components/listing-match-slot.tsx), and the ad once per visit, so cards
// paint without either.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import type { Listing } from '@contract/listing-wire';
import { roomMatch } from '@contract/room-match';
import type { ListingMatchVariant } from '@/components/listing-match-slot';
import { useSession } from '@/lib/session';
import { useMyWantedAd } from '../api/my-wanted-ad';
import { localDay } from '@/lib/local-day';
import { MatchBadge, MatchReasons } from './match-level';

type Props = { post: Listing; variant: ListingMatchVariant };

export default function ListingMatchBadge({ post, variant }: Props) {
  const { user } = useSession();
  const mine = useMyWantedAd(user?.uid ?? null);
  const ad = mine.data;
  // Only an open listing someone else posted, against an ad that is live.
  const applies = ad?.status === 'active' && post.status === 'active' && !post.isOwner;
  const match = useMemo(
    () => (applies && ad ? roomMatch(post, ad, localDay()) : null),
    [applies, ad, post],
  );
  if (!match || match.level === 'none') return null;
  if (variant === 'card') return <MatchBadge match={match} />;
  return (
    <Box
      component="section"
      aria-label="How it matches your Room wanted ad"
      sx={{ display: 'grid', gap: 1, mt: 1.5 }}
    >
      <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <MatchBadge match={match} />
        <span>for your Room wanted ad</span>
      </Typography>
      <MatchReasons match={match} label="Why it matches" />
    </Box>
  );
}
