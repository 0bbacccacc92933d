// P1: what index.html makes the browser download before first paint, and what
// each route adds on top of it, gzip-compressed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { webDist } from '../lib/emulator-env.mjs';

const gzipKB = (file) => gzipSync(readFileSync(join(webDist, file)), { level: 9 }).length / 1024;

const readManifest = () =>
  JSON.parse(readFileSync(join(webDist, '.vite', 'manifest.json'), 'utf8'));

/** A chunk and everything it imports statically (what loading it fetches). */
const closure = (manifest, key, seen = new Set()) => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, seen);
  return seen;
};

/**
 * index.html's own weight and the entry chunk with its static imports: what
 * the page loads (index.html's loader requests exactly these after first paint).
 */
export function firstLoad() {
  const manifest = readManifest();
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  if (!html.includes(manifest[entryKey].file)) {
    throw new Error(`index.html does not load the entry chunk ${manifest[entryKey].file}`);
  }
  const keys = [...closure(manifest, entryKey)];
  const js = keys.map((k) => manifest[k].file);
  const css = [...new Set(keys.flatMap((k) => manifest[k].css ?? []))];
  const sum = (files) => files.reduce((total, f) => total + gzipKB(f), 0);
  return {
    htmlKB: gzipKB('index.html'),
    jsKB: sum(js),
    cssKB: sum(css),
    jsFiles: js,
    cssFiles: css,
  };
}

/** Extra JS and CSS (gzip KB) each lazy route loads beyond the entry's own graph. */
export function routeChunks() {
  const manifest = readManifest();
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const entryGraph = closure(manifest, entryKey);
  const rows = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    const match = key.match(/src\/app\/routes\/(.+)\.tsx$/);
    if (!match || !chunk.isDynamicEntry) continue;
    const extra = [...closure(manifest, key)].filter((k) => !entryGraph.has(k));
    const js = extra.reduce((t, k) => t + gzipKB(manifest[k].file), 0);
    const css = extra.flatMap((k) => manifest[k].css ?? []).reduce((t, f) => t + gzipKB(f), 0);
    rows.push({ route: match[1], jsKB: js, cssKB: css });
  }
  return rows.sort((a, b) => a.route.localeCompare(b.route));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const first = firstLoad();
  console.log(
    `First load of /: HTML ${first.htmlKB.toFixed(1)} KB, JS ${first.jsKB.toFixed(1)} KB gzip, CSS ${first.cssKB.toFixed(1)} KB gzip`,
  );
  for (const r of routeChunks())
    console.log(
      `  ${r.route.padEnd(24)} +${r.jsKB.toFixed(1)} KB JS  +${r.cssKB.toFixed(1)} KB CSS`,
    );
}
