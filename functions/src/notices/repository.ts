// An owner's notices: today only "a moderator removed your listing".
// One bounded document per owner (moderation/store.ts), read and dismissed
// only by that owner through the API.
import { Timestamp } from 'firebase-admin/firestore';
import type { OwnerNotice } from '../contract/moderation';
import { noticesRef } from '../moderation/store';
import { runTransaction } from '../lib/transaction';

const iso = (value: unknown) => (value instanceof Timestamp ? value.toDate().toISOString() : null);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The owner's notices, newest first (GET /users/me/notices). */
export async function noticesFor(uid: string): Promise<OwnerNotice[]> {
  const snap = await noticesRef(uid).get();
  const items = snap.get('items');
  if (!Array.isArray(items)) return [];
  return items.map((n: Record<string, unknown>) => ({
    id: text(n.id),
    kind: 'listing-removed' as const,
    postTitle: text(n.postTitle),
    reason: text(n.reason),
    createdAt: iso(n.createdAt),
  }));
}

/** Dismisses one notice; false when the owner has none with that id. */
export async function dismissNotice(uid: string, id: string): Promise<boolean> {
  return runTransaction(async (tx) => {
    const snap = await tx.get(noticesRef(uid));
    const items = snap.get('items');
    if (!Array.isArray(items) || !items.some((n) => n?.id === id)) return false;
    const kept = items.filter((n) => n?.id !== id);
    if (kept.length) tx.set(noticesRef(uid), { items: kept });
    else tx.delete(noticesRef(uid));
    return true;
  });
}
