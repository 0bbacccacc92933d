// The writes (and the non-realtime reads) of messages: every one goes through
// the API, which checks who takes part, blocks, lengths and rate limits.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { Conversation, Message, SentMessage } from '../types';
import { messageKeys } from './query-keys';

const conversationPath = (id: string) => `/conversations/${encodeURIComponent(id)}`;

/** `POST /conversations`: start (or continue) the conversation about a listing. */
export async function startConversation(input: {
  postId: string;
  userId?: string;
  text: string;
}): Promise<SentMessage> {
  const { data } = await apiRequest<SentMessage>('/conversations', {
    method: 'POST',
    body: input,
    auth: 'required',
  });
  return data;
}

/**
 * `GET /conversations/about/:postId`: the caller's conversation about a
 * listing (as its seeker, or as its poster with the seeker `withUid`), or null
 * when there is none yet: a 200 either way, so opening a listing logs no error.
 */
export async function findConversationAbout(
  postId: string,
  withUid?: string,
  signal?: AbortSignal,
): Promise<{ conversation: Conversation; messages: Message[] } | null> {
  const query = withUid ? `?with=${encodeURIComponent(withUid)}` : '';
  const { data } = await apiRequest<{ conversation: Conversation | null; messages: Message[] }>(
    `/conversations/about/${encodeURIComponent(postId)}${query}`,
    { auth: 'required', signal },
  );
  return data.conversation ? { conversation: data.conversation, messages: data.messages } : null;
}

export async function sendMessage(id: string, text: string): Promise<SentMessage> {
  const { data } = await apiRequest<SentMessage>(`${conversationPath(id)}/messages`, {
    method: 'POST',
    body: { text },
    auth: 'required',
  });
  return data;
}

export async function shareContact(id: string): Promise<SentMessage> {
  const { data } = await apiRequest<SentMessage>(`${conversationPath(id)}/share-contact`, {
    method: 'POST',
    auth: 'required',
  });
  return data;
}

export async function markRead(id: string): Promise<Conversation> {
  const { data } = await apiRequest<Conversation>(`${conversationPath(id)}/read`, {
    method: 'POST',
    auth: 'required',
  });
  return data;
}

export async function setBlocked(id: string, blocked: boolean): Promise<Conversation> {
  const { data } = await apiRequest<Conversation>(`${conversationPath(id)}/block`, {
    method: blocked ? 'POST' : 'DELETE',
    auth: 'required',
  });
  return data;
}

/**
 * The signed-in member's (`uid`) conversation about `postId`: theirs as a
 * seeker, or, for the poster, the one with the seeker `withUid` (the Message
 * button continues it). Off while `postId` or `uid` is null.
 */
export function useExistingConversation(
  postId: string | null,
  uid: string | null,
  withUid?: string,
) {
  return useQuery({
    queryKey: messageKeys.conversation(`${postId ?? ''}_${withUid ?? uid ?? ''}`, uid),
    queryFn: ({ signal }) => findConversationAbout(postId!, withUid, signal),
    enabled: postId !== null && uid !== null,
    retry: false,
  });
}

/** After any write, the badge may have changed. */
function useInvalidateUnread() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['conversations', 'unread-count'] });
}

export function useStartConversation() {
  const invalidate = useInvalidateUnread();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    onSuccess: () => {
      void invalidate();
      return queryClient.invalidateQueries({ queryKey: ['conversations', 'one'] });
    },
  });
}

export function useSendMessage(id: string) {
  return useMutation({ mutationFn: (text: string) => sendMessage(id, text) });
}

export function useShareContact(id: string) {
  return useMutation({ mutationFn: () => shareContact(id) });
}

export function useSetBlocked(id: string) {
  return useMutation({ mutationFn: (blocked: boolean) => setBlocked(id, blocked) });
}

export function useMarkRead(id: string) {
  const invalidate = useInvalidateUnread();
  return useMutation({ mutationFn: () => markRead(id), onSuccess: () => void invalidate() });
}
