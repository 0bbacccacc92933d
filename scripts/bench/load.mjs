// P5: a load check. 2,000 mixed requests (lists with several filter shapes,
// details anonymous and signed in, likes, creates), 50 at a time, through the
// Hosting emulator (rewrite → function → Firestore), as visitors and verified
// members (each member with one request in flight at a time).
// Reports every answer that is not a success (429s apart: they are an intended
// outcome), the p50/p95/p99 latency overall and per kind, and throughput; then
// checks that every listing's like count still equals its like documents.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { demoUsers } from '../lib/demo-data.mjs';
import { hostingUrl, projectId } from '../lib/emulator-env.mjs';
import { emulatorRest } from '../lib/emulator-rest.mjs';

export const LOAD = { requests: 2000, concurrency: 50, members: 40, listings: 100 };

/** The mix: each kind's share of the requests. */
const MIX = [
  ['list', 0.35],
  ['details', 0.15],
  ['details-signed-in', 0.15],
  ['like', 0.2],
  ['create', 0.15],
];

export const KIND_LABELS = {
  list: '`GET /posts` (list, 6 filter shapes)',
  details: '`GET /posts/:id` anonymous',
  'details-signed-in': '`GET /posts/:id` signed in',
  like: '`POST /posts/:id/like`',
  create: '`POST /posts`',
};

const LIST_QUERIES = [
  'limit=20',
  'limit=20&sort=rent-asc',
  'limit=20&availability=Available&sort=rent-desc',
  'limit=20&location=brooklyn',
  'limit=20&minRent=800&maxRent=1600',
  'limit=20&roomType=Studio',
];

const PASSWORD = 'Roomly123';

/** Deterministic, so every run sends the same requests in the same order. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Inside `firebase emulators:exec`, which sets the emulators' host variables.
const emulator = emulatorRest({ projectId });

const signIn = async (email, password = PASSWORD) =>
  (await emulator.signIn(email, password)).idToken;

/**
 * A verified member with a fresh ID token: sign up, mark the e-mail verified
 * as the verification link would (the emulator's admin call), sign in again so
 * the token carries `email_verified: true`.
 */
async function verifiedMember(email) {
  const { uid, idToken } = await emulator.createAccount({
    email,
    password: PASSWORD,
    displayName: `Load ${email.split('@')[0]}`,
  });
  return { uid, email, token: idToken };
}

async function inBatches(items, size, work) {
  const out = [];
  for (let i = 0; i < items.length; i += size) {
    out.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  }
  return out;
}

const percentile = (values, p) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

function newListing(i) {
  return {
    title: `Load-test room ${i}`,
    location: ['Brooklyn, NY', 'Austin, TX', 'Seattle, WA'][i % 3],
    rentAmount: 600 + (i % 20) * 50,
    roomType: 'Single Room',
    description: 'Created by the load check in npm run bench.',
    contactInfo: `Call 555-01${String(i % 100).padStart(2, '0')}`,
    lifestylePreferences: ['quiet'],
    availability: 'Available',
  };
}

/**
 * The requests, in a fixed shuffled order. Likes and creates go round-robin
 * over the members so nobody reaches the per-member limits (60 likes an hour,
 * 10 listings a day) in 2,000 requests; a 429 would still be counted apart.
 */
function plan({ requests, listingIds, members, demo }) {
  const next = random(2026);
  const kinds = [];
  for (const [kind, share] of MIX) {
    for (let i = 0; i < Math.round(share * requests); i++) kinds.push(kind);
  }
  while (kinds.length < requests) kinds.push('list');
  kinds.length = requests;
  for (let i = kinds.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [kinds[i], kinds[j]] = [kinds[j], kinds[i]];
  }
  const counters = { like: 0, create: 0, signedIn: 0 };
  const pickListing = () => listingIds[Math.floor(next() * listingIds.length)];
  return kinds.map((kind, i) => {
    switch (kind) {
      case 'list':
        return { kind, method: 'GET', path: `/posts?${LIST_QUERIES[i % LIST_QUERIES.length]}` };
      case 'details':
        return { kind, method: 'GET', path: `/posts/${pickListing()}` };
      case 'details-signed-in': {
        const viewer = [...demo, ...members][counters.signedIn++ % (demo.length + members.length)];
        return { kind, method: 'GET', path: `/posts/${pickListing()}`, token: viewer.token };
      }
      case 'like': {
        // Members own none of the seeded listings, so every like is allowed.
        const member = members[counters.like++ % members.length];
        return { kind, method: 'POST', path: `/posts/${pickListing()}/like`, token: member.token };
      }
      case 'create': {
        const n = counters.create++;
        const member = members[n % members.length];
        return { kind, method: 'POST', path: '/posts', token: member.token, body: newListing(n) };
      }
    }
    throw new Error(`unknown kind ${kind}`);
  });
}

async function send(request) {
  const headers = {};
  if (request.token) headers.Authorization = `Bearer ${request.token}`;
  if (request.body) headers['Content-Type'] = 'application/json';
  const started = performance.now();
  try {
    const response = await fetch(`${hostingUrl}${request.path}`, {
      method: request.method,
      headers,
      body: request.body ? JSON.stringify(request.body) : undefined,
      // An emulator that never answers counts as an error instead of hanging the bench.
      signal: AbortSignal.timeout(60_000),
    });
    const text = await response.text();
    return { status: response.status, text, ms: performance.now() - started };
  } catch (err) {
    return { status: 0, text: String(err?.cause ?? err), ms: performance.now() - started };
  }
}

