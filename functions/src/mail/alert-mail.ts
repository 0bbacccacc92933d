// An alert (saved-search match, room match, seeker match) and its e-mail,
// written together. The alert's id is deterministic, so the transaction that
// creates it is also where its e-mail is decided, exactly once: an alert that
// already exists (a retried or repeated trigger event) changes nothing.
//
// The member's choice (`users/{uid}`): `preferences.emailUpdates` false turns
// every e-mail off; otherwise `emailPreferences.alerts` (absent: the
// default, off) says 'instant' → an 'alert' e-mail keyed by the alert's id,
// 'daily' → the alert joins their digest (digest.ts), 'off' → the alert only.
//
// What one alert costs: 2 reads (the alert, the member's profile, one
// batched get) + 1 write (the alert); 'instant' adds 1 read and 1 write (the
// outbox document), 'daily' 1 read and 1 write (the digest). A repeated
// event: the 2 reads, nothing written.
import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentReference,
} from 'firebase-admin/firestore';
import {
  ALERT_EMAIL_CHOICES,
  DEFAULT_EMAIL_PREFERENCES,
  type AlertEmailChoice,
} from '../contract/email';
import { USERS } from '../users/repository';
import { MAIL_DIGESTS, withDigestItem } from './digest';
import { mailOutbox } from './outbox';
import type { AlertItem } from './templates/types';
import { runTransaction } from '../lib/transaction';

/** The alert e-mail's key: one e-mail per alert, however often its event comes. */
export const alertMailKey = (notificationId: string) => `alert_${notificationId}`;

/** How a member takes alerts by e-mail, from their stored profile (none: the defaults). */
export function alertEmailChoice(profile: DocumentData | undefined): AlertEmailChoice {
  const preferences = profile?.preferences as { emailUpdates?: unknown } | undefined;
  if (preferences?.emailUpdates === false) return 'off';
  const chosen = (profile?.emailPreferences as { alerts?: unknown } | undefined)?.alerts;
  return (
    ALERT_EMAIL_CHOICES.find((choice) => choice === chosen) ?? DEFAULT_EMAIL_PREFERENCES.alerts
  );
}

/**
 * Creates the alert `ref` for `ownerId` with `fields` (plus `read: false` and
 * `createdAt`) unless it exists, and with it the e-mail `item` as the member
 * chose. Answers 1 if the alert was created now, 0 if an earlier delivery
 * made it.
 */
export async function createAlertWithMail(
  ref: DocumentReference,
  ownerId: string,
  fields: Record<string, unknown>,
  item: AlertItem,
): Promise<number> {
  const store = ref.firestore;
  const profileRef = store.collection(USERS).doc(ownerId);
  const digestRef = store.collection(MAIL_DIGESTS).doc(ownerId);
  return runTransaction(
    async (tx) => {
      const [alert, profile] = await tx.getAll(ref, profileRef);
      if (alert!.exists) return 0;
      const choice = alertEmailChoice(profile!.data());
      const key = alertMailKey(ref.id);
      const outbox = choice === 'instant' ? await mailOutbox(tx, [key]) : undefined;
      const digest = choice === 'daily' ? await tx.get(digestRef) : undefined;

      tx.create(ref, { ...fields, ownerId, read: false, createdAt: FieldValue.serverTimestamp() });
      outbox?.queue({ key, uid: ownerId, template: 'alert', data: { item } });
      if (digest) {
        const now = Timestamp.now();
        tx.set(digestRef, {
          ...withDigestItem(digest.data(), item),
          firstAt: (digest.get('firstAt') as Timestamp | undefined) ?? now,
          updatedAt: now,
        });
      }
      return 1;
    },
    { store: store },
  );
}
