// Runs inside `firebase emulators:exec` (see scripts/bench.mjs): measures the
// four budgets of the performance issue, the load check of the security
// issue and the photos' upload and fetch times (issue 42), and writes one table to artifacts/bench.md (scripts/bench.mjs prints
// it once the emulators stop). Arguments choose parts (default: all):
// sizes (P1), lighthouse (P2), repeat (P2's repeat visits), latency (P3),
// cold-start (P4), load (P5), photos (P6).
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { buildDemoListings } from '../lib/demo-data.mjs';
import { buildDemoWantedAds } from '../lib/demo-seekers.mjs';
import { hostingUrl, projectId, root } from '../lib/emulator-env.mjs';
import { emulatorRest } from '../lib/emulator-rest.mjs';
import { seed } from '../seed.mjs';
import {
  NEAR_READ_BOUND,
  NEAREST_READ_BOUND,
  nearReadBound,
  measureLatency,
  measureNear,
  measureSeekerLatency,
} from './api-latency.mjs';
import { coldStart } from './cold-start.mjs';
import { KIND_LABELS, LOAD, loadCheck } from './load.mjs';
import { MAX_RERUNS, RUNS, chromiumVersion, lighthouseCompare } from './lighthouse.mjs';
import { parseParts } from './parts.mjs';
import { WORKER_WAIT_MS, repeatRunNotes, repeatVisitTable } from './repeat-rows.mjs';
import { measureRepeatVisits } from './repeat-visit.mjs';
import { UPLOAD_RUNS, measurePhotos } from './photos.mjs';
import { ROOMRUSH_HINT } from './roomrush.mjs';
import { serveRoomRush } from './roomrush-server.mjs';
import { firstLoad, homeLater, routeChunks } from './sizes.mjs';

const parts = parseParts(process.argv.slice(2));
const want = (part) => parts.includes(part);

const started = Date.now();
const progress = (what) =>
  console.log(`[bench] ${Math.round((Date.now() - started) / 1000)} s: ${what}`);
const kb = (n) => `${n.toFixed(1)} KB`;
const ms = (n) => `${Math.round(n)} ms`;
const ok = (pass) => (pass ? 'met' : '**missed**');
const LIMIT = 20;

// Inside `firebase emulators:exec`, which sets the emulators' host variables.
const emulator = emulatorRest({ projectId });
const resetFirestore = () => emulator.resetFirestore();

const machine = `${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.version}, ${chromiumVersion()}`;
const loadAtStart = loadavg()[0];

// P1 (static: the production build's manifest)
let first, routes, later, home;
if (want('sizes')) {
  progress('P1 chunk sizes');
  first = firstLoad();
  routes = routeChunks();
  later = homeLater();
  home = routes.find((r) => r.route === 'home');
}

// P3 at 100, then at 5,000 listings
let small, large, seekersSmall, seekersLarge;
if (want('latency')) {
  progress('P3 API latency at 100 listings');
  await resetFirestore();
  await seed({ posts: 100, quiet: true });
  small = await measureLatency();
  progress('P3 API latency at 5,000 listings');
  await resetFirestore();
  await seed({ posts: 5000, quiet: true });
  large = await measureLatency();
  // "Room wanted": its list at 100, then 5,000 wanted ads.
  progress('P3 wanted ads at 100 and 5,000');
  await resetFirestore();
  await seed({ posts: 30, seekerAds: 100, quiet: true });
  seekersSmall = await measureSeekerLatency();
  await resetFirestore();
  await seed({ posts: 30, seekerAds: 5000, quiet: true });
  seekersLarge = await measureSeekerLatency();
}

// P3's near searches at 100, then at 5,000 listings
let nearSmall, nearLarge;
if (want('near')) {
  progress('P3 near searches at 100 listings');
  await resetFirestore();
  await seed({ posts: 100, quiet: true });
  nearSmall = await measureNear();
  progress('P3 near searches at 5,000 listings');
  await resetFirestore();
  await seed({ posts: 5000, quiet: true });
  nearLarge = await measureNear();
}

// P4 (a fresh Node process per run; talks to the emulators' Firestore)
let cold;
if (want('cold-start')) {
  progress('P4 function cold start');
  cold = coldStart();
}

