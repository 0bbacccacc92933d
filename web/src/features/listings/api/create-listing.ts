import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { Listing, ListingInput } from '../types';
import { listingKeys } from './query-keys';

export const CREATE_POST_FAILED = 'Failed to create post';

/**
 * `POST /posts`. Only the editable fields: the server takes the owner, name,
 * photo and dates from the verified token and rejects any other field.
 */
export async function createListing(input: ListingInput): Promise<Listing> {
  const { data } = await apiRequest<Listing>('/posts', {
    method: 'POST',
    body: input,
    auth: 'required',
  });
  return data;
}

export function useCreateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createListing,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingKeys.lists() }),
  });
}
