// What others see of a listing under review: only that it is under review,
// so reported content stops spreading while moderators look at it. The owner and moderators see all of it (with the usual contact rules).
import type { Caller } from '../middleware/auth';
import { toListing } from './document';
import type { Listing } from './fields';

/** `post` as `viewer` may see it: an under-review listing is reduced to its id and status for others. */
export function visibleTo(post: Listing, viewer?: Caller): Listing {
  const moderator = viewer?.moderator === true && viewer.emailVerified;
  if (post.status !== 'under-review' || post.isOwner || moderator) return post;
  // Empty defaults everywhere (no title, description, poster, photos or contact).
  return {
    ...toListing(post._id, { status: 'under-review' }),
    userName: '',
    status: 'under-review',
  };
}
