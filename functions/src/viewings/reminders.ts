// The day-before reminder of a booked viewing: each confirmed viewing that
// starts within the next REMINDER_AHEAD_HOURS and hasn't been reminded of gets
// one in-app notification per participant ('viewing-reminder') and one
// e-mail each ('viewing-reminder', the messages preference), and `reminded:
// true`, all in one transaction per viewing. Run hourly by the schedule in
// index.ts, by `npm run mail` and by tests, each with its own clock.
//
// Exactly once: the transaction re-reads the viewing (one reminded, cancelled
// or moved meanwhile is left alone), and the notifications' and e-mails' ids
// follow from the viewing and the member, so a retried run writes nothing new.
//
// Cost: the query reads at most pageSize + 1 viewings a round; each viewing
// reminded costs 3 reads (the viewing again, two outbox documents) and 5 writes.
import { FieldPath, Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { mailOutbox } from '../mail/outbox';
import { NOTIFICATIONS } from '../saved-searches/stored';
import { REMINDER_PAGE_SIZE, VIEWINGS, reminderQueryShape } from './query';
import { runTransaction } from '../lib/transaction';

export const REMINDER_AHEAD_HOURS = 24;
const HOUR_MS = 3600 * 1000;

export const viewingReminderId = (viewingId: string, uid: string) =>
  `viewingReminder_${viewingId}_${uid}`;
export const viewingReminderMailKey = (viewingId: string, uid: string) =>
  `viewing_${viewingId}_${uid}`;

async function remind(viewingId: string, now: Date): Promise<boolean> {
  const ref = db().collection(VIEWINGS).doc(viewingId);
  return runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const participants = (snap.get('participants') ?? []) as string[];
    const outbox = await mailOutbox(
      tx,
      participants.map((uid) => viewingReminderMailKey(viewingId, uid)),
    );
    const start = snap.get('start') as Timestamp | undefined;
    const due =
      snap.exists &&
      snap.get('status') === 'confirmed' &&
      snap.get('reminded') !== true &&
      start instanceof Timestamp &&
      start.toMillis() > now.getTime() &&
      start.toMillis() <= now.getTime() + REMINDER_AHEAD_HOURS * HOUR_MS;
    if (!due) return false;
    const postTitle = (snap.get('postTitle') as string | undefined) ?? '';
    const timeZone = (snap.get('timeZone') as string | undefined) ?? 'UTC';
    for (const uid of participants) {
      tx.set(db().collection(NOTIFICATIONS).doc(viewingReminderId(viewingId, uid)), {
        ownerId: uid,
        kind: 'viewing-reminder',
        viewingId,
        postTitle,
        start,
        timeZone,
        read: false,
        createdAt: Timestamp.fromDate(now),
      });
      outbox.queue({
        key: viewingReminderMailKey(viewingId, uid),
        uid,
        template: 'viewing-reminder',
        data: {
          viewingId,
          conversationId: (snap.get('conversationId') as string | undefined) ?? '',
          postTitle,
          area: (snap.get('area') as string | undefined) ?? '',
          mode: snap.get('mode') === 'video' ? 'video' : 'in-person',
          start: start.toDate().toISOString(),
          timeZone,
        },
      });
    }
    tx.update(ref, { reminded: true });
    return true;
  });
}

/**
 * The hourly job: reminds of every confirmed viewing starting in (now, now +
 * 24 h], in pages of `pageSize`. Answers how many it reminded of now.
 */
export async function remindViewings(
  now: Date,
  { pageSize = REMINDER_PAGE_SIZE }: { pageSize?: number } = {},
): Promise<{ reminded: number; pages: number }> {
  const from = Timestamp.fromMillis(now.getTime());
  const to = Timestamp.fromMillis(now.getTime() + REMINDER_AHEAD_HOURS * HOUR_MS);
  const shape = reminderQueryShape(pageSize);
  let reminded = 0;
  let pages = 0;
  let after: [Timestamp, string] | undefined;
  for (;;) {
    pages++;
    let query = db()
      .collection(shape.collection)
      .where('status', '==', 'confirmed')
      .where('reminded', '==', false)
      .where('start', '>', from)
      .where('start', '<=', to)
      .orderBy('start', 'asc')
      .orderBy(FieldPath.documentId(), 'asc')
      .select('start')
      .limit(shape.limit);
    if (after) query = query.startAfter(...after);
    const { docs } = await query.get();
    const page = docs.slice(0, pageSize);
    const done = await Promise.all(page.map((doc) => remind(doc.id, now)));
    reminded += done.filter(Boolean).length;
    if (docs.length <= pageSize) return { reminded, pages };
    const last = page.at(-1)!;
    after = [last.get('start') as Timestamp, last.id];
  }
}
