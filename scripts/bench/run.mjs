// Runs inside `firebase emulators:exec` (see scripts/bench.mjs) and prints the table.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hostingUrl, projectId, root } from '../lib/emulator-env.mjs';
import { measureLatency } from './api-latency.mjs';
import { coldStart } from './cold-start.mjs';
import { lighthouseMedians } from './lighthouse.mjs';
import { firstLoad, routeChunks } from './sizes.mjs';
import { seed } from '../seed.mjs';

const started = Date.now();
const kb = (n) => `${n.toFixed(1)} KB`;
const ms = (n) => `${Math.round(n)} ms`;

async function resetFirestore() {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  const res = await fetch(
    `http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  if (!res.ok) throw new Error(`Could not clear Firestore: ${res.status}`);
}

// P1
const first = firstLoad();
const routes = routeChunks();
const home = routes.find((r) => r.route === 'home');

// P3 at 100 then 5,000 listings
await resetFirestore();
await seed({ posts: 100, quiet: true });
const small = await measureLatency();
await resetFirestore();
await seed({ posts: 5000, quiet: true });
const large = await measureLatency();

// P4
const cold = coldStart();

// P2 with the demo data (the 5,000 listings are still there: worst case for the pages)
await resetFirestore();
await seed({ quiet: true });
const lh = await lighthouseMedians([`${hostingUrl}/`, `${hostingUrl}/browse-listings`]);

const lines = [];
lines.push(
  `Roomly benchmark — ${new Date().toISOString().slice(0, 10)} — Node ${process.version}, ${(await import('node:os')).cpus().length} cores`,
);
lines.push('');
lines.push('P1 First load of / (gzip)');
lines.push(`| what | HTML | JS | CSS | budget |`);
lines.push(`|---|---|---|---|---|`);
lines.push(
  `| index.html and the entry with its imports | ${kb(first.htmlKB)} | ${kb(first.jsKB)} | ${kb(first.cssKB)} | JS ≤ 150 KB, CSS ≤ 20 KB |`,
);
if (home)
  lines.push(
    `| / including the home route chunk | | ${kb(first.jsKB + home.jsKB)} | ${kb(first.cssKB + home.cssKB)} | |`,
  );
lines.push('');
lines.push('Per-route chunks (loaded on navigation, beyond the entry)');
lines.push(`| route | JS | CSS |`);
lines.push(`|---|---|---|`);
for (const r of routes) lines.push(`| ${r.route} | ${kb(r.jsKB)} | ${kb(r.cssKB)} |`);
lines.push('');
lines.push('P2 Lighthouse 12, mobile defaults, median of 3');
lines.push('| page | perf | a11y | best practices | FCP | LCP | TBT | CLS | bytes |');
lines.push('|---|---|---|---|---|---|---|---|---|');
for (const r of lh) {
  lines.push(
    `| ${new URL(r.url).pathname} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${ms(r.fcp)} | ${ms(r.lcp)} | ${ms(r.tbt)} | ${r.cls.toFixed(3)} | ${kb(r.bytes / 1024)} |`,
  );
}
for (const r of lh)
  if (r.failing.length)
    lines.push(`  ${new URL(r.url).pathname} failing audits: ${r.failing.join(', ')}`);
lines.push('');
lines.push('P3 GET /posts?limit=20 through the Hosting emulator, p50 at 100 → 5,000 listings');
lines.push(
  '| query | end to end | ratio (≤ 1.3) | Firestore emulator query | API without the query | ratio | reads (≤ 21) |',
);
lines.push('|---|---|---|---|---|---|---|');
const arrow = (a, b) => `${a.toFixed(1)} → ${b.toFixed(1)} ms`;
for (const [query, s] of Object.entries(small)) {
  const l = large[query];
  lines.push(
    `| \`${query}\` | ${arrow(s.p50, l.p50)} | ${(l.p50 / s.p50).toFixed(2)} | ${arrow(s.firestoreP50, l.firestoreP50)} | ${arrow(s.outsideP50, l.outsideP50)} | ${(l.outsideP50 / s.outsideP50).toFixed(2)} | ${s.maxReads} / ${l.maxReads} |`,
  );
}
lines.push('');
lines.push('P4 Function cold start (fresh Node process, median of 5)');
lines.push(`| module import | module load → first response (GET /posts?limit=20) |`);
lines.push(`|---|---|`);
lines.push(`| ${ms(cold.importMs)} | ${ms(cold.firstResponseMs)} (status ${cold.status}) |`);
lines.push('');
lines.push(`Benchmark took ${Math.round((Date.now() - started) / 1000)} s.`);
console.log('\n' + lines.join('\n'));
// Kept for the README's Performance section.
mkdirSync(join(root, 'artifacts'), { recursive: true });
writeFileSync(join(root, 'artifacts', 'bench.md'), `${lines.join('\n')}\n`);
