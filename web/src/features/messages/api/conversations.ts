// The writes (and the non-realtime reads) of messages: every one goes through
// the API, which checks who takes part, blocks, lengths and rate limits.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import type { Conversation, Message } from '../types';
import { messageKeys } from './query-keys';

export type SendResult = { conversation: Conversation; message: Message };

const conversationPath = (id: string) => `/conversations/${encodeURIComponent(id)}`;

/** `POST /conversations`: start (or continue) the conversation about a listing. */
export async function startConversation(input: {
  postId: string;
  userId?: string;
  text: string;
}): Promise<SendResult> {
  const { data } = await apiRequest<SendResult>('/conversations', {
    method: 'POST',
    body: input,
    auth: 'required',
  });
  return data;
}

/** `GET /conversations/:id`, or null when it doesn't exist (or isn't the caller's). */
export async function getConversation(
  id: string,
  signal?: AbortSignal,
): Promise<{ conversation: Conversation; messages: Message[] } | null> {
  try {
    const { data } = await apiRequest<{ conversation: Conversation; messages: Message[] }>(
      conversationPath(id),
      { auth: 'required', signal },
    );
    return data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export async function sendMessage(id: string, text: string): Promise<SendResult> {
  const { data } = await apiRequest<SendResult>(`${conversationPath(id)}/messages`, {
    method: 'POST',
    body: { text },
    auth: 'required',
  });
  return data;
}

export async function shareContact(id: string): Promise<SendResult> {
  const { data } = await apiRequest<SendResult>(`${conversationPath(id)}/share-contact`, {
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

/** Whether the conversation about `postId` with this seeker exists (the Message button continues it). */
export function useExistingConversation(id: string | null, uid: string | null) {
  return useQuery({
    queryKey: messageKeys.conversation(id ?? '', uid),
    queryFn: ({ signal }) => getConversation(id!, signal),
    enabled: id !== null && uid !== null,
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
