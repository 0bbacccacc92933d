// Poster insight: tells the API someone other than the owner opened
// a listing's details (`POST /posts/:id/view`). Sent once the page has loaded
// and gone idle, so it never competes with the first paint; at most once per
// listing per page session and never retried (the server counts each viewer
// once a day anyway, so a lost report costs nothing worth a retry storm).
import { useEffect } from 'react';
import { whenIdleAfterLoad } from '@/lib/after-first-paint';
import { apiRequest } from '@/lib/api-client';
import type { Listing } from '../types';

const reported = new Set<string>();

export function reportView(id: string): Promise<unknown> {
  reported.add(id);
  return apiRequest(`/posts/${encodeURIComponent(id)}/view`, {
    method: 'POST',
    auth: 'optional',
    // A stale session must not send the reader to the login page over a view count.
    background: true,
  }).catch(() => undefined);
}

/** Reports a view of `post` after first paint, unless the viewer owns it or it was already reported. */
export function useRecordView(post: Pick<Listing, '_id' | 'isOwner'> | undefined) {
  const id = post?._id;
  const own = post?.isOwner === true;
  useEffect(() => {
    if (!id || own || reported.has(id)) return;
    return whenIdleAfterLoad(() => {
      if (!reported.has(id)) void reportView(id);
    });
  }, [id, own]);
}
