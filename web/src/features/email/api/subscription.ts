import { useMutation } from '@tanstack/react-query';
import type { SubscriptionAnswer } from '@contract/email';
import { apiRequest } from '@/lib/api-client';

/**
 * The link in an e-mail carries a signed token naming the member and the kind
 * of e-mail: no sign-in, so no ID token is sent. `POST /mail/unsubscribe`
 * turns that kind off, `POST /mail/resubscribe` back on; both are idempotent.
 */
async function change(action: 'unsubscribe' | 'resubscribe', token: string) {
  const { data } = await apiRequest<SubscriptionAnswer>(`/mail/${action}`, {
    method: 'POST',
    query: { token },
    auth: 'none',
  });
  return data;
}

export const unsubscribe = (token: string) => change('unsubscribe', token);
export const resubscribe = (token: string) => change('resubscribe', token);

/** Unsubscribes (`subscribed: false`) or resubscribes (`true`) with the link's token. */
export function useSubscription(token: string) {
  return useMutation({
    mutationFn: (subscribed: boolean) => (subscribed ? resubscribe(token) : unsubscribe(token)),
  });
}
