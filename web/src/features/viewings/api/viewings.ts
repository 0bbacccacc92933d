// Viewings through the API: every write (propose, accept, decline, cancel,
// how it went), a conversation's viewings, and the Viewings page's lists. The
// thread also follows its viewings live (api/live.ts); these answers refresh
// what isn't live (the page's lists, whether the listing is still active).
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type {
  Viewing,
  ViewingList,
  ViewingOutcome,
  ViewingProposalInput,
} from '@contract/viewings';
import { apiRequest } from '@/lib/api-client';
import { viewingKeys } from './query-keys';

const viewingPath = (id: string) => `/viewings/${encodeURIComponent(id)}`;
const conversationViewingsPath = (id: string) =>
  `/conversations/${encodeURIComponent(id)}/viewings`;

/** Viewings per page on the Viewings page. */
export const VIEWINGS_PAGE_SIZE = 10;

export async function proposeViewing(conversationId: string, input: ViewingProposalInput) {
  const { data } = await apiRequest<Viewing>(conversationViewingsPath(conversationId), {
    method: 'POST',
    body: input,
    auth: 'required',
  });
  return data;
}

export async function getConversationViewings(conversationId: string, signal?: AbortSignal) {
  const { data } = await apiRequest<Viewing[]>(conversationViewingsPath(conversationId), {
    auth: 'required',
    signal,
  });
  return data;
}

export async function acceptViewing(id: string, slot: number) {
  const { data } = await apiRequest<Viewing>(`${viewingPath(id)}/accept`, {
    method: 'POST',
    body: { slot },
    auth: 'required',
  });
  return data;
}

export type DeclineInput = { reason?: string; proposal?: ViewingProposalInput };

export async function declineViewing(id: string, input: DeclineInput) {
  const { data } = await apiRequest<{ declined: Viewing; proposal: Viewing | null }>(
    `${viewingPath(id)}/decline`,
    { method: 'POST', body: input, auth: 'required' },
  );
  return data;
}

export async function cancelViewing(id: string, reason: string) {
  const { data } = await apiRequest<Viewing>(`${viewingPath(id)}/cancel`, {
    method: 'POST',
    body: { reason },
    auth: 'required',
  });
  return data;
}

export async function recordOutcome(id: string, outcome: ViewingOutcome) {
  const { data } = await apiRequest<Viewing>(`${viewingPath(id)}/outcome`, {
    method: 'POST',
    body: { outcome },
    auth: 'required',
  });
  return data;
}

export type ViewingsPage = { viewings: Viewing[]; nextCursor: string | null };

/** `GET /viewings?when=`: one page, the cursor in `X-Next-Cursor` (docs/paging.md). */
export async function getViewings(
  when: ViewingList,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ViewingsPage> {
  const { data, headers } = await apiRequest<Viewing[]>('/viewings', {
    query: { when, limit: VIEWINGS_PAGE_SIZE, cursor },
    auth: 'required',
    signal,
  });
  return { viewings: data, nextCursor: headers.get('X-Next-Cursor') };
}

export type ViewingsPages = InfiniteData<ViewingsPage, string | null>;

export function useViewings(when: ViewingList, uid: string) {
  return useInfiniteQuery({
    queryKey: viewingKeys.list(when, uid),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => getViewings(when, pageParam, signal),
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** A conversation's viewings from the API (newest first), as the live view's fallback and context. */
export function useConversationViewings(conversationId: string, uid: string) {
  return useQuery({
    queryKey: viewingKeys.conversation(conversationId, uid),
    queryFn: ({ signal }) => getConversationViewings(conversationId, signal),
    enabled: Boolean(conversationId && uid),
  });
}

/** Every write changes what the lists show: they refetch (the thread's cards are live anyway). */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: viewingKeys.all });
}

export function useProposeViewing(conversationId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: ViewingProposalInput) => proposeViewing(conversationId, input),
    onSuccess: () => void invalidate(),
  });
}

export function useAcceptViewing(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (slot: number) => acceptViewing(id, slot),
    onSuccess: () => void invalidate(),
  });
}

export function useDeclineViewing(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: DeclineInput) => declineViewing(id, input),
    onSuccess: () => void invalidate(),
  });
}

export function useCancelViewing(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (reason: string) => cancelViewing(id, reason),
    onSuccess: () => void invalidate(),
  });
}

export function useRecordOutcome(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (outcome: ViewingOutcome) => recordOutcome(id, outcome),
    onSuccess: () => void invalidate(),
  });
}
