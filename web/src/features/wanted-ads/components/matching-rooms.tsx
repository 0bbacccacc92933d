// "Matching rooms" on the owner's own ad: the listings that fit it, best first
// as the API ranks them, each with its match level and the reasons in words.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatMonthlyRent } from '@contract/rent';
import { LoadMoreButton } from '@/components/load-more-button';
import { QueryError } from '@/components/query-error';
import { paths } from '@/config/paths';
import { useAdMatches } from '../api/matches';
import { MatchBadge, MatchReasons } from './match-level';

export const NO_MATCHING_ROOMS =
  'No rooms match your ad yet. We’ll tell you when a new listing does.';

type Props = { adId: string; uid: string };

export function MatchingRooms({ adId, uid }: Props) {
  const headingId = useId();
  const pages = useAdMatches(adId, uid);
  const matches = pages.data?.pages.flatMap((page) => page.matches) ?? [];

  let content;
  if (pages.isPending) {
    content = (
      <Box role="status" aria-label="Loading matching rooms" sx={{ display: 'grid', gap: 1.5 }}>
        {[0, 1].map((i) => (
          <Skeleton key={i} variant="rounded" height={88} />
        ))}
      </Box>
    );
  } else if (pages.isError && matches.length === 0) {
    content = (
      <QueryError
        error={pages.error}
        context="Could not load matching rooms"
        onRetry={() => void pages.refetch()}
      />
    );
  } else if (matches.length === 0) {
    content = <Typography color="text.secondary">{NO_MATCHING_ROOMS}</Typography>;
  } else {
    content = (
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {matches.map(({ post, match }) => (
          <Paper
            component="li"
            key={post._id}
            variant="outlined"
            aria-label={post.title}
            sx={{ p: 2, borderRadius: 2, display: 'grid', gap: 0.75 }}
          >
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Link
                component={RouterLink}
                to={paths.details(post._id)}
                sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
              >
                {post.title}
              </Link>
              <MatchBadge match={match} />
            </Box>
            <Typography variant="body2" color="text.secondary">
              {[post.location, post.roomType, formatMonthlyRent(post.rentAmount)]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
            <MatchReasons match={match} label={`Why ${post.title} matches`} />
          </Paper>
        ))}
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 1.5 }}>
        Matching rooms
      </Typography>
      {content}
      <LoadMoreButton pages={pages} />
    </Box>
  );
}