// A listing's details page (P2 and its repeat visits), which Hosting rewrites
// to the function (share previews: the app shell with the listing's tags), as
// a visitor opening a shared link sees it: an active demo listing with photos.
const demoPosts = buildDemoListings();
const shared = demoPosts.find((p) => p.status === 'active' && p.fields.photos?.length);

// P2 with the demo data (what `npm start` shows), every public page, each
// beside the same page of RoomRush where RoomRush has one (scripts/bench.mjs
// builds it and passes its build folder, or why there is none, in
// ROOMLY_BENCH_ROOMRUSH).
let lh, roomrush;
if (want('lighthouse')) {
  progress('P2 Lighthouse');
  await resetFirestore();
  await seed({ quiet: true });
  roomrush = JSON.parse(process.env.ROOMLY_BENCH_ROOMRUSH ?? 'null') ?? {
    missing: 'this run was not started by scripts/bench.mjs',
    hint: ROOMRUSH_HINT,
  };
  const ad = buildDemoWantedAds(demoPosts)[0];
  // Roomly's public pages and RoomRush's page of the same name: RoomRush's
  // routes.jsx has `/`, `/browse-listings`, `/about` and the three auth pages
  // for visitors; its listing page (`/details/:id`) is for members only.
  const pages = [
    ['/', '/'],
    ['/browse-listings', '/browse-listings'],
    ['/room-wanted', null],
    ...(ad ? [[`/room-wanted/${ad.id}`, null]] : []),
    ...(shared ? [[`/details/${shared.id}`, null]] : []),
    ['/auth/login', '/auth/login'],
    ['/auth/register', '/auth/register'],
  ];
  let server;
  if (!roomrush.missing) {
    try {
      server = await serveRoomRush({ dist: roomrush.dist, apiOrigin: hostingUrl });
    } catch (error) {
      roomrush = { missing: `serving its build failed: ${error.message}`, hint: ROOMRUSH_HINT };
    }
  }
  try {
    // Uncounted: the function's first request starts its worker, for both apps.
    for (const origin of [hostingUrl, server?.url].filter(Boolean)) {
      await fetch(`${origin}/posts?limit=6&availability=Available`).then((r) => r.arrayBuffer());
    }
    const results = await lighthouseCompare(
      pages.map(([path, theirs]) => ({
        name: path,
        targets: [
          { app: 'Roomly', url: `${hostingUrl}${path}` },
          ...(server && theirs ? [{ app: 'RoomRush', url: `${server.url}${theirs}` }] : []),
        ],
      })),
      { progress: (line) => progress(`P2 ${line}`) },
    );
    lh = results.map((result, i) => ({ ...result, theirs: pages[i][1] }));
  } finally {
    await server?.close();
  }
}

// P2's repeat visits of `/` and the shared listing's page, on the same demo
// data (seeded here when P2 itself did not run).
let repeat;
if (want('repeat')) {
  progress('P2 repeat visits');
  if (!want('lighthouse')) {
    await resetFirestore();
    await seed({ quiet: true });
    // Uncounted, as in P2: the function's first request starts its worker.
    await fetch(`${hostingUrl}/posts?limit=6&availability=Available`).then((r) => r.arrayBuffer());
  }
  repeat = await measureRepeatVisits(
    ['/', ...(shared ? [`/details/${shared.id}`] : [])].map((path) => ({
      name: path,
      url: `${hostingUrl}${path}`,
    })),
    { progress: (line) => progress(`P2 repeat ${line}`) },
  );
}

// P6 on the demo data, whose listings show uploads (scripts/lib/demo-photos.mjs)
let photos;
if (want('photos')) {
  progress('P6 photos');
  await resetFirestore();
  await seed({ quiet: true });
  const shown = buildDemoListings()
    .filter((p) => p.status === 'active')
    .flatMap((p) => p.fields.photos.map((url) => url.slice('/photos/'.length)));
  photos = await measurePhotos({ photoIds: [...new Set(shown)], progress });
}

