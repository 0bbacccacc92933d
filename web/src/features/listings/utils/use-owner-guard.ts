import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session';
import type { Listing } from '../types';

export const NOT_AUTHORIZED_TO_EDIT = 'You are not authorized to edit this post';

/**
 * Edit pages are for the post's owner: anyone else is told so and sent to
 * their own listings. Returns whether the current user may edit `post`, as the
 * API said in `isOwner` (the post was loaded with the user's token).
 */
export function useOwnerGuard(post: Listing | undefined): boolean {
  const { user } = useSession();
  const navigate = useNavigate();
  const allowed = post !== undefined && Boolean(user && post.isOwner);
  const rejected = post !== undefined && !allowed;

  useEffect(() => {
    if (!rejected) return;
    notify.error(NOT_AUTHORIZED_TO_EDIT, { toastId: 'not-authorized' });
    void navigate(paths.myListings, { replace: true });
  }, [rejected, navigate]);

  return allowed;
}
