// `GET /api/posts/:id`: the older update form's read (same visibility rules as `GET /posts/:id`).
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import type { Listing } from '../types';
import { INVALID_POST_ID, isValidListingId } from '../utils/listing-id';
import { NO_DATA_RECEIVED } from './get-listing';
import { listingKeys } from './query-keys';

export async function getLegacyPost(id: string, signal?: AbortSignal): Promise<Listing> {
  if (!isValidListingId(id)) throw new ApiError(INVALID_POST_ID, 400);
  const { data } = await apiRequest<Listing | null>(`/api/posts/${encodeURIComponent(id)}`, {
    auth: 'optional',
    signal,
  });
  if (!data) throw new Error(NO_DATA_RECEIVED);
  return data;
}

export function useLegacyPost(id: string | undefined) {
  const { user, loading } = useSession();
  const viewer = user?.email.toLowerCase() ?? null;
  return useQuery({
    queryKey: listingKeys.legacy(id ?? '', viewer),
    queryFn: ({ signal }) => getLegacyPost(id ?? '', signal),
    enabled: !loading && id !== undefined,
  });
}
