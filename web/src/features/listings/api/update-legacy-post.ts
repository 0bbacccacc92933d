import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { Listing } from '../types';
import { listingKeys } from './query-keys';

/** The older form's fields; the server stores them in the canonical shape. */
export type LegacyPostUpdate = {
  title: string;
  location: string;
  rent: number;
  /** 'Single' or 'Shared', or a post's current canonical room type left unchanged. */
  roomType: string;
  description: string;
};

/** `PUT /api/posts/:id` (owner only). */
export async function updateLegacyPost(id: string, input: LegacyPostUpdate): Promise<Listing> {
  const { data } = await apiRequest<Listing>(`/api/posts/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
    auth: 'required',
  });
  return data;
}

export function useUpdateLegacyPost(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LegacyPostUpdate) => updateLegacyPost(id, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listingKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: listingKeys.post(id) }),
      ]),
  });
}
