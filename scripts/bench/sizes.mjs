// P1: what index.html makes the browser download, what each route adds on top
// of it, and what the home page fetches after its first paint; gzip-compressed.
// Read from the build's manifest (web/vite.config.ts sets `manifest: true`).
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

const jsKB = (manifest, keys) => keys.reduce((total, k) => total + gzipKB(manifest[k].file), 0);
const cssKB = (manifest, keys) =>
  [...new Set(keys.flatMap((k) => manifest[k].css ?? []))].reduce((t, f) => t + gzipKB(f), 0);

const ROUTE = /src\/app\/routes\/(.+)\.tsx$/;
/** Loaded with the first page whatever it is (app/layout/app-layout.tsx imports it at start). */
const THEME_SCOPE = 'src/app/theme/mui-theme-scope.tsx';

/**
 * What the first load of / costs before any route code: index.html itself, and
 * the scripts and modulepreloads it names (its loader requests exactly these,
 * after the first paint; web/build/defer-app-script.ts).
 */
export function firstLoad() {
  const manifest = readManifest();
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const keys = [...closure(manifest, entryKey)];
  const missing = keys.filter((k) => !html.includes(`/${manifest[k].file}`));
  if (missing.length) {
    throw new Error(`index.html does not load ${missing.map((k) => manifest[k].file).join(', ')}`);
  }
  const inlineCss = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  return {
    htmlKB: gzipKB('index.html'),
    inlineCssKB: gzipSync(inlineCss, { level: 9 }).length / 1024,
    jsKB: jsKB(manifest, keys),
    cssKB: cssKB(manifest, keys),
    jsFiles: keys.map((k) => manifest[k].file),
  };
}

/**
 * Extra JS and CSS (gzip KB) each route loads beyond the entry's graph: its
 * own chunk and static imports, plus Material UI's theme scope, which every
 * page loads with it.
 */
export function routeChunks() {
  const manifest = readManifest();
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const entryGraph = closure(manifest, entryKey);
  const themeGraph = manifest[THEME_SCOPE] ? closure(manifest, THEME_SCOPE) : new Set();
  const rows = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    const match = key.match(ROUTE);
    if (!match || !chunk.isDynamicEntry) continue;
    const extra = [...closure(manifest, key, new Set(themeGraph))].filter(
      (k) => !entryGraph.has(k),
    );
    rows.push({ route: match[1], jsKB: jsKB(manifest, extra), cssKB: cssKB(manifest, extra) });
  }
  return rows.sort((a, b) => a.route.localeCompare(b.route));
}

/**
 * What the home page may still fetch after its first paint, beyond the entry,
 * the theme scope and its route: every other dynamic import reachable from
 * those (the Firebase Auth SDK, the toasts, the typewriter, the carousel's
 * Swiper, and the account menu or error view when needed), each with what it
 * adds that earlier rows did not. Other routes load on navigation, not here.
 */
export function homeLater() {
  const manifest = readManifest();
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const loaded = new Set([
    ...closure(manifest, entryKey),
    ...(manifest[THEME_SCOPE] ? closure(manifest, THEME_SCOPE) : []),
    ...closure(manifest, 'src/app/routes/home.tsx'),
  ]);
  const rows = [];
  const queue = [...loaded];
  const visited = new Set(loaded);
  while (queue.length) {
    const key = queue.shift();
    for (const dyn of manifest[key].dynamicImports ?? []) {
      if (visited.has(dyn) || ROUTE.test(dyn) || dyn === THEME_SCOPE) continue;
      visited.add(dyn);
      const extra = [...closure(manifest, dyn)].filter((k) => !loaded.has(k));
      for (const k of extra) loaded.add(k); // each chunk counted once
      rows.push({
        module: dyn.replace(/^.*node_modules\//, '').replace(/^src\//, ''),
        jsKB: jsKB(manifest, extra),
        cssKB: cssKB(manifest, extra),
      });
      queue.push(dyn);
    }
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const first = firstLoad();
  console.log(
    `First load of /: HTML ${first.htmlKB.toFixed(1)} KB (inline CSS ${first.inlineCssKB.toFixed(1)} KB), JS ${first.jsKB.toFixed(1)} KB gzip, CSS ${first.cssKB.toFixed(1)} KB gzip`,
  );
  for (const r of routeChunks())
    console.log(
      `  ${r.route.padEnd(24)} +${r.jsKB.toFixed(1)} KB JS  +${r.cssKB.toFixed(1)} KB CSS`,
    );
  console.log('Home page, after its first paint:');
  for (const r of homeLater())
    console.log(
      `  ${r.module.padEnd(50)} +${r.jsKB.toFixed(1)} KB JS  +${r.cssKB.toFixed(1)} KB CSS`,
    );
}
