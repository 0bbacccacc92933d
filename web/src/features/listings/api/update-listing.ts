import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { Listing, ListingInput } from '../types';
import { listingKeys } from './query-keys';

export const UPDATE_FAILED = 'Update failed';

/** `PUT /posts/:id` (owner only): replaces every editable field. */
export async function updateListing(id: string, input: ListingInput): Promise<Listing> {
  const { data } = await apiRequest<Listing>(`/posts/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
    auth: 'required',
  });
  return data;
}

export function useUpdateListing(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ListingInput) => updateListing(id, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listingKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: listingKeys.post(id) }),
      ]),
  });
}
