// Recounts every poster's "Viewings held" under the rule viewings/held.ts
// keeps for new answers: a viewing both sides said "We met" of counts only
// between distinct, established, verified members, once per pair. Counts
// made before that rule (any two accounts, any number of times) are
// replaced: posterStats/{uid}.viewingsHeld, each viewing's `heldCounted`
// and the pair markers posterStats/{uid}/heldWith/{memberKey} are set to
// what the rule gives, the earliest qualifying viewing of a pair being the
// one that counts. Idempotent: only what differs is written, so a second run
// writes nothing. Reads every viewing (by document id) and each participant's
// Auth account once; meant to run once after deploying the rule, while few
// outcomes are being recorded (an answer recorded during the run is counted
// by the API's own transaction; run it again to be sure). Run by
// `npm run migrate` (scripts/migrate.mjs) and by its test.
import { FieldPath, type Firestore, Timestamp } from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import { POSTER_STATS } from '../listings/poster';
import {
  HELD_WITH,
  heldViewingRefusal,
  pairKey,
  proposedAtOf,
  type HeldParty,
} from '../viewings/held';
import { VIEWINGS } from '../viewings/query';

const PAGE = 300;
const BATCH = 400;

type Held = {
  id: string;
  ownerId: string;
  seekerId: string;
  postId: string;
  proposedAt: number;
  at: unknown;
};

/** Every viewing both sides said "We met" of, and every viewing's stored `heldCounted`. */
async function readViewings(db: Firestore) {
  const held: Held[] = [];
  const counted = new Map<string, boolean>();
  let after: string | undefined;
  for (;;) {
    let query = db.collection(VIEWINGS).orderBy(FieldPath.documentId()).limit(PAGE);
    if (after) query = query.startAfter(after);
    const { docs } = await query.get();
    for (const doc of docs) {
      counted.set(doc.id, doc.get('heldCounted') === true);
      const outcomes = (doc.get('outcomes') ?? {}) as Record<string, unknown>;
      const participants = (doc.get('participants') ?? []) as string[];
      const ownerId = doc.get('ownerId');
      const seekerId = doc.get('seekerId');
      if (
        typeof ownerId !== 'string' ||
        typeof seekerId !== 'string' ||
        participants.length !== 2 ||
        !participants.every((uid) => outcomes[uid] === 'met')
      ) {
        continue;
      }
      held.push({
        id: doc.id,
        ownerId,
        seekerId,
        postId: String(doc.get('postId') ?? ''),
        proposedAt: proposedAtOf(doc.get('createdAt')),
        at: doc.get('updatedAt') ?? Timestamp.now(),
      });
    }
    if (docs.length < PAGE) break;
    after = docs.at(-1)!.id;
  }
  return { held, counted };
}

async function readAccounts(auth: Auth, uids: string[]) {
  const accounts = new Map<string, HeldParty>();
  for (let i = 0; i < uids.length; i += 100) {
    const { users } = await auth.getUsers(uids.slice(i, i + 100).map((uid) => ({ uid })));
    for (const user of users) {
      accounts.set(user.uid, {
        uid: user.uid,
        email: user.email ?? '',
        emailVerified: user.emailVerified,
        disabled: user.disabled,
        createdAt: Date.parse(user.metadata.creationTime),
      });
    }
  }
  return (uid: string) => accounts.get(uid) ?? null;
}

/** Answers how many viewings were read and how many documents written. */
export async function recountViewingsHeld({ db, auth }: { db: Firestore; auth: Auth }) {
  const { held, counted } = await readViewings(db);
  const account = await readAccounts(auth, [
    ...new Set(held.flatMap((v) => [v.ownerId, v.seekerId])),
  ]);

  // What the rule gives: the earliest qualifying viewing of each pair counts.
  const counts = new Map<string, number>();
  const markers = new Map<string, Record<string, unknown>>();
  const shouldCount = new Set<string>();
  for (const viewing of [...held].sort(
    (a, b) => a.proposedAt - b.proposedAt || (a.id < b.id ? -1 : 1),
  )) {
    const owner = account(viewing.ownerId);
    const seeker = account(viewing.seekerId);
    if (heldViewingRefusal(owner, seeker, viewing.proposedAt)) continue;
    const path = `${POSTER_STATS}/${viewing.ownerId}/${HELD_WITH}/${pairKey(seeker!)}`;
    if (markers.has(path)) continue;
    markers.set(path, { viewingId: viewing.id, postId: viewing.postId, createdAt: viewing.at });
    shouldCount.add(viewing.id);
    counts.set(viewing.ownerId, (counts.get(viewing.ownerId) ?? 0) + 1);
  }

  // What is stored: every poster's count and every pair marker.
  const [stats, stored] = await Promise.all([
    db.collection(POSTER_STATS).get(),
    db.collectionGroup(HELD_WITH).get(),
  ]);
  const writes: ((batch: FirebaseFirestore.WriteBatch) => void)[] = [];
  for (const [id, was] of counted) {
    if (was !== shouldCount.has(id)) {
      writes.push((b) => b.update(db.collection(VIEWINGS).doc(id), { heldCounted: !was }));
    }
  }
  const posters = new Set([...counts.keys(), ...stats.docs.map((d) => d.id)]);
  const storedCount = new Map(stats.docs.map((d) => [d.id, d.get('viewingsHeld')]));
  for (const uid of posters) {
    const want = counts.get(uid) ?? 0;
    if (storedCount.get(uid) !== want) {
      writes.push((b) =>
        b.set(db.collection(POSTER_STATS).doc(uid), { viewingsHeld: want }, { merge: true }),
      );
    }
  }
  const storedMarkers = new Set(stored.docs.map((d) => d.ref.path));
  for (const doc of stored.docs) {
    if (!markers.has(doc.ref.path)) writes.push((b) => b.delete(doc.ref));
  }
  for (const [path, data] of markers) {
    if (!storedMarkers.has(path)) writes.push((b) => b.set(db.doc(path), data));
  }
  for (let i = 0; i < writes.length; i += BATCH) {
    const batch = db.batch();
    for (const write of writes.slice(i, i + BATCH)) write(batch);
    await batch.commit();
  }
  return { viewings: counted.size, written: writes.length };
}
