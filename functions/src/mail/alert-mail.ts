// An alert (saved-search match, room match, seeker match) and its e-mail,
// written together. The alert's id is deterministic, so the transaction that
// creates it is also where its e-mail is decided, exactly once: an alert that
// already exists (a retried or repeated trigger event) changes nothing.
//
// The member's choices (`users/{uid}`): `preferences.notifications` false
// keeps the alert from ringing (it is created read: listed under
// Notifications, no count on the bell; its e-mail is decided as below).
// `preferences.emailUpdates` false turns
// every e-mail off; otherwise `emailPreferences.alerts` (absent: the
// default, off) says 'instant' → an 'alert' e-mail keyed by the alert's id,
// 'daily' → the alert joins their digest (digest.ts), 'off' → the alert only.
//
// What one alert costs: 2 reads (the alert, the member's profile, one
// batched get) + 1 write (the alert); 'instant' adds 1 read and 1 write (the
// outbox document), 'daily' 1 read and 1 write (the digest). A repeated
// event: the 2 reads, nothing written.
//
// Once per author and match, not per ad (docs/security-model.md, "Alert
// floods"): deleting an ad or a listing and posting it again makes a new id,
// so the alert's own id can't stop a re-post from ringing again. Each alert
// made by a new ad or listing therefore names a guard, alertGuards/{kind}_
// {authorUid}_{targetId}: the author and what of the recipient's it matched
// (their listing, ad or saved search), with the alert it last made and when.
// Within ALERT_GUARD_DAYS of that, a new ad or listing of the same author
// matching the same target, while the one alerted about is no longer live
// (deleted, paused, expired, under review: a re-post), MOVES that alert to
// the new one: the old alert is deleted, the new one keeps its read state
// and time, and nothing is e-mailed or added to a digest. A second listing
// of the same poster while the first is still live is news, and alerts as
// before; the guard lists every alert that rang in its window (`rang`), so
// pausing one listing for another and resuming it brings its alert back
// read, not ringing. The guard costs 1 read with the alert's (and 2 more
// reads when it names an earlier alert: that alert and what it was about)
// and 1 write.
import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import {
  ALERT_EMAIL_CHOICES,
  DEFAULT_EMAIL_PREFERENCES,
  type AlertEmailChoice,
} from '../contract/email';
import { USERS, storedNotifications } from '../users/repository';
import { MAIL_DIGESTS, withDigestItem } from './digest';
import { mailOutbox } from './outbox';
import type { AlertItem } from './templates/types';
import { runTransaction } from '../lib/transaction';

/** Server-only: alertGuards/{kind}_{authorUid}_{targetId} (see above; the rules deny every client). */
export const ALERT_GUARDS = 'alertGuards';

/**
 * How long an author's alert to a recipient's listing, ad or saved search
 * keeps their re-posts from alerting again. After it, a re-post is news once more.
 */
export const ALERT_GUARD_DAYS = 30;
const GUARD_MS = ALERT_GUARD_DAYS * 24 * 60 * 60 * 1000;

/**
 * The guard's id: which kind of alert, who wrote the ad or listing, and the
 * recipient's listing, ad or saved search it matched. A uid may hold any
 * character but is never empty; encoded, it can't add a path segment.
 */
export const alertGuardId = (kind: string, authorUid: string, targetId: string) =>
  `${kind}_${encodeURIComponent(authorUid)}_${targetId}`;

/** What an alert made by a new ad or listing names, so a re-post of it moves the alert. */
export type AlertGuard = {
  /** alertGuardId(…) */
  id: string;
  authorUid: string;
  /** The ad or listing the alert is about. */
  subject: DocumentReference;
  /** Whether that ad or listing, as stored, is live (a re-post finds the earlier one isn't). */
  isLive: (data: DocumentData) => boolean;
};

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
 * chose. With a `guard`, a re-post within ALERT_GUARD_DAYS moves the earlier
 * alert here instead, silently (see above). Answers 1 if an alert rang now,
 * 0 if an earlier delivery made it or it was moved.
 */
