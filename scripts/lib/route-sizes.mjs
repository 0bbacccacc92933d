// What a web build makes the browser download, read from its manifest
// (web/vite.config.ts sets `manifest: true`): what index.html loads first, what
// each route adds on top of it, and what the home page fetches after its first
// paint. Pure: it reads only the build folder it is given, so the bench
// (scripts/bench/sizes.mjs), the size gate (scripts/size-gate.mjs) and their
// tests on a synthetic build all count the same way.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;

/** A lazy route's module in the manifest; its name is the route's. */
export const ROUTE = /src\/app\/routes\/(.+)\.tsx$/;
/** Loaded with the first page whatever it is (app/layout/app-layout.tsx imports it at start). */
export const THEME_SCOPE = 'src/app/theme/mui-theme-scope.tsx';

/**
 * One build's manifest and file sizes. Routes share most of their files, so
 * each file is read and compressed once (level 9: the same bytes give the
 * same size on every machine).
 */
function openBuild(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error(`${join(dist, '.vite', 'manifest.json')} has no entry`);
  const sizes = new Map();
  const size = (file) => {
    if (!sizes.has(file)) {
      const bytes = readFileSync(join(dist, file));
      sizes.set(file, {
        rawKB: bytes.length / KB,
        gzipKB: gzipSync(bytes, { level: 9 }).length / KB,
      });
    }
    return sizes.get(file);
  };
  const sum = (files, unit) => files.reduce((total, f) => total + size(f)[unit], 0);
  const jsFiles = (keys) => keys.map((k) => manifest[k].file);
  const cssFiles = (keys) => [...new Set(keys.flatMap((k) => manifest[k].css ?? []))];
  return {
    manifest,
    entryKey,
    gzipKB: (file) => size(file).gzipKB,
    jsKB: (keys, unit = 'gzipKB') => sum(jsFiles(keys), unit),
    cssKB: (keys) => sum(cssFiles(keys), 'gzipKB'),
    themeGraph: () => (manifest[THEME_SCOPE] ? closure(manifest, THEME_SCOPE) : new Set()),
  };
}

/** A chunk and everything it imports statically (what loading it fetches). */
export const closure = (manifest, key, seen = new Set()) => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, seen);
  return seen;
};

/** The lazy routes' manifest keys, by route name. */
const routeKeys = (manifest) =>
  Object.entries(manifest)
    .filter(([key, chunk]) => ROUTE.test(key) && chunk.isDynamicEntry)
    .map(([key]) => [key.match(ROUTE)[1], key])
    .sort(([a], [b]) => a.localeCompare(b));

/**
 * The entry's graph: the scripts and modulepreloads index.html names (its
 * loader requests exactly these, after the first paint;
 * web/build/defer-app-script.ts). Fails when the page doesn't name one, since
 * every count below starts from it.
 */
function entryGraph(build, dist) {
  const { manifest, entryKey } = build;
  const keys = closure(manifest, entryKey);
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const missing = [...keys].filter((k) => !html.includes(`/${manifest[k].file}`));
  if (missing.length) {
    throw new Error(`index.html does not load ${missing.map((k) => manifest[k].file).join(', ')}`);
  }
  return { keys, html };
}

/**
 * What the first load of / costs before any route code (gzip KB): index.html
 * itself, and the scripts and modulepreloads it names.
 */
export function firstLoad(dist) {
  const build = openBuild(dist);
  const { keys: entry, html } = entryGraph(build, dist);
  const keys = [...entry];
  const inlineCss = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  return {
    htmlKB: build.gzipKB('index.html'),
    inlineCssKB: gzipSync(inlineCss, { level: 9 }).length / KB,
    jsKB: build.jsKB(keys),
    cssKB: build.cssKB(keys),
    jsFiles: keys.map((k) => build.manifest[k].file),
  };
}

/**
 * Extra JS and CSS (gzip KB) each route loads beyond the entry's graph: its
 * own chunk and static imports, plus Material UI's theme scope, which every
 * page loads with it.
 */
export function routeChunks(dist) {
  const build = openBuild(dist);
  const entry = closure(build.manifest, build.entryKey);
  const theme = build.themeGraph();
  return routeKeys(build.manifest).map(([route, key]) => {
    const extra = [...closure(build.manifest, key, new Set(theme))].filter((k) => !entry.has(k));
    return { route, jsKB: build.jsKB(extra), cssKB: build.cssKB(extra) };
  });
}

/**
 * The JavaScript a first visit to each route downloads before it responds:
 * what index.html loads, the theme scope and the route's chunk with its static
 * imports, each file once; gzip and raw KB, and the files, sorted by route.
 */
export function routeFirstVisits(dist) {
  const build = openBuild(dist);
  const { keys: entry } = entryGraph(build, dist);
  const theme = build.themeGraph();
  return routeKeys(build.manifest).map(([route, key]) => {
    const keys = [...closure(build.manifest, key, new Set([...entry, ...theme]))];
    return {
      route,
      gzipKB: build.jsKB(keys, 'gzipKB'),
      rawKB: build.jsKB(keys, 'rawKB'),
      files: keys.map((k) => build.manifest[k].file),
    };
  });
}

/**
 * What the home page may still fetch after its first paint, beyond the entry,
 * the theme scope and its route: every other dynamic import reachable from
 * those (the Firebase Auth SDK, the toasts, the typewriter, the carousel's
 * Swiper, and the account menu or error view when needed), each with what it
 * adds that earlier rows did not. Other routes load on navigation, not here.
 */
export function homeLater(dist) {
  const build = openBuild(dist);
  const { manifest } = build;
  const loaded = new Set([
    ...closure(manifest, build.entryKey),
    ...build.themeGraph(),
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
        jsKB: build.jsKB(extra),
        cssKB: build.cssKB(extra),
      });
      queue.push(dyn);
    }
  }
  return rows;
}
