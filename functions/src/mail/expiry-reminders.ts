// "Your listing expires in 3 days": once a day, each active listing whose
// expiry falls in the day that starts EXPIRY_REMINDER_DAYS - 1 days from now
// gets one 'expiry-reminder' e-mail to its owner, with a Renew link. Run by
// the scheduled function in index.ts, by `npm run mail` and by tests, each
// with its own clock.
//
// Exactly once per expiry: the key names the listing and its expiry, so a
// second run finds the e-mail queued, and a renewed listing (a new expiry)
// gets a new reminder three days before that one.
//
// Cost: the query reads at most pageSize + 1 listings a round; each listing
// in the window costs 2 reads (the listing again in the transaction, so one
// paused or renewed since is left alone; the outbox document) and 1 write.
import { FieldPath, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { LISTINGS } from '../listings/paths';
import { expiryReminderQueryShape, REMINDER_PAGE_SIZE, reminderWindow } from './expiry-query';
import { mailOutbox } from './outbox';
import { runTransaction } from '../lib/transaction';

export const expiryReminderKey = (postId: string, expiresAtMillis: number) =>
  `expiry_${postId}_${expiresAtMillis}`;

const millisOf = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : undefined);

/** Whether the listing, as stored now, still gets the reminder for `expiresAt`: active, same expiry, an owner. */
function stillDue(data: DocumentData | undefined, expiresAt: number): data is DocumentData {
  return (
    data?.status === 'active' &&
    millisOf(data.expiresAt) === expiresAt &&
    typeof data.ownerId === 'string' &&
    data.ownerId !== ''
  );
}

/** Queues one listing's reminder in a transaction, unless it is queued already or no longer due. */
async function remind(postId: string, expiresAt: number): Promise<void> {
  const key = expiryReminderKey(postId, expiresAt);
  const ref = db().collection(LISTINGS).doc(postId);
  return runTransaction(async (tx) => {
    const post = await tx.get(ref);
    const outbox = await mailOutbox(tx, [key]);
    const data = post.data();
    if (!stillDue(data, expiresAt)) return;
    outbox.queue({
      key,
      uid: data.ownerId as string,
      template: 'expiry-reminder',
      data: {
        postId,
        title: typeof data.title === 'string' ? data.title : '',
        expiresAt: new Date(expiresAt).toISOString(),
      },
    });
  });
}

/**
 * The daily job: queues the reminder of every active listing expiring in
 * `reminderWindow(now)`, in pages of `pageSize`. Answers how many listings
 * were in the window (each one's e-mail queued now or by an earlier run).
 */
export async function queueExpiryReminders(
  now: Date,
  { pageSize = REMINDER_PAGE_SIZE }: { pageSize?: number } = {},
): Promise<{ listings: number; pages: number }> {
  const { from, to } = reminderWindow(now);
  const shape = expiryReminderQueryShape(pageSize);
  let listings = 0;
  let pages = 0;
  let after: [Timestamp, string] | undefined;
  for (;;) {
    pages++;
    let query = db().collection(shape.collection).select('expiresAt');
    for (const { field, value } of shape.equality) query = query.where(field, '==', value);
    query = query
      .where('expiresAt', '>=', Timestamp.fromDate(from))
      .where('expiresAt', '<=', Timestamp.fromDate(to))
      .orderBy('expiresAt', 'asc')
      .orderBy(FieldPath.documentId(), 'asc')
      .limit(shape.limit);
    if (after) query = query.startAfter(...after);
    const { docs } = await query.get();
    const page = docs.slice(0, pageSize);
    await Promise.all(
      page.map((doc) => remind(doc.id, (doc.get('expiresAt') as Timestamp).toMillis())),
    );
    listings += page.length;
    if (docs.length <= pageSize) return { listings, pages };
    const last = page.at(-1)!;
    after = [last.get('expiresAt') as Timestamp, last.id];
  }
}
