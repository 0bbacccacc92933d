// Writing to a seeker: a poster starts a conversation about one of their active
// listings with the ad's owner (`POST /conversations {postId, userId, text}`;
// the API allows it while the seeker's ad is active). The listings the message
// may be about are the member's own active ones.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE } from '@contract/listing';
import type { SentMessage } from '@contract/messages';
import type { Listing } from '@contract/listing-wire';
import { apiRequest } from '@/lib/api-client';
import { wantedAdKeys } from './query-keys';

export async function startConversation(input: {
  postId: string;
  userId: string;
  text: string;
}): Promise<SentMessage> {
  const { data } = await apiRequest<SentMessage>('/conversations', {
    method: 'POST',
    body: input,
    auth: 'required',
  });
  return data;
}

export function useMessageSeeker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    // The inbox and its unread badge (the messages feature's queries) may have changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['conversations'] }),
  });
}

/** `GET /posts?email=`: the member's listings (one page of the most the API gives), the active ones. */
export async function getMyActiveListings(email: string, signal?: AbortSignal): Promise<Listing[]> {
  const { data } = await apiRequest<Listing[]>('/posts', {
    query: { email, limit: PAGE_SIZE.max },
    auth: 'required',
    signal,
  });
  return (Array.isArray(data) ? data : []).filter((post) => post.status === 'active');
}

/** Off while `user` is null. */
export function useMyActiveListings(user: { uid: string; email: string } | null) {
  return useQuery({
    queryKey: wantedAdKeys.myListings(user?.uid ?? null),
    queryFn: ({ signal }) => getMyActiveListings(user!.email.toLowerCase(), signal),
    enabled: user !== null,
  });
}
