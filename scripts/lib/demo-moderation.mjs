// Demo data for reports and moderation: the moderator account
// (mod@roomly.dev, the demo password, the `moderator: true` claim) and one
// listing with two open reports from two different demo users, so `npm start`
// shows the moderation queue. Stored in the API's shape (functions/src/moderation/store.ts).
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { setModerator } from './moderators.mjs';

export const demoModerator = {
  uid: 'demo-mod',
  email: 'mod@roomly.dev',
  password: 'Roomly123',
  displayName: 'Mo Reyes',
};

/** Creates or refreshes the moderator account and its claim; answers its uid. */
export async function ensureModerator(auth) {
  const { uid, email, password, displayName } = demoModerator;
  const profile = { email, password, displayName, emailVerified: true };
  try {
    const existing = await auth.getUserByEmail(email);
    await auth.updateUser(existing.uid, profile);
  } catch (err) {
    if (err?.code !== 'auth/user-not-found') throw err;
    await auth.createUser({ uid, ...profile });
  }
  return setModerator(auth, email, true);
}

/**
 * Writes for one reported listing: the first active demo listing of `sam@`,
 * reported by Maya (scam) and Leo (already let): two reports, one short of
 * the threshold, so it is still on browse and waits in the queue.
 * `demoListings` are buildDemoListings' entries; `posts` maps a post id to the
 * public document about to be written (for its title and name).
 */
export function demoReports(db, demoListings, uids, posts) {
  const target = demoListings.find(
    (p) => p.ownerEmail === 'sam@roomly.dev' && (p.status ?? 'active') === 'active',
  );
  if (!target) return [];
  const post = posts.get(target.id) ?? {};
  const minutesAgo = (m) => Timestamp.fromMillis(Date.now() - m * 60_000);
  const reports = [
    ['maya@roomly.dev', 'scam', 'Asked me to pay a deposit before any viewing.', 95],
    ['leo@roomly.dev', 'let', 'I called: the room was let last week.', 40],
  ];
  const ref = db.collection('posts').doc(target.id);
  // A random id and the member key (functions/src/lib/member-key.ts: SHA-256 of the verified,
  // lowercased e-mail), never the reporter's uid: as the API stores reports.
  const writes = reports.map(([email, reason, note, ago]) => [
    ref.collection('reports').doc(),
    {
      reporterKey: createHash('sha256').update(email.toLowerCase()).digest('hex'),
      reason,
      note,
      repeat: false,
      createdAt: minutesAgo(ago),
      updatedAt: minutesAgo(ago),
    },
  ]);
  writes.push([
    db.collection('moderation').doc(target.id),
    {
      postId: target.id,
      ownerId: uids.get(target.ownerEmail),
      title: post.title ?? target.fields.title,
      userName: post.userName ?? '',
      openReports: reports.length,
      repeatReports: 0,
      lastReportedAt: minutesAgo(Math.min(...reports.map((r) => r[3]))),
    },
  ]);
  return writes;
}
