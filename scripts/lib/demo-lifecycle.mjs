// The demo listings' lifecycle, so `npm start` shows every state:
// Maya's second listing expires in 2 days (the navbar notice and "Expires in
// 2 days" with Renew on her My Listings), her third is paused, Leo's second
// is let and Sam's second has expired (as after a sweep). The first listing of
// each stays active (the demo conversations are about them); every other
// listing is active, expiring 30 days after it was posted, or, when that has
// passed, as if renewed in time (so nothing else nags on start).
const DAY = 24 * 60 * 60 * 1000;

const SPECIAL = [
  { email: 'maya@roomly.dev', nth: 2, status: 'active', expiresInDays: 2 },
  { email: 'maya@roomly.dev', nth: 3, status: 'paused' },
  { email: 'leo@roomly.dev', nth: 2, status: 'let' },
  { email: 'sam@roomly.dev', nth: 2, status: 'expired', expiresInDays: -3 },
];

/** Adds `status` and `expiresAt` (a Date) to each demo post. */
export function withLifecycle(posts, { now = Date.now(), lifetimeDays = 30 } = {}) {
  const seen = new Map();
  return posts.map((post) => {
    const nth = (seen.get(post.ownerEmail) ?? 0) + 1;
    seen.set(post.ownerEmail, nth);
    const special = SPECIAL.find((s) => s.email === post.ownerEmail && s.nth === nth);
    let expiresAt = post.createdAt.getTime() + lifetimeDays * DAY;
    // Renewed in time: at least four days left, so only the chosen one is "expiring soon".
    while (expiresAt < now + 4 * DAY) expiresAt += lifetimeDays * DAY;
    if (special?.expiresInDays !== undefined) expiresAt = now + special.expiresInDays * DAY;
    return { ...post, status: special?.status ?? 'active', expiresAt: new Date(expiresAt) };
  });
}