export async function createAlertWithMail(
  ref: DocumentReference,
  ownerId: string,
  fields: Record<string, unknown>,
  item: AlertItem,
  guard?: AlertGuard,
): Promise<number> {
  const store = ref.firestore;
  const profileRef = store.collection(USERS).doc(ownerId);
  const digestRef = store.collection(MAIL_DIGESTS).doc(ownerId);
  const guardRef = guard && store.collection(ALERT_GUARDS).doc(guard.id);
  return runTransaction(
    async (tx) => {
      const [alert, profile, guarded] = await tx.getAll(
        ref,
        profileRef,
        ...(guardRef ? [guardRef] : []),
      );
      if (alert!.exists) return 0;
      const now = Timestamp.now();

      const earlier = guard && guarded ? await earlierAlert(tx, guarded, ref, now) : undefined;
      if (earlier && (!earlier.live || earlier.rang)) {
        // A re-post (what the guard's alert was about is gone): the one alert
        // moves here, as read as it was. An alert that already rang in this
        // window (a listing paused for another and resumed) comes back read.
        const moved = !earlier.live;
        if (moved && earlier.alert?.exists) tx.delete(earlier.alert.ref);
        tx.create(ref, {
          ...fields,
          ownerId,
          read: moved ? earlier.alert?.get('read') === true : true,
          createdAt: (moved && (earlier.alert?.get('createdAt') as Timestamp | undefined)) || now,
        });
        tx.update(guardRef!, {
          rang: FieldValue.arrayUnion(ref.id),
          ...(moved && { notificationId: ref.id, subjectPath: guard!.subject.path }),
        });
        return 0;
      }

      const choice = alertEmailChoice(profile!.data());
      const key = alertMailKey(ref.id);
      const outbox = choice === 'instant' ? await mailOutbox(tx, [key]) : undefined;
      const digest = choice === 'daily' ? await tx.get(digestRef) : undefined;

      tx.create(ref, {
        ...fields,
        ownerId,
        read: !storedNotifications(profile!.data()),
        createdAt: FieldValue.serverTimestamp(),
      });
      if (guard) {
        tx.set(guardRef!, {
          authorUid: guard.authorUid,
          recipientUid: ownerId,
          notificationId: ref.id,
          subjectPath: guard.subject.path,
          alertedAt: now,
          // Every alert that rang in this window: none of them rings twice.
          rang: [...(earlier?.rangIds ?? []), ref.id],
          // For a TTL policy: a guard past its window only costs storage.
          expiresAt: Timestamp.fromMillis(now.toMillis() + GUARD_MS),
        });
      }
      outbox?.queue({ key, uid: ownerId, template: 'alert', data: { item } });
      if (digest) {
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

  /**
   * The alert the guard made within its window, and whether what it was
   * about is still live; undefined when there is none (or the window ended).
   */
  async function earlierAlert(
    tx: Transaction,
    guarded: DocumentSnapshot,
    self: DocumentReference,
    now: Timestamp,
  ) {
    if (!guarded.exists) return undefined;
    const at = guarded.get('alertedAt') as Timestamp | undefined;
    const id = guarded.get('notificationId') as unknown;
    const path = guarded.get('subjectPath') as unknown;
    if (!at || now.toMillis() - at.toMillis() >= GUARD_MS) return undefined;
    if (typeof id !== 'string' || typeof path !== 'string' || id === self.id) return undefined;
    const rangIds = ((guarded.get('rang') ?? []) as unknown[]).filter(
      (rung): rung is string => typeof rung === 'string',
    );
    const [alert, subject] = await tx.getAll(self.parent.doc(id), store.doc(path));
    return {
      alert,
      live: subject!.exists && guard!.isLive(subject!.data()!),
      rang: rangIds.includes(self.id),
      rangIds,
    };
  }
}
