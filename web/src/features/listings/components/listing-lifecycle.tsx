// My Listings: "Expires in N days" from 3 days before expiry (the card itself
// says when it was updated and, in its badge's place, the status chip), and
// the lifecycle actions that fit its status (Renew, Pause / Resume, Mark as
// let). Edit and Delete stay with the card's actions.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { notify } from '@/lib/notify';
import {
  ACTION_DONE,
  STATUS_CHANGE_FAILED,
  useChangeListingStatus,
  type LifecycleAction,
} from '../api/change-status';
import type { Listing } from '../types';
import { expiresLabel, expiresSoon } from '../utils/freshness';
import { UnderReviewNote } from './listing-status';

const LABELS: Record<LifecycleAction, string> = {
  renew: 'Renew',
  pause: 'Pause',
  resume: 'Resume',
  let: 'Mark as let',
};

/** The actions My Listings offers for a post (mirrors functions/src/listings/lifecycle.ts). */
export function actionsFor(post: Pick<Listing, 'status' | 'expiresAt'>, now = new Date()) {
  const actions: LifecycleAction[] = [];
  switch (post.status) {
    case 'active':
      // Renew shows from 3 days before expiry; earlier it would only add noise.
      if (expiresSoon(post, now)) actions.push('renew');
      actions.push('pause', 'let');
      break;
    case 'paused':
      actions.push('resume', 'let');
      break;
    case 'expired':
      actions.push('renew', 'let');
      break;
    case 'let':
      actions.push('renew');
      break;
    case 'under-review':
      break;
  }
  return actions;
}

type Props = {
  post: Listing;
  /** The owner: their e-mail (lower case) and uid, for the caches the answer updates. */
  viewer: string;
  uid: string;
  /** The clock and the reader's zone (tests); the real clock and the browser's zone by default. */
  now?: Date;
  timeZone?: string;
};

export function ListingLifecycle({ post, viewer, uid, now = new Date(), timeZone }: Props) {
  const change = useChangeListingStatus(viewer, uid);
  const soon = expiresSoon(post, now) ? expiresLabel(post.expiresAt, now, timeZone) : null;
  const run = (action: LifecycleAction) =>
    change.mutate(
      { id: post._id, action },
      {
        onSuccess: () => notify.success(ACTION_DONE[action]),
        onError: (error) => notify.error(error.message || STATUS_CHANGE_FAILED),
      },
    );
  const actions = actionsFor(post, now);
  return (
    <Box sx={{ display: 'grid', gap: 1, mt: 1 }}>
      {soon && (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {soon}
        </Typography>
      )}
      {post.status === 'under-review' && <UnderReviewNote />}
      {actions.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {actions.map((action) => (
            <Button
              key={action}
              size="small"
              variant={action === 'renew' ? 'contained' : 'outlined'}
              aria-label={`${LABELS[action]} ${post.title}`}
              disabled={change.isPending}
              loading={change.isPending && change.variables?.action === action}
              onClick={() => run(action)}
            >
              {LABELS[action]}
            </Button>
          ))}
        </Box>
      )}
    </Box>
  );
}
