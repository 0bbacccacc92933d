// Trust badges and insight numbers for the demo listings, the way
// the API computes them: the badges from each demo account in the Auth
// emulator (functions/src/listings/badges.ts), the views as a plausible,
// deterministic number, the conversations from the seeded threads.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { projectId, root } from './emulator-env.mjs';
import { emulatorRest } from './emulator-rest.mjs';

/**
 * When each demo account "joined", so the demo shows a range of "Member since"
 * badges. Only the Auth emulator lets a caller set an account's creation time
 * (the seeder runs only against the emulators).
 */
const JOINED = {
  'maya@roomly.dev': '2024-03-12T09:00:00Z',
  'leo@roomly.dev': '2025-01-20T09:00:00Z',
  'sam@roomly.dev': '2025-09-02T09:00:00Z',
};

/** email → the badges a listing of theirs stores (`poster`). */
export async function demoPosterBadges(auth, uids) {
  const { memberSinceOf } = createRequire(import.meta.url)(
    join(root, 'functions', 'lib', 'listings', 'poster.js'),
  );
  const rest = emulatorRest({ projectId });
  const badges = new Map();
  await Promise.all(
    [...uids].map(async ([email, uid]) => {
      if (JOINED[email]) {
        await rest.updateAccount(uid, { createdAt: String(Date.parse(JOINED[email])) });
      }
      const user = await auth.getUser(uid);
      badges.set(email, {
        emailVerified: user.emailVerified,
        google: user.providerData.some((p) => p.providerId === 'google.com'),
        memberSince: memberSinceOf(user.metadata.creationTime),
        // Every demo account has a verified phone (demo-phones.mjs).
        phoneVerified: Boolean(user.phoneNumber),
      });
    }),
  );
  return badges;
}

/** A stable view count per demo listing: more for liked ones, never fewer than its likes. */
export function demoViews(demo) {
  const digits = Number(demo.id.replace(/\D/g, '')) || 0;
  return demo.likedBy.length * 6 + ((digits * 37) % 41);
}

/** postId → how many of the seeded conversations are about it (conversation documents only). */
export function conversationCounts(writes) {
  const counts = new Map();
  for (const [ref, data] of writes) {
    if (ref.parent.id === 'conversations' && data.postId) {
      counts.set(data.postId, (counts.get(data.postId) ?? 0) + 1);
    }
  }
  return counts;
}
