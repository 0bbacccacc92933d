// "Matching people" on My Listings, per active listing: the seekers whose
// Room wanted ads fit it, best first as the API ranks them, each with name,
// age range, headline, the match level and its reasons, a link to the ad and
// Message (about this listing). Folded until opened, so My Listings asks for
// no matches until the owner wants them.
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { WantedAd } from '@contract/wanted-ad';
import { LoadMoreButton } from '@/components/load-more-button';
import { QueryError } from '@/components/query-error';
import { paths } from '@/config/paths';
import { useMatchingPeople } from '../api/matches';
import { personLine } from '../utils/format';
import { MatchBadge, MatchReasons } from './match-level';
import { WriteToSeeker } from './message-seeker';
import { SeekerAvatar } from './seeker-avatar';

export const NO_MATCHING_PEOPLE =
  'Nobody’s Room wanted ad matches this listing yet. We’ll tell you when one does.';

type Props = {
  post: { _id: string; title: string };
  uid: string;
  /** Open from the start (a page about this one listing). */
  initiallyOpen?: boolean;
};

export function MatchingPeople({ post, uid, initiallyOpen = false }: Props) {
  const [open, setOpen] = useState(initiallyOpen);
  const regionId = useId();
  return (
    <Box sx={{ mt: 1 }}>
      <Button
        size="small"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen(!open)}
        endIcon={open ? <ExpandLess /> : <ExpandMore />}
        sx={{ px: 0 }}
      >
        Matching people
      </Button>
      <Box
        id={regionId}
        component="section"
        role="region"
        aria-label={`Matching people for ${post.title}`}
        hidden={!open}
      >
        {open && <MatchingPeopleList post={post} uid={uid} />}
      </Box>
    </Box>
  );
}

function MatchingPeopleList({ post, uid }: { post: Props['post']; uid: string }) {
  const pages = useMatchingPeople(post._id, uid);
  const [writingTo, setWritingTo] = useState<WantedAd | null>(null);
  const people = pages.data?.pages.flatMap((page) => page.matches) ?? [];

  if (pages.isPending) {
    return (
      <Box role="status" aria-label="Loading matching people" sx={{ display: 'grid', gap: 1 }}>
        {[0, 1].map((i) => (
          <Skeleton key={i} variant="rounded" height={72} />
        ))}
      </Box>
    );
  }
  if (pages.isError && people.length === 0) {
    return (
      <QueryError
        error={pages.error}
        context="Could not load matching people"
        onRetry={() => void pages.refetch()}
      />
    );
  }
  if (people.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {NO_MATCHING_PEOPLE}
      </Typography>
    );
  }
  return (
    <>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {people.map(({ ad, match }) => (
          <Box
            component="li"
            key={ad._id}
            aria-label={ad.name}
            sx={{ display: 'grid', gap: 0.75, pt: 1.5, borderTop: 1, borderColor: 'divider' }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <SeekerAvatar name={ad.name} photo={ad.photo} size={40} />
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography sx={{ fontWeight: 700 }} noWrap>
                  {ad.name}
                </Typography>
                {personLine(ad) && (
                  <Typography variant="body2" color="text.secondary" noWrap>
                    {personLine(ad)}
                  </Typography>
                )}
              </Box>
              <MatchBadge match={match} />
            </Box>
            <Link
              component={RouterLink}
              to={paths.roomWantedAd(ad._id)}
              variant="body2"
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {ad.headline}
            </Link>
            <MatchReasons match={match} label={`Why ${ad.name} matches`} />
            <Button
              size="small"
              variant="outlined"
              startIcon={<ChatBubbleOutline />}
              onClick={() => setWritingTo(ad)}
              sx={{ justifySelf: 'start' }}
            >
              {`Message ${ad.name}`}
            </Button>
          </Box>
        ))}
      </Box>
      <LoadMoreButton pages={pages} />
      <WriteToSeeker
        // A fresh box for each person.
        key={writingTo?._id ?? ''}
        ad={writingTo ?? { name: '', userId: '' }}
        open={writingTo !== null}
        onClose={() => setWritingTo(null)}
        listings={[post]}
      />
    </>
  );
}
