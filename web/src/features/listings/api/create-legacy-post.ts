import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { Listing } from '../types';
import { listingKeys } from './query-keys';

/** The owner comes from the token: e-mails are never sent with posts (docs/security-model.md). */
export type LegacyPostCreate = {
  title: string;
  userName: string;
};

/** `POST /api/posts`: the minimal title-only create of the older client. */
export async function createLegacyPost(input: LegacyPostCreate): Promise<Listing> {
  const { data } = await apiRequest<Listing>('/api/posts', {
    method: 'POST',
    body: { ...input, availability: 'Available', likes: 0 },
    auth: 'required',
  });
  return data;
}

export function useCreateLegacyPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLegacyPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingKeys.lists() }),
  });
}
