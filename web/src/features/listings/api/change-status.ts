// The owner's lifecycle actions: `POST /posts/:id/{renew,pause,resume,let}`.
// The answer is the updated post as its owner sees it, so the caches are
// updated precisely: the owner's own lists (My Listings) and details view get
// it in place; public lists, whose membership depends on the status, refetch;
// the navbar's expiry notice recounts.
import { useMutation, useQueryClient, type InfiniteData, type Query } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { Listing } from '../types';
import { expiringSoonKey } from './expiring-soon';
import type { ListingsPage } from './get-listings';
import { listingKeys } from './query-keys';

export type LifecycleAction = 'renew' | 'pause' | 'resume' | 'let';

export const STATUS_CHANGE_FAILED = "Couldn't change the listing";

/** What each action's toast says once it has worked. */
export const ACTION_DONE: Record<LifecycleAction, string> = {
  renew: 'Listing renewed',
  pause: 'Listing paused',
  resume: 'Listing resumed',
  let: 'Listing marked as let',
};

export async function changeListingStatus(id: string, action: LifecycleAction): Promise<Listing> {
  const { data } = await apiRequest<Listing>(`/posts/${encodeURIComponent(id)}/${action}`, {
    method: 'POST',
    auth: 'required',
  });
  return data;
}

/** A list query filtered by `email=` is the owner's own list (My Listings). */
const isOwnList = (query: Query) => {
  const filters = query.queryKey.at(-1);
  return typeof filters === 'object' && filters !== null && 'email' in filters;
};

/** Replaces the post by id in a cached list, whichever of the two list shapes it has. */
function replaceIn(data: unknown, post: Listing): unknown {
  const swap = (posts: Listing[]) => posts.map((p) => (p._id === post._id ? { ...p, ...post } : p));
  if (Array.isArray(data)) return swap(data as Listing[]);
  const pages = data as InfiniteData<ListingsPage> | undefined;
  if (!pages?.pages) return data;
  return { ...pages, pages: pages.pages.map((page) => ({ ...page, posts: swap(page.posts) })) };
}

/** `viewer`: the owner's e-mail (lower case), whose details view the answer is. */
export function useChangeListingStatus(viewer: string | null, uid: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: LifecycleAction }) =>
      changeListingStatus(id, action),
    onSuccess: (post) => {
      queryClient.setQueriesData(
        { queryKey: listingKeys.lists(), predicate: isOwnList },
        (data: unknown) => replaceIn(data, post),
      );
      queryClient.setQueryData<Listing>(listingKeys.detail(post._id, viewer), (old) =>
        old ? { ...old, ...post } : post,
      );
      return Promise.all([
        queryClient.invalidateQueries({
          queryKey: listingKeys.lists(),
          predicate: (query) => !isOwnList(query),
        }),
        queryClient.invalidateQueries({ queryKey: expiringSoonKey(uid) }),
      ]);
    },
  });
}
