// `GET /posts/:id`. Sent with the token when someone is signed in, because the
// answer differs: `liked` and, for the owner or a liker, the contact details.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import type { Listing } from '../types';
import { INVALID_POST_ID, isValidListingId } from '../utils/listing-id';
import { firstViewListing } from './first-view-listing';
import { listingKeys } from './query-keys';

export const LISTING_NOT_FOUND = 'Post not found';
export const NO_DATA_RECEIVED = 'No data received';
export const FETCH_POST_FAILED = 'Failed to fetch post details';

export async function getListing(id: string, signal?: AbortSignal): Promise<Listing> {
  if (!isValidListingId(id)) throw new ApiError(INVALID_POST_ID, 400);
  const { data } = await apiRequest<Listing | null>(`/posts/${encodeURIComponent(id)}`, {
    auth: 'optional',
    signal,
  });
  if (!data) throw new Error(NO_DATA_RECEIVED);
  return data;
}

/**
 * A visitor's answer starts as the one the page was served with, if any
 * (first-view-listing.ts), aged by when it was read: the router's prefetch and
 * the page both create the query with it, so neither starts from nothing.
 */
export const listingQueryOptions = (id: string, viewer: string | null) =>
  queryOptions({
    queryKey: listingKeys.detail(id, viewer),
    queryFn: ({ signal }) => getListing(id, signal),
    ...(viewer === null && {
      initialData: () => firstViewListing(id)?.post,
      initialDataUpdatedAt: () => firstViewListing(id)?.renderedAt,
    }),
  });

/**
 * The post as the current user may see it; waits until the session is known.
 * With `visitorAnswerFirst` (the details page), a member sees the visitor's
 * answer for this listing, when one is cached, until their own arrives (their
 * like and, if allowed, the contact fill in). Never for a form: it would start
 * from a listing without the owner's fields.
 */
export function useListing(id: string | undefined, { visitorAnswerFirst = false } = {}) {
  const { user, loading } = useSession();
  const client = useQueryClient();
  const viewer = user?.email.toLowerCase() ?? null;
  return useQuery({
    ...listingQueryOptions(id ?? '', viewer),
    enabled: !loading && id !== undefined,
    placeholderData:
      viewer === null || !visitorAnswerFirst
        ? undefined
        : () => client.getQueryData<Listing>(listingKeys.detail(id ?? '', null)),
  });
}

/**
 * How a failed post load reads (props for components/query-error.tsx): the
 * spec's texts for a missing post and a bad id, otherwise what failed and why.
 */
export const POST_LOAD_ERROR = {
  context: FETCH_POST_FAILED,
  byStatus: { 400: INVALID_POST_ID, 404: LISTING_NOT_FOUND },
};
