import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { Post, PostInput } from '../types';
import { postKeys } from './query-keys';

export const UPDATE_FAILED = 'Update failed';

/** `PUT /posts/:id` (owner only): replaces every editable field. */
export async function updatePost(id: string, input: PostInput): Promise<Post> {
  const { data } = await apiRequest<Post>(`/posts/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
    auth: 'required',
  });
  return data;
}

export function useUpdatePost(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PostInput) => updatePost(id, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: postKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: postKeys.post(id) }),
      ]),
  });
}
