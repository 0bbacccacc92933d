import { useMutation, useQuery } from '@tanstack/react-query';
import type { SubscriptionAnswer } from '@contract/email';
import { apiRequest } from '@/lib/api-client';

/**
 * The link in an e-mail carries a signed token naming the member and the kind
 * of e-mail: no sign-in, so no ID token is sent. `GET /mail/unsubscribe` says
 * which kind and whether it is on, changing nothing; `POST /mail/unsubscribe`
 * turns that kind off and, when that changed it, answers an undo token;
 * `POST /mail/resubscribe` takes only that token, for 30 minutes
 * (UNDO_WINDOW_MINUTES), never the e-mail's link. Both are idempotent.
 */
async function change(action: 'unsubscribe' | 'resubscribe', token: string) {
  const { data } = await apiRequest<SubscriptionAnswer>(`/mail/${action}`, {
    method: 'POST',
    query: { token },
    auth: 'none',
  });
  return data;
}

async function read(token: string) {
  const { data } = await apiRequest<SubscriptionAnswer>('/mail/unsubscribe', {
    query: { token },
    auth: 'none',
  });
  return data;
}

/** What the link is about and whether it is on now (an empty token asks nothing). */
export function useSubscriptionStatus(token: string) {
  return useQuery({
    queryKey: ['mail', 'subscription', token],
    queryFn: () => read(token),
    enabled: token !== '',
    // What the page shows next comes from the button's answers, not a refetch.
    staleTime: Infinity,
  });
}

export const unsubscribe = (token: string) => change('unsubscribe', token);
export const resubscribe = (undoToken: string) => change('resubscribe', undoToken);

/** What the page asks: unsubscribe with the link's token, or Undo with the undo token it was given. */
export type SubscriptionChange = { subscribed: false } | { subscribed: true; undoToken: string };

/** Unsubscribes with the link's token, or resubscribes with an undo token. */
export function useSubscription(token: string) {
  return useMutation({
    mutationFn: (change: SubscriptionChange) =>
      change.subscribed ? resubscribe(change.undoToken) : unsubscribe(token),
  });
}