// P5 on fresh demo data with more listings, after the rest (it leaves extra listings and likes)
let load;
if (want('load')) {
  progress('P5 load check');
  await resetFirestore();
  await seed({ posts: LOAD.listings, quiet: true });
  load = await loadCheck({
    // Active listings only: a paused, let or expired one refuses likes (409), as it should.
    listingIds: buildDemoListings(LOAD.listings)
      .filter((p) => p.status === 'active')
      .map((p) => p.id),
    progress,
  });
}

const lines = [];
const out = (line = '') => lines.push(line);

/** A titled JS/CSS size table, one row per `{ name, jsKB, cssKB }`. */
function sizeTable(title, column, rows) {
  out(title);
  out();
  out(`| ${column} | JS | CSS |`);
  out('|---|---|---|');
  for (const r of rows) out(`| ${r.name} | ${kb(r.jsKB)} | ${kb(r.cssKB)} |`);
  out();
}
out(`Roomly benchmark, ${new Date().toISOString().slice(0, 10)}: ${machine}.`);
out(`Load average (1 min) at the start: ${loadAtStart.toFixed(2)}.`);
out();
const budgets = [];
if (first) {
  out('**P1. First load of `/`** (gzip, from the production build)');
  out();
  out('| what | JS | CSS | budget | |');
  out('|---|---|---|---|---|');
  out(
    `| scripts and modulepreloads \`index.html\` loads (${first.jsFiles.length} files) | ${kb(first.jsKB)} | ${kb(first.cssKB)} | CSS ≤ 20 KB | ${ok(first.cssKB <= 20)} |`,
  );
  out(
    `| \`index.html\` itself (static first paint; ${kb(first.inlineCssKB)} of it inline CSS) | ${kb(first.htmlKB)} | | | |`,
  );
  if (home) {
    out(
      `| then the home route with Material UI's core and theme | ${kb(home.jsKB)} | ${kb(home.cssKB)} | | |`,
    );
    out(
      `| **JS before \`/\` responds to input** (the two above) | ${kb(first.jsKB + home.jsKB)} | | ≤ 150 KB | ${ok(first.jsKB + home.jsKB <= 150)} |`,
    );
  }
  out();
  sizeTable(
    'Each route on top of the first load (its chunk, its imports, the MUI theme scope):',
    'route',
    routes.map((r) => ({ ...r, name: r.route })),
  );
  sizeTable(
    'What `/` may fetch after its first paint (each only when it is needed):',
    'module',
    later.map((r) => ({ ...r, name: r.module })),
  );
  const interactive = first.jsKB + (home?.jsKB ?? 0);
  budgets.push(
    `- P1 JS before \`/\` responds to input (index.html's files ${kb(first.jsKB)} + the home route's ${kb(home?.jsKB ?? 0)}) ${kb(interactive)} ≤ 150 KB, CSS ${kb(first.cssKB)} ≤ 20 KB: ${ok(interactive <= 150 && first.cssKB <= 20)}.`,
  );
}
if (lh) {
  const runs = lh[0]?.apps.Roomly.runs.length;
  const measured = !roomrush.missing;
  out(
    `**P2. Lighthouse 12**, mobile defaults (simulated throttling), median of ${runs} run${runs === 1 ? '' : 's'} per page and app, demo data: Roomly on its Hosting emulator` +
      (measured
        ? `; RoomRush (the app Roomly replaces, ${roomrush.version ? `\`${roomrush.version}\` ` : ''}from \`${roomrush.src}\`) built in a scratch folder and served with gzip beside it, fed by Roomly's API; the two interleaved page by page (Roomly, RoomRush, Roomly, …). Each cell is Roomly / RoomRush.`
        : `. RoomRush was **not measured**: ${roomrush.missing}. To measure it beside Roomly, ${roomrush.hint}.`),
  );
  out();
  out(
    '| page | RoomRush | performance | accessibility | best practices | FCP (ms) | LCP (ms) | TBT (ms) | TBT ratio | CLS | script (KB) | budgets |',
  );
  out('|---|---|---|---|---|---|---|---|---|---|---|---|');
  const home = lh.find((page) => page.name === '/')?.apps.Roomly;
  const ratio = (a, b) => (b > 0 ? (a / b).toFixed(2) : a > 0 ? '—' : '1.00');
  const KIB = (bytes) => (bytes / 1024).toFixed(1);
  // The issue's budgets, for every public page, met by Roomly's medians.
  const SCRIPT_BUDGETS_KB = { '/': 165, '/details/': 200 };
  const checksOf = (page) => {
    const r = page.apps.Roomly;
    const rr = page.apps.RoomRush;
    const checks = [];
    if (rr) {
      checks.push(['TBT', `TBT ${ms(r.tbt)} ≤ RoomRush's ${ms(rr.tbt)}`, r.tbt <= rr.tbt]);
    } else if (!page.theirs && page.name !== '/' && home) {
      checks.push(['TBT', `TBT ${ms(r.tbt)} ≤ Roomly's \`/\` ${ms(home.tbt)}`, r.tbt <= home.tbt]);
    } else {
      checks.push(['TBT', `TBT ${ms(r.tbt)} against RoomRush's: not checked`, undefined]);
    }
    checks.push(
      ['performance', `performance ${r.performance} ≥ 95`, r.performance >= 95],
      ['accessibility', `accessibility ${r.accessibility} = 100`, r.accessibility === 100],
      ['best practices', `best practices ${r.bestPractices} = 100`, r.bestPractices === 100],
      ['LCP', `LCP ${ms(r.lcp)} ≤ 1500 ms`, r.lcp <= 1500],
      ['CLS', `CLS ${r.cls.toFixed(3)} < 0.05`, r.cls < 0.05],
    );
    const scriptBudget = Object.entries(SCRIPT_BUDGETS_KB).find(([prefix]) =>
      prefix === '/' ? page.name === '/' : page.name.startsWith(prefix),
    )?.[1];
    if (scriptBudget !== undefined) {
      checks.push([
        'script',
        `script ${kb(r.scriptBytes / 1024)} ≤ ${scriptBudget} KB`,
        r.scriptBytes / 1024 <= scriptBudget,
      ]);
    }
    return checks;
  };
  const verdict = (checks) => {
    const missed = checks.filter(([, , pass]) => pass === false).map(([name]) => name);
    return missed.length ? `**missed**: ${missed.join(', ')}` : 'met';
  };
  for (const page of lh) {
    const r = page.apps.Roomly;
    const rr = page.apps.RoomRush;
    const both = (f) => (rr ? `${f(r)} / ${f(rr)}` : f(r));
    const theirs = rr
      ? `\`${page.theirs}\``
      : page.theirs
        ? 'not measured'
        : "no such page: vs Roomly's `/`";
    const tbtRatio = rr
      ? ratio(r.tbt, rr.tbt)
      : !page.theirs && home && page.name !== '/'
        ? `${ratio(r.tbt, home.tbt)} of Roomly's \`/\``
        : '—';
    out(
      `| \`${page.name}\` | ${theirs} | ${both((x) => x.performance)} | ${both((x) => x.accessibility)} | ${both((x) => x.bestPractices)} | ${both((x) => Math.round(x.fcp))} | ${both((x) => Math.round(x.lcp))} | ${both((x) => Math.round(x.tbt))} | ${tbtRatio} | ${both((x) => x.cls.toFixed(3))} | ${both((x) => KIB(x.scriptBytes))} | ${verdict(checksOf(page))} |`,
    );
  }
  out();
  out(
    "Each run: performance (TBT, Lighthouse's benchmark index, the 1-minute load average when it started → ended). A run is taken again when it was under load (load average ≥ the core count at its start or end, or a benchmark index under 75% of the median of the runs before it), at most twice; the first attempt not under load counts, or else the one with the highest benchmark index.",
  );
  out();
  let rerun = 0;
  let stillLoaded = 0;
  let all = 0;
  for (const page of lh) {
    for (const [app, result] of Object.entries(page.apps)) {
      const text = result.runs.map((s) => {
        all++;
        if (s.rerunFor.length) rerun++;
        if (s.underLoad) stillLoaded++;
        const notes = [
          ...(s.rerunFor.length
            ? [
                `kept 1 of ${s.attempts} attempts, the others under load: ${s.rerunFor.map((reason) => `(${reason})`).join(', ')}`,
              ]
            : []),
          ...(s.underLoad ? [`**still under load**: ${s.underLoad}`] : []),
        ];
        return `${s.performance} (TBT ${ms(s.tbt)}, index ${Math.round(s.benchmarkIndex)}, load ${s.loadStart.toFixed(2)} → ${s.loadEnd.toFixed(2)}${notes.length ? `; ${notes.join('; ')}` : ''})`;
      });
      out(`- \`${page.name}\` ${app}: ${text.join(', ')}.`);
      if (app === 'Roomly' && result.failing.length) {
        out(`  Audits not passed in some run: ${result.failing.join(', ')}.`);
      }
    }
  }
  out();
  out(
    `Runs taken again because they were under load: ${rerun} of ${all} (at most ${MAX_RERUNS} reruns each); kept although still under load: ${stillLoaded}.`,
  );
  out();
  for (const page of lh) {
    const checks = checksOf(page);
    const unchecked = checks.some(([, , pass]) => pass === undefined)
      ? ' (RoomRush not measured)'
      : '';
    budgets.push(
      `- P2 \`${page.name}\`: ${checks.map(([, text]) => text).join(', ')}: ${verdict(checks)}${unchecked}.`,
    );
  }
}
if (repeat) {
  out(
    `**P2, repeat visits** (issue 45: the figure to beat once a service worker serves them): each page visited first (Lighthouse, storage reset), then once more to let a service worker install (waiting up to ${WORKER_WAIT_MS / 1000} s for one to be active), then again (Lighthouse, storage kept), in one Chrome profile; median of ${RUNS} rounds. Lighthouse's mobile throttling **applied**, not simulated, for both visits: the simulation counts every response a service worker gives as a network fetch (only disk-cache hits as nearly free), so it would hide what the worker saves. The first-visit figures here are therefore the same rounds' under the same throttling, not P2's above.`,
  );
  out();
  for (const line of repeatVisitTable(repeat)) out(line);
  out();
  for (const line of repeatRunNotes(repeat)) out(line);
  out();
  out(
    "Requests are counted as service worker / HTTP cache / network, from the page's side (what the worker itself fetched is not seen). There is no budget for repeat visits yet: these medians are the figure to beat.",
  );
  out();
}
if (small && large) {
  out(
    `**P3. \`GET /posts?limit=${LIMIT}\`** through the Hosting emulator (rewrite, function, Firestore emulator), p50 at 100 → 5,000 listings`,
  );
  out();
  out(
    `| query | end to end | ratio (≤ 1.3) | of which the Firestore emulator's query | the rest (Hosting, function, API) | ratio | most documents one request read (≤ ${LIMIT + 1}) | \`GET /posts/count\` end to end (its count() alone; matches) |`,
  );
  out('|---|---|---|---|---|---|---|---|');
  const arrow = (a, b) => `${a.toFixed(1)} → ${b.toFixed(1)} ms`;
  const ratios = [];
  const restRatios = [];
  let maxReads = 0;
  for (const [query, s] of Object.entries(small.queries)) {
    const l = large.queries[query];
    ratios.push(l.p50 / s.p50);
    restRatios.push(l.outsideP50 / s.outsideP50);
    maxReads = Math.max(maxReads, s.maxReads, l.maxReads);
    // The count with the same filters (none for "My listings" and the cursor).
    const counted =
      s.countP50 === undefined
        ? '—'
        : `${arrow(s.countP50, l.countP50)} (${arrow(s.countFirestoreP50, l.countFirestoreP50)}; ${s.matches} → ${l.matches})`;
    out(
      `| \`${query}\` | ${arrow(s.p50, l.p50)} | ${(l.p50 / s.p50).toFixed(2)} | ${arrow(s.firestoreP50, l.firestoreP50)} | ${arrow(s.outsideP50, l.outsideP50)} | ${(l.outsideP50 / s.outsideP50).toFixed(2)} | ${s.maxReads} / ${l.maxReads} | ${counted} |`,
    );
  }
  out(
    `| control: the Firestore emulator alone, \`posts\` by id, limit 21 | | | ${arrow(small.control, large.control)} (${(large.control / small.control).toFixed(2)}×) | | | | |`,
  );
  out();
  out(
    "The count column (browse's exact '{n} listings found') is not part of P3's budget: a `count()` walks the index entries of every match, so it grows with the matches (Firestore bills one read per 1,000), not with the page size.",
  );
  out();
  const within = ratios.filter((r) => r <= 1.3).length;
  const restWithin = restRatios.filter((r) => r <= 1.3).length;
  budgets.push(
    `- P3 end-to-end p50 ratio ≤ 1.3: ${within} of ${ratios.length} queries: ${ok(within === ratios.length)}; the API's own part (end to end minus the Firestore emulator's query): ${restWithin} of ${restRatios.length}; at most ${maxReads} documents read per request (≤ ${LIMIT + 1}): ${ok(maxReads <= LIMIT + 1)}.`,
  );
}
if (nearSmall && nearLarge) {
  out(
    `**P3, near searches. \`GET /posts?limit=${LIMIT}&near=…\`** (one query per covering geohash cell, merged: [Places](places.md#near-searches)), p50 at 100 → 5,000 listings`,
  );
  out();
  out(
    `| query | end to end | of which Firestore | most documents one request read (its bound) | \`GET /posts/count\` end to end (matches) |`,
  );
  out('|---|---|---|---|---|');
  const arrow = (a, b) => `${a.toFixed(1)} → ${b.toFixed(1)} ms`;
  let nearReads = 0;
  let nearestReads = 0;
  for (const [query, s] of Object.entries(nearSmall)) {
    const l = nearLarge[query];
    const most = Math.max(s.maxReads, l.maxReads);
    if (nearReadBound(query) === NEAR_READ_BOUND) nearReads = Math.max(nearReads, most);
    else nearestReads = Math.max(nearestReads, most);
    out(
      `| \`${decodeURIComponent(query)}\` | ${arrow(s.p50, l.p50)} | ${arrow(s.firestoreP50, l.firestoreP50)} | ${s.maxReads} / ${l.maxReads} (≤ ${nearReadBound(query)}) | ${arrow(s.countP50, l.countP50)} (${s.matches} → ${l.matches}) |`,
    );
  }
  out();
  budgets.push(
    `- P3 near searches: at most ${nearReads} documents read per request (≤ ${NEAR_READ_BOUND}, 3 rounds × 9 cells × ${LIMIT + 1}): ${ok(nearReads <= NEAR_READ_BOUND)}; nearest first, at most ${nearestReads} (≤ ${NEAREST_READ_BOUND}): ${ok(nearestReads <= NEAREST_READ_BOUND)}.`,
  );
}
if (seekersSmall && seekersLarge) {
  out(
    `**P3, Room wanted. \`GET /seeker-ads?limit=${LIMIT}\`** through the Hosting emulator, p50 at 100 → 5,000 ads`,
  );
  out();
  out(
    `| query | end to end | ratio | most documents one request read (≤ ${LIMIT + 1}) | \`GET /seeker-ads/count\` end to end (matches) |`,
  );
  out('|---|---|---|---|---|');
  let seekerReads = 0;
  for (const [query, s] of Object.entries(seekersSmall)) {
    const l = seekersLarge[query];
    seekerReads = Math.max(seekerReads, s.maxReads, l.maxReads);
    out(
      `| \`${query}\` | ${s.p50.toFixed(1)} → ${l.p50.toFixed(1)} ms | ${(l.p50 / s.p50).toFixed(2)} | ${s.maxReads} / ${l.maxReads} | ${s.countP50.toFixed(1)} → ${l.countP50.toFixed(1)} ms (${s.matches} → ${l.matches}) |`,
    );
  }
  out();
  budgets.push(
    `- P3 Room wanted: at most ${seekerReads} documents read per request (≤ ${LIMIT + 1}): ${ok(seekerReads <= LIMIT + 1)}.`,
  );
}
if (cold) {
  out('**P4. Function cold start** (fresh Node process, median of 5)');
  out();
  out(
    '| module import | module load → first response (`GET /posts?limit=20`) | at import: sockets opened, Firestore/gRPC/Express modules loaded | |',
  );
  out('|---|---|---|---|');
  const quietImport = cold.socketsAtImport === 0 && cold.heavyAtImport.length === 0;
  out(
    `| ${ms(cold.importMs)} (${cold.modulesAtImport} modules) | ${ms(cold.firstResponseMs)} (status ${cold.status}) | ${cold.socketsAtImport}, ${cold.heavyAtImport.join(', ') || 'none'} | ${ok(quietImport)} |`,
  );
  out();
  budgets.push(`- P4 no Firestore or network work at import: ${ok(quietImport)}.`);
}
if (load) {
  const n = (x) => x.toLocaleString('en-US');
  out(
    `**P5. Load**: ${n(LOAD.requests)} mixed requests, ${LOAD.concurrency} at a time, through the Hosting emulator (rewrite, function, Firestore emulator), ${LOAD.listings} demo listings, visitors and ${LOAD.members} verified members (one request in flight each) reading, liking and posting`,
  );
  out();
  out('| kind | requests | errors | 429 | p50 | p95 | p99 |');
  out('|---|---|---|---|---|---|---|');
  const row = (label, k) =>
    out(
      `| ${label} | ${n(k.count)} | ${k.errors} | ${k.tooMany} | ${ms(k.p50)} | ${ms(k.p95)} | ${ms(k.p99)} |`,
    );
  for (const [kind, k] of Object.entries(load.kinds)) row(KIND_LABELS[kind], k);
  row('**all**', load.all);
  out();
  out(
    `Throughput: ${load.throughput.toFixed(0)} requests/s (${n(load.all.count)} in ${(load.wallMs / 1000).toFixed(1)} s, after an uncounted warm-up). Listings whose like count differs from their like documents afterwards: ${load.likeMismatches}. The Functions emulator serves one request per worker process, so this runs ${LOAD.concurrency} Node processes on the machine's cores (a deployed instance serves 40 at once): the latencies measure the emulator under load, not production.`,
  );
  for (const sample of load.errorSamples) out(`- error: ${sample}`);
  out();
  budgets.push(
    `- P5 ${n(load.all.count)} requests at ${LOAD.concurrency} concurrent: ${load.all.errors} errors (target 0), ${load.all.tooMany} answered 429 (intended when over a limit), like counts consistent: ${ok(load.all.errors === 0 && load.likeMismatches === 0)}.`,
  );
}
if (photos) {
  out(
    `**P6. Photos** through the Hosting emulator (rewrite, function, Firestore emulator): an upload, \`POST /photos\` with a JPEG made with sharp (p50 of ${UPLOAD_RUNS} after an uncounted first upload), processed into 6 files and stored; then a demo photo's \`${photos.fetches.file}\` (${photos.fetches.kb.toFixed(1)} KB), p50 over ${photos.fetches.count} photos`,
  );
  out();
  out('| upload | JPEG | p50 | fastest – slowest |');
  out('|---|---|---|---|');
  for (const u of photos.uploads) {
    out(
      `| ${u.name} (${u.width} × ${u.height}) | ${u.mb.toFixed(2)} MB | ${ms(u.p50)} | ${ms(u.min)} – ${ms(u.max)} |`,
    );
  }
  out();
  out('| fetch | p50 |');
  out('|---|---|');
  out(
    `| first: the function reads the file from Firestore (200, \`${photos.fetches.cacheControl}\`) | ${ms(photos.fetches.firstP50)} |`,
  );
  out(
    `| cached: again with its ETag in \`If-None-Match\` (304, no body) | ${ms(photos.fetches.cachedP50)} |`,
  );
  out();
  out(
    "The emulator's Hosting has no CDN, so both reach the function. Deployed, Hosting's CDN keeps each public file for a year (`immutable`): after its first fetch at an edge location, a request there is answered by the CDN without the function or Firestore, and a browser that has it never asks again; a 304 comes from the function only when the CDN doesn't have the file.",
  );
  out();
}
if (budgets.length) {
  out('**Budgets**');
  out();
  for (const line of budgets) out(line);
  out();
}
out(`Measuring took ${Math.round((Date.now() - started) / 1000)} s.`);

// scripts/bench.mjs prints it and, after a full run, writes it into docs/performance.md.
mkdirSync(join(root, 'artifacts'), { recursive: true });
writeFileSync(join(root, 'artifacts', 'bench.md'), `${lines.join('\n')}\n`);
