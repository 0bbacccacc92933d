// The daily alert digest. A member who chose "Daily digest" for alerts
// collects their alerts in `mailDigests/{uid}` as they happen (alert-mail.ts
// appends each one once, in the transaction that creates the alert); once a
// day `sendDailyDigests` turns each pending digest into one 'alert-digest'
// e-mail and deletes it, in one transaction. No client reads or writes
// mailDigests (firestore.rules).
//
// Bounded: a digest keeps the newest DIGEST_ITEMS_MAX alerts and counts the
// rest (`more`), so the document never grows without limit.
import { FieldPath, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { mailOutbox, outboxRef } from './outbox';
import { DIGEST_ITEMS_MAX, type AlertItem } from './templates/types';
import { runTransaction } from '../lib/transaction';

export const MAIL_DIGESTS = 'mailDigests';

/** Digests read and sent per round of the daily job. */
export const DIGEST_PAGE_SIZE = 100;

/** What `mailDigests/{uid}` holds. */
export type StoredDigest = {
  /** Newest first, at most DIGEST_ITEMS_MAX. */
  items: AlertItem[];
  /** Alerts beyond `items`, counted only. */
  more: number;
  /** When the first alert of this digest arrived. */
  firstAt: Timestamp;
  updatedAt: Timestamp;
};

/** The UTC day of `now`, as the digest's key names it. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** One digest e-mail per member and day: a second run the same day finds it queued. */
export const digestMailKey = (uid: string, now: Date) => `digest_${uid}_${utcDay(now)}`;

const digestItems = (value: unknown): AlertItem[] => (Array.isArray(value) ? value : []);
const count = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;

/** The digest with `item` added: newest first, at most DIGEST_ITEMS_MAX kept, the rest counted. */
export function withDigestItem(
  digest: DocumentData | undefined,
  item: AlertItem,
): { items: AlertItem[]; more: number } {
  const all = [item, ...digestItems(digest?.items)];
  return {
    items: all.slice(0, DIGEST_ITEMS_MAX),
    more: count(digest?.more) + Math.max(0, all.length - DIGEST_ITEMS_MAX),
  };
}

/**
 * Sends one member's digest: queues the day's 'alert-digest' e-mail and
 * deletes the digest in one transaction. When today's e-mail is queued
 * already (the job ran twice today), the alerts that came since wait for
 * tomorrow's. Cost: three reads (the digest, the outbox document, read again
 * by mailOutbox) and two writes (the e-mail, the deletion).
 */
async function sendDigest(uid: string, now: Date): Promise<number> {
  const key = digestMailKey(uid, now);
  const ref = db().collection(MAIL_DIGESTS).doc(uid);
  return runTransaction(async (tx) => {
    const [digest, queued] = await tx.getAll(ref, outboxRef(key));
    if (!digest!.exists || queued!.exists) return 0;
    const outbox = await mailOutbox(tx, [key]);
    const items = digestItems(digest!.get('items'));
    if (items.length > 0) {
      outbox.queue({
        key,
        uid,
        template: 'alert-digest',
        data: { items, more: count(digest!.get('more')) },
      });
    }
    tx.delete(ref);
    return items.length > 0 ? 1 : 0;
  });
}

/**
 * The daily job: every pending digest becomes one e-mail. Reads the digests'
 * ids in pages of `pageSize` (limit + 1: the extra one says another page
 * follows), each page's digests sent concurrently. Run twice the same day,
 * the second run queues nothing more. Answers how many e-mails were queued.
 */
export async function sendDailyDigests(
  now: Date,
  { pageSize = DIGEST_PAGE_SIZE }: { pageSize?: number } = {},
): Promise<{ queued: number; pages: number }> {
  let queued = 0;
  let pages = 0;
  let after: string | undefined;
  for (;;) {
    pages++;
    let query = db()
      .collection(MAIL_DIGESTS)
      .select()
      .orderBy(FieldPath.documentId())
      .limit(pageSize + 1);
    if (after) query = query.startAfter(after);
    const { docs } = await query.get();
    const page = docs.slice(0, pageSize);
    const sent = await Promise.all(page.map((doc) => sendDigest(doc.id, now)));
    queued += sent.reduce((a, b) => a + b, 0);
    if (docs.length <= pageSize) return { queued, pages };
    after = page.at(-1)!.id;
  }
}
