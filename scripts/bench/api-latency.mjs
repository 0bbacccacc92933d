// P3: list latency must not grow with the number of listings. Each query is
// timed through the Hosting emulator (rewrite → function → Firestore).
import { hostingUrl, ports, projectId } from '../lib/emulator-env.mjs';
import { emulatorRest } from '../lib/emulator-rest.mjs';

export const queries = [
  '',
  'sort=rent-asc',
  'sort=rent-desc',
  'availability=Available',
  'availability=Available&sort=rent-asc',
  'roomType=Studio',
  'roomType=Studio&sort=rent-desc',
  'location=austin',
  'location=austin&sort=rent-asc',
  'minRent=800&maxRent=1600',
  'minRent=800&maxRent=1600&sort=rent-asc',
  'location=brooklyn&roomType=Shared%20Room&availability=Available',
  'location=brooklyn&roomType=Shared%20Room&availability=Available&minRent=500&maxRent=3000&sort=rent-desc',
  // Lifestyle filters: `in` clauses of 2 and 4 values. The emulator has no
  // indexes and scans once per disjunction: `location=austin&lifestyle=pets,quiet` (16
  // of them beside the location's array-contains) took 10–20 s a request at 5,000
  // listings, so the bench leaves it out; production serves each from the index.
  'lifestyle=pets',
  'lifestyle=nightOwl,quiet&sort=rent-asc',
  // The listing facts: three of them at once (move-in date 60 days ahead, a
  // 6-month stay, bills included), beside the plain list above.
  'moveInBy=@in-60-days&stay=6&bills=1',
  'moveInBy=@in-60-days&stay=6&bills=1&sort=soonest',
  // "My listings": only the owner may ask, so this one is sent with maya's token.
  'email=maya%40roomly.dev',
  'cursor=@second-page',
];

/**
 * Near searches (docs/places.md): one query per geohash cell covering the
 * circle, merged, so a page's bound is NEAR_READ_BOUND, not limit + 1.
 */
export const nearQueries = [
  'near=40.65%2C-73.95&km=5',
  'near=40.714%2C-73.961&km=2&sort=rent-asc',
  'near=30.267%2C-97.743&km=25&roomType=Studio',
  'near=40.65%2C-73.95&km=5&sort=nearest',
];
/** 3 rounds × at most 9 cells × (limit 20 + 1) documents (ads/near-page.ts). */
export const NEAR_READ_BOUND = 3 * 9 * 21;
/** A nearest-first page's budget (ads/nearest-page.ts NEAREST_READS). */
export const NEAREST_READ_BOUND = 1000;
/** The bound of one near query's pages. */
export const nearReadBound = (query) =>
  query.includes('sort=nearest') ? NEAREST_READ_BOUND : NEAR_READ_BOUND;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/** The API's Server-Timing header: the Firestore query's duration and document reads. */
function serverTiming(response) {
  const header = response.headers.get('server-timing') ?? '';
  const dur = Number(/dur=([\d.]+)/.exec(header)?.[1]);
  const reads = Number(/desc="(\d+) reads"/.exec(header)?.[1]);
  if (!Number.isFinite(dur) || !Number.isFinite(reads)) {
    throw new Error(`No Server-Timing from ${response.url}: "${header}"`);
  }
  return { firestoreMs: dur, reads };
}

/** GET /posts/count's Server-Timing: the count() aggregation's duration. */
function countTiming(response) {
  const dur = Number(/dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1]);
  if (!Number.isFinite(dur)) throw new Error(`No Server-Timing from ${response.url}`);
  return dur;
}

/** An ID token for a demo account, from the Auth emulator. */
const demoToken = async (email, password = 'Roomly123') =>
  (await emulatorRest({ authHost: `127.0.0.1:${ports.auth}`, projectId }).signIn(email, password))
    .idToken;

