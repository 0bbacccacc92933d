// What an unsubscribe link changes: exactly one of the member's e-mail
// choices (users/{uid}.emailPreferences), nothing else, and only when it isn't
// already so: a link followed twice (or a mail client's one-click POST and the
// member's own click) writes once and answers the same.
import { type Firestore } from 'firebase-admin/firestore';
import type { EmailKind, EmailPreferences, SubscriptionAnswer } from '../contract/email';
import { USERS, storedEmailPreferences } from '../users/repository';
import type { UnsubscribePayload } from './unsubscribe-token';
import { runTransaction } from '../lib/transaction';

const subscribed = (prefs: EmailPreferences, kind: EmailKind) =>
  kind === 'alerts' ? prefs.alerts !== 'off' : prefs[kind];

/** The member's choice for the link's kind now; null when the member is gone. */
export async function subscriptionOf(
  db: Firestore,
  link: UnsubscribePayload,
): Promise<SubscriptionAnswer | null> {
  const snap = await db.collection(USERS).doc(link.uid).get();
  if (!snap.exists) return null;
  return {
    kind: link.kind,
    subscribed: subscribed(storedEmailPreferences(snap.data()), link.kind),
  };
}

/**
 * Turns the link's kind off (alerts: 'off') or back on (alerts: the choice the
 * link carries, else the daily digest), saying whether that changed anything.
 * Null when the member is gone.
 */
export async function setSubscription(
  db: Firestore,
  link: UnsubscribePayload,
  on: boolean,
): Promise<{ answer: SubscriptionAnswer; changed: boolean } | null> {
  const ref = db.collection(USERS).doc(link.uid);
  return runTransaction(
    async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return null;
      const current = storedEmailPreferences(snap.data());
      const answer = { kind: link.kind, subscribed: on };
      if (subscribed(current, link.kind) === on) return { answer, changed: false };
      const value = link.kind === 'alerts' ? (on ? (link.alerts ?? 'daily') : 'off') : on;
      // The whole object, so choices still at their defaults are written down as they read now.
      tx.update(ref, { emailPreferences: { ...current, [link.kind]: value } });
      return { answer, changed: true };
    },
    { store: db },
  );
}