/**
 * Runs `requests` with `concurrency` workers pulling from one queue in order,
 * except that a signed-in user has one request in flight at a time (a person
 * in a browser tab): the next request of someone still waiting for an answer
 * is skipped until it is their turn again.
 */
async function runAll(requests, concurrency) {
  const results = new Array(requests.length);
  const taken = new Array(requests.length).fill(false);
  const busy = new Set();
  let first = 0;
  const nextFree = () => {
    while (first < requests.length && taken[first]) first++;
    for (let i = first; i < requests.length; i++) {
      if (!taken[i] && !busy.has(requests[i].token)) return i;
    }
    return -1;
  };
  const worker = async () => {
    while (first < requests.length) {
      const i = nextFree();
      if (i < 0) {
        // Only busy people's requests are left: wait for one of them.
        await new Promise((resolve) => setTimeout(resolve, 2));
        continue;
      }
      taken[i] = true;
      const { token } = requests[i];
      if (token) busy.add(token);
      results[i] = { ...requests[i], ...(await send(requests[i])) };
      if (token) busy.delete(token);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

function adminDb() {
  const app =
    getApps().find((a) => a.name === 'roomly-bench') ??
    initializeApp({ projectId }, 'roomly-bench');
  return getFirestore(app);
}

/** Listings whose like count differs from their like documents (should be none). */
async function likeCountMismatches(db) {
  const [posts, likes] = await Promise.all([
    db.collection('posts').select('likes').get(),
    db.collectionGroup('likes').select().get(),
  ]);
  const counted = new Map();
  for (const like of likes.docs) {
    const id = like.ref.parent.parent.id;
    counted.set(id, (counted.get(id) ?? 0) + 1);
  }
  return posts.docs.filter((p) => (p.get('likes') ?? 0) !== (counted.get(p.id) ?? 0)).length;
}

/**
 * Runs the load check against the seeded emulators (demo users and
 * `LOAD.listings` demo listings) and answers the numbers for the table.
 */
export async function loadCheck({ listingIds, progress = () => {} }) {
  const { requests, concurrency, members: memberCount } = LOAD;
  progress(`P5 signing in ${memberCount} verified members`);
  const demo = await Promise.all(
    demoUsers.map(async (u) => ({ email: u.email, token: await signIn(u.email, u.password) })),
  );
  const stamp = Date.now().toString(36);
  const members = await inBatches(
    Array.from({ length: memberCount }, (_, i) => `load-${stamp}-${i}@bench.example.com`),
    10,
    verifiedMember,
  );

  // Warm-up (not counted). The Functions emulator serves one request per worker
  // process and starts a new one whenever all are busy (production serves 40 per
  // instance), so 50 at a time needs 50 workers. Started all at once on two
  // cores they miss the emulator's start-up deadline and every request fails;
  // growing the concurrency in steps starts them a few at a time.
  progress(`P5 warm-up: list requests at 1 → ${concurrency} at a time`);
  for (const width of [1, 2, 5, 10, 20, 30, 40, concurrency]) {
    const warm = await runAll(
      Array.from({ length: width * 2 }, (_, i) => ({
        kind: 'warm-up',
        method: 'GET',
        path: `/posts?${LIST_QUERIES[i % LIST_QUERIES.length]}`,
      })),
      width,
    );
    const failed = warm.filter((r) => r.status !== 200);
    if (failed.length) {
      throw new Error(
        `P5 warm-up at ${width} concurrent: ${failed.length} of ${warm.length} failed, e.g. ${failed[0].status} ${failed[0].text.slice(0, 200)}`,
      );
    }
  }

  progress(`P5 ${requests} mixed requests, ${concurrency} at a time`);
  const planned = plan({ requests, listingIds, members, demo });
  const started = performance.now();
  const results = await runAll(planned, concurrency);
  const wallMs = performance.now() - started;

  const expected = { list: 200, details: 200, 'details-signed-in': 200, like: 200, create: 201 };
  const summarize = (rows) => ({
    count: rows.length,
    errors: rows.filter((r) => r.status !== expected[r.kind] && r.status !== 429).length,
    tooMany: rows.filter((r) => r.status === 429).length,
    p50: percentile(
      rows.map((r) => r.ms),
      50,
    ),
    p95: percentile(
      rows.map((r) => r.ms),
      95,
    ),
    p99: percentile(
      rows.map((r) => r.ms),
      99,
    ),
  });
  const kinds = Object.fromEntries(
    MIX.map(([kind]) => [kind, summarize(results.filter((r) => r.kind === kind))]),
  );
  const errorSamples = results
    .filter((r) => r.status !== expected[r.kind] && r.status !== 429)
    .slice(0, 5)
    .map((r) => `${r.method} ${r.path.slice(0, 60)} → ${r.status} ${r.text.slice(0, 120)}`);
  return {
    kinds,
    all: summarize(results),
    wallMs,
    throughput: (results.length / wallMs) * 1000,
    errorSamples,
    likeMismatches: await likeCountMismatches(adminDb()),
  };
}
