// Runs inside `firebase emulators:exec` (see scripts/bench.mjs): measures the
// four budgets of the performance issue and the load check of the security
// issue, and writes one table to artifacts/bench.md (scripts/bench.mjs prints
// it once the emulators stop). Arguments choose parts (default: all):
// sizes (P1), lighthouse (P2), latency (P3), cold-start (P4), load (P5).
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { buildDemoPosts } from '../lib/demo-data.mjs';
import { hostingUrl, projectId, root } from '../lib/emulator-env.mjs';
import { emulatorRest } from '../lib/emulator-rest.mjs';
import { seed } from '../seed.mjs';
import { measureLatency, measureSeekerLatency } from './api-latency.mjs';
import { coldStart } from './cold-start.mjs';
import { KIND_LABELS, LOAD, loadCheck } from './load.mjs';
import { chromiumVersion, lighthouseMedians } from './lighthouse.mjs';
import { parseParts } from './parts.mjs';
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
  // "Room wanted": its list at 100, then 5,000 seeker ads.
  progress('P3 seeker ads at 100 and 5,000');
  await resetFirestore();
  await seed({ posts: 30, seekerAds: 100, quiet: true });
  seekersSmall = await measureSeekerLatency();
  await resetFirestore();
  await seed({ posts: 30, seekerAds: 5000, quiet: true });
  seekersLarge = await measureSeekerLatency();
}

// P4 (a fresh Node process per run; talks to the emulators' Firestore)
let cold;
if (want('cold-start')) {
  progress('P4 function cold start');
  cold = coldStart();
}

// P2 with the demo data (what `npm start` shows)
let lh;
if (want('lighthouse')) {
  progress('P2 Lighthouse');
  await resetFirestore();
  await seed({ quiet: true });
  // A listing's details page too, which Hosting rewrites to the
  // function (share previews: the app shell with the listing's tags), as a
  // visitor opening a shared link sees it: an active demo listing with photos.
  const shared = buildDemoPosts().find((p) => p.status === 'active' && p.fields.photos?.length);
  lh = await lighthouseMedians([
    `${hostingUrl}/`,
    `${hostingUrl}/browse-listings`,
    `${hostingUrl}/room-wanted`,
    ...(shared ? [`${hostingUrl}/details/${shared.id}`] : []),
  ]);
}

// P5 on fresh demo data with more listings, after the rest (it leaves extra listings and likes)
let load;
if (want('load')) {
  progress('P5 load check');
  await resetFirestore();
  await seed({ posts: LOAD.listings, quiet: true });
  load = await loadCheck({
    // Active listings only: a paused, let or expired one refuses likes (409), as it should.
    listingIds: buildDemoPosts(LOAD.listings)
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
  out(
    `**P2. Lighthouse 12**, mobile defaults (simulated throttling), median of ${lh[0]?.runs.length} runs, demo data, Hosting emulator`,
  );
  out();
  out(
    '| page | performance | accessibility | best practices | FCP | LCP | TBT | CLS | bytes | of which script | |',
  );
  out('|---|---|---|---|---|---|---|---|---|---|---|');
  // The targets; the script budget is for an anonymous visitor of `/`.
  const SCRIPT_BUDGET_KIB = 170;
  const scriptPass = (r) =>
    new URL(r.url).pathname !== '/' || r.scriptBytes / 1024 <= SCRIPT_BUDGET_KIB;
  const pagePass = (r) =>
    r.performance >= 98 &&
    r.accessibility === 100 &&
    r.bestPractices === 100 &&
    r.tbt <= 100 &&
    r.cls < 0.05 &&
    scriptPass(r);
  for (const r of lh) {
    out(
      `| ${new URL(r.url).pathname} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${ms(r.fcp)} | ${ms(r.lcp)} | ${ms(r.tbt)} | ${r.cls.toFixed(3)} | ${kb(r.bytes / 1024)} | ${kb(r.scriptBytes / 1024)} | ${ok(pagePass(r))} |`,
    );
  }
  out();
  for (const r of lh) {
    const runs = r.runs
      .map((s) => `${s.performance} (TBT ${ms(s.tbt)}, load ${s.load.toFixed(1)})`)
      .join(', ');
    out(`- ${new URL(r.url).pathname} runs: ${runs}.`);
    if (r.failing.length) out(`  Audits not passed in some run: ${r.failing.join(', ')}.`);
  }
  out();
  for (const r of lh) {
    const script =
      new URL(r.url).pathname === '/'
        ? `, script ${kb(r.scriptBytes / 1024)} ≤ ${SCRIPT_BUDGET_KIB} KB`
        : '';
    budgets.push(
      `- P2 ${new URL(r.url).pathname}: performance ${r.performance} ≥ 98, accessibility ${r.accessibility} = 100, best practices ${r.bestPractices} = 100, TBT ${ms(r.tbt)} ≤ 100 ms, CLS ${r.cls.toFixed(3)} < 0.05${script}: ${ok(pagePass(r))}.`,
    );
  }
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
out('**Budgets**');
out();
for (const line of budgets) out(line);
out();
out(`Measuring took ${Math.round((Date.now() - started) / 1000)} s.`);

// scripts/bench.mjs prints it and, after a full run, writes it into docs/performance.md.
mkdirSync(join(root, 'artifacts'), { recursive: true });
writeFileSync(join(root, 'artifacts', 'bench.md'), `${lines.join('\n')}\n`);
