import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { Post, PostInput } from '../types';
import { postKeys } from './query-keys';

export const CREATE_POST_FAILED = 'Failed to create post';

/**
 * `POST /posts`. Only the editable fields: the server takes the owner, name,
 * photo and dates from the verified token and rejects any other field.
 */
export async function createPost(input: PostInput): Promise<Post> {
  const { data } = await apiRequest<Post>('/posts', {
    method: 'POST',
    body: input,
    auth: 'required',
  });
  return data;
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postKeys.lists() }),
  });
}