async function time(url, token) {
  const started = performance.now();
  const response = await fetch(url, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
  const body = await response.json();
  if (!response.ok) throw new Error(`${url} → ${response.status} ${JSON.stringify(body)}`);
  return { ms: performance.now() - started, response, body, ...serverTiming(response) };
}

/**
 * p50s in ms of GET /posts?limit=20&<query> for every query, after a warm-up:
 * end to end, the Firestore query alone, and the rest; and the most documents
 * one request read. Plus a control: the bare Firestore emulator answering
 * `posts` ordered by id, limit 21, with no API in between.
 */
export const measureLatency = ({ samples = 31 } = {}) => measureQueries(queries, samples);

/**
 * The near searches' p50s and reads. Fewer samples: the Firestore emulator
 * scans the collection for each cell's query (it has no indexes), seconds
 * a request at 5,000 listings, where production reads from the index.
 */
export const measureNear = async ({ samples = 5 } = {}) =>
  (await measureQueries(nearQueries, samples)).queries;

async function measureQueries(queries, samples) {
  const base = `${hostingUrl}/posts?limit=20`;
  // Warm the function instance (module load, Firestore client, JIT) first.
  for (let i = 0; i < 20; i++) await time(base);
  const first = await time(base);
  const secondPageCursor = first.response.headers.get('x-next-cursor');
  const mayaToken = await demoToken('maya@roomly.dev');
  const results = {};
  for (const query of queries) {
    const q = query
      .replace('@second-page', encodeURIComponent(secondPageCursor ?? ''))
      .replace('@in-60-days', new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10));
    const url = q ? `${base}&${q}` : base;
    const token = query.startsWith('email=') ? mayaToken : undefined;
    for (let i = 0; i < 3; i++) await time(url, token);
    const times = [];
    const firestore = [];
    let count = 0;
    let maxReads = 0;
    for (let i = 0; i < samples; i++) {
      const { ms, body, firestoreMs, reads } = await time(url, token);
      times.push(ms);
      firestore.push(firestoreMs);
      count = body.length;
      maxReads = Math.max(maxReads, reads);
    }
    // What the API itself adds (Hosting, function, auth, mapping): total minus the query.
    const outside = times.map((t, i) => t - firestore[i]);
    results[query || '(default: newest)'] = {
      p50: percentile(times, 50),
      firestoreP50: percentile(firestore, 50),
      outsideP50: percentile(outside, 50),
      count,
      maxReads,
      ...(await measureCount(q, samples)),
    };
  }
  return { queries: results, control: await bareEmulatorQuery(samples) };
}

/**
 * P50 of GET /posts/count with the same filters (browse asks for it
 * beside the first page), and the matches it counted. None for "My listings"
 * and the cursor query: the count is for public filters only and has no pages.
 */
async function measureCount(query, samples) {
  if (query.startsWith('email=') || query.startsWith('cursor=')) return {};
  const url = `${hostingUrl}/posts/count${query ? `?${query}` : ''}`;
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url);
    const body = await response.json();
    if (!response.ok) throw new Error(`${url} → ${response.status} ${JSON.stringify(body)}`);
    return { ms: performance.now() - started, firestoreMs: countTiming(response), body };
  };
  for (let i = 0; i < 3; i++) await once();
  const times = [];
  const firestore = [];
  let matches = 0;
  for (let i = 0; i < samples; i++) {
    const { ms, firestoreMs, body } = await once();
    times.push(ms);
    firestore.push(firestoreMs);
    matches = body.count;
  }
  return {
    countP50: percentile(times, 50),
    countFirestoreP50: percentile(firestore, 50),
    matches,
  };
}

/** The Firestore emulator alone: p50 of `posts` ordered by document id, limit 21. */
async function bareEmulatorQuery(samples) {
  const [{ getApps, initializeApp }, { getFirestore }] = await Promise.all([
    import('firebase-admin/app'),
    import('firebase-admin/firestore'),
  ]);
  const app =
    getApps().find((a) => a.name === 'roomly-bench') ??
    initializeApp({ projectId }, 'roomly-bench');
  const query = getFirestore(app).collection('posts').orderBy('__name__').limit(21);
  for (let i = 0; i < 5; i++) await query.get();
  const times = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    await query.get();
    times.push(performance.now() - started);
  }
  return percentile(times, 50);
}

/** GET /seeker-ads queries ("Room wanted"): the plain list, each sort, and filters together. */
export const seekerQueries = [
  '',
  'sort=soonest',
  'area=brooklyn',
  'minBudget=900&stay=6&roomType=Studio',
  'area=brooklyn&minBudget=900&moveInBy=@in-60-days&sort=soonest',
];

/**
 * p50 in ms of GET /seeker-ads?limit=20&<query> (after a warm-up), the most
 * documents one request read, and GET /seeker-ads/count's p50 and matches.
 */
export async function measureSeekerLatency({ samples = 21 } = {}) {
  const base = `${hostingUrl}/seeker-ads?limit=20`;
  for (let i = 0; i < 10; i++) await time(base);
  const results = {};
  for (const query of seekerQueries) {
    const q = query.replace(
      '@in-60-days',
      new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
    );
    const url = q ? `${base}&${q}` : base;
    for (let i = 0; i < 3; i++) await time(url);
    const times = [];
    let maxReads = 0;
    for (let i = 0; i < samples; i++) {
      const { ms, reads } = await time(url);
      times.push(ms);
      maxReads = Math.max(maxReads, reads);
    }
    const countUrl = `${hostingUrl}/seeker-ads/count${q ? `?${q}` : ''}`;
    const counts = [];
    let matches = 0;
    for (let i = 0; i < samples; i++) {
      const started = performance.now();
      const response = await fetch(countUrl);
      const body = await response.json();
      if (!response.ok) throw new Error(`${countUrl} → ${response.status} ${JSON.stringify(body)}`);
      counts.push(performance.now() - started);
      matches = body.count;
    }
    results[query || '(default: newest)'] = {
      p50: percentile(times, 50),
      maxReads,
      countP50: percentile(counts, 50),
      matches,
    };
  }
  return results;
}
