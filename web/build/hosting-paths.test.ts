// The headers' path patterns against plain predicates, on many paths: the
// reference is what the Hosting emulator itself does (superstatic: a file of
// the served folder, else the first rewrite whose glob matches, by its own
// minimatch), and the patterns run in RE2, the engine Hosting matches them
// with (re2js, RE2's port to JavaScript: the native addon superstatic can load
// is not built, see docs/testing.md), and in JavaScript's `u` mode, what the
// Hosting emulator uses without that addon.
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { RE2JS } from 're2js';
import { baseConfig, root } from '../../scripts/lib/firebase-config.mjs';
import {
  DOCUMENT_REWRITES,
  insideRegex,
  matchesRule,
  outsideRegex,
  pathClasses,
  pathKind,
  pathPatterns,
  SERVICE_WORKER,
  type PathClasses,
  type PathKind,
  type PublicEntry,
  type Rewrite,
} from './hosting-paths';

type Matcher = { test(text: string): boolean };
type Engine = (pattern: string) => Matcher;

// The emulator's own modules, resolved as superstatic resolves them.
const fromSuperstatic = createRequire(createRequire(import.meta.url).resolve('superstatic'));
const minimatch = fromSuperstatic('minimatch') as (path: string, glob: string) => boolean;
const engines: [string, Engine][] = [
  [
    'RE2',
    (pattern) => {
      const compiled = RE2JS.compile(pattern);
      // Searches, as `path.match(pattern)` does in superstatic.
      return { test: (text) => compiled.matcher(text).find() };
    },
  ],
  ['JavaScript', (pattern) => new RegExp(pattern, 'u')],
];

const rewrites = baseConfig.hosting.rewrites as Rewrite[];
/** The folder Hosting serves, as a build leaves it: the public folder, the assets, the page, the worker. */
const publicEntries: PublicEntry[] = [
  ...readdirSync(join(root, 'web', 'public'), { withFileTypes: true }).map((entry) => ({
    name: entry.name,
    directory: entry.isDirectory(),
  })),
  { name: 'assets', directory: true },
  { name: 'index.html', directory: false },
  { name: 'sw.js', directory: false },
  { name: '.vite', directory: true },
];
const classes = pathClasses(rewrites, publicEntries);
const patterns = pathPatterns(classes);

/** What the Hosting emulator answers `path` with (no dot-segments: its globs skip those). */
function served(path: string): PathKind {
  if (path.startsWith('/__/')) return 'reserved';
  // The worker's script is a file of the folder, as Hosting globs match it (`/sw.js`, `/sw.js/`).
  if (path === SERVICE_WORKER || path === `${SERVICE_WORKER}/`) return 'worker';
  if (classes.files.some((rule) => matchesRule(path, rule))) return 'file';
  const rewrite = rewrites.find((r) => minimatch(path, r.source!));
  if (!rewrite) throw new Error(`No rewrite matches ${path}`);
  return 'function' in rewrite && !DOCUMENT_REWRITES.includes(rewrite.source!) ? 'api' : 'document';
}

/** Every segment the rules name, every prefix of one, and one a letter longer. */
function segmentsOf(classes: PathClasses): string[] {
  const named = [...classes.api, ...classes.files, ...classes.worker, ...classes.reserved].flatMap(
    ({ path }) => path.split('/').filter(Boolean),
  );
  const near = named.flatMap((segment) => [
    ...Array.from({ length: segment.length }, (_, i) => segment.slice(0, i + 1)),
    `${segment}x`,
    segment.toUpperCase(),
  ]);
  const other = [
    'browse-listings',
    'my-viewings',
    'details',
    'room-wanted',
    'mine',
    'index.html',
    'maya.lee@roomly.dev',
    'a%2Fb',
    'x.js',
    '%0A',
    '_',
  ];
  return [...new Set([...named, ...near, ...other])].sort();
}

/** mulberry32, seeded: a failure reproduces. */
function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
}

function samplePaths(): string[] {
  const segments = segmentsOf(classes);
  const pick = random(28);
  const paths = new Set<string>(['/']);
  for (const a of segments) {
    paths.add(`/${a}`);
    for (const b of segments) paths.add(`/${a}/${b}`);
  }
  for (let i = 0; i < 20_000; i++) {
    const length = 3 + pick(3);
    const parts = Array.from({ length }, () => segments[pick(segments.length)]);
    paths.add(`/${parts.join('/')}`);
  }
  return [...paths].flatMap((path) => (path === '/' ? [path] : [path, `${path}/`]));
}

describe('the headers path patterns', () => {
  it.each([
    ['/', 'document'],
    ['/index.html', 'document'],
    ['/browse-listings', 'document'],
    ['/moderation', 'document'],
    ['/my-viewings', 'document'],
    ['/details/demo-0001', 'document'],
    ['/room-wanted', 'document'],
    ['/room-wanted/demo-ad-0001', 'document'],
    ['/room-wanted/mine', 'document'],
    ['/room-wanted/demo-ad-0001/edit', 'document'],
    ['/no/such/page', 'document'],
    ['/wp-login.php', 'document'],
    ['/moderation/posts', 'document'],
    ['/postsx', 'document'],
    ['/assets', 'document'],
    ['/assets/app-B-UNmA7b.js', 'file'],
    ['/assets/no-such-chunk.js', 'file'],
    ['/images/listings/sunny-bedroom-480.avif', 'file'],
    ['/favicon.svg', 'file'],
    ['/sw.js', 'worker'],
    ['/sw.jsx', 'document'],
    ['/sw.js/x', 'document'],
    ['/sw', 'document'],
    ['/assets/sw.js', 'file'],
    ['/posts', 'api'],
    ['/posts/abc/likes', 'api'],
    ['/users/maya.lee@roomly.dev', 'api'],
    ['/moderation/reports', 'api'],
    ['/moderation/posts/abc/restore', 'api'],
    ['/viewings/abc/calendar.ics', 'api'],
    ['/mail/unsubscribe', 'api'],
    ['/__/auth/handler', 'reserved'],
  ] as const)('when %s is requested, then it is a %s', (path, kind) => {
    expect(served(path)).toBe(kind);
    expect(pathKind(path, classes)).toBe(kind);
  });

  const paths = samplePaths();
  const expected = new Map(paths.map((path) => [path, served(path)]));

  it('when many paths are sampled, then the plain predicate agrees with the emulator on each', () => {
    expect(paths.length).toBeGreaterThan(50_000);
    const kinds = new Set(expected.values());
    expect(kinds).toEqual(new Set(['document', 'file', 'worker', 'api', 'reserved']));
    const wrong = paths.filter((path) => pathKind(path, classes) !== expected.get(path));
    expect(wrong).toEqual([]);
  });

  it.each(engines)(
    'when the patterns run in %s, then documents, and only they, match the documents pattern, static paths the static one, and the worker the worker one',
    (_engine, compile) => {
      const documents = compile(patterns.documents);
      const files = compile(patterns.files);
      const worker = compile(patterns.worker);
      const wrong = paths.filter((path) => {
        const kind = expected.get(path);
        return (
          documents.test(path) !== (kind === 'document') ||
          files.test(path) !== (kind === 'file') ||
          worker.test(path) !== (kind === 'worker')
        );
      });
      expect(wrong).toEqual([]);
    },
  );

  it('when a path Hosting decodes holds a newline, then it is classified as without one', () => {
    for (const [, compile] of engines) {
      const documents = compile(patterns.documents);
      expect(documents.test('/browse\n')).toBe(true);
      expect(documents.test('/\nposts')).toBe(true);
      expect(documents.test('/posts/\n')).toBe(false);
      expect(compile(patterns.files).test('/assets/\n')).toBe(true);
    }
  });

  it('when the patterns are read, then they are RE2 (no lookaround or backreference) and anchored at both ends', () => {
    for (const pattern of [patterns.documents, patterns.files, patterns.worker]) {
      expect(pattern).not.toMatch(/\(\?[=!<]|\\[1-9]/);
      // A match is then a full match, whichever of the two Hosting looks for.
      expect(pattern).toMatch(/^\^[\s\S]*\$$/);
    }
  });
});

describe('deriving the paths', () => {
  it('when the rules are small, then the complement reads as the paths they leave out', () => {
    const rules = [
      { path: '/ab', below: true },
      { path: '/ab', below: false },
      { path: '/c', below: false },
    ];
    const outside = new RegExp(outsideRegex(rules), 'u');
    const inside = new RegExp(insideRegex(rules), 'u');
    const cases = ['/', '/a', '/ab', '/ab/', '/ab/x', '/abc', '/c', '/c/', '/c/x', '/cd', '/d'];
    for (const path of cases) {
      const covered = rules.some((rule) => matchesRule(path, rule));
      expect([path, outside.test(path)]).toEqual([path, !covered]);
      expect([path, inside.test(path)]).toEqual([path, covered]);
    }
  });

  it('when the built folder has the service worker or not yet, then /sw.js is the worker and never a static file', () => {
    const last = { source: '**', destination: '/index.html' };
    const details = { source: '/details/**', function: { functionId: 'api' } };
    const roomWanted = { source: '/room-wanted/*', function: { functionId: 'api' } };
    const built = [
      { name: 'assets', directory: true },
      { name: 'favicon.svg', directory: false },
    ];
    for (const entries of [built, [...built, { name: 'sw.js', directory: false }]]) {
      const derived = pathClasses([details, roomWanted, last], entries);
      expect(derived.worker).toEqual([{ path: SERVICE_WORKER, below: false }]);
      expect(derived.files).toEqual([
        { path: '/assets', below: true },
        { path: '/favicon.svg', below: false },
      ]);
      expect(pathKind('/sw.js', derived)).toBe('worker');
    }
  });

  it('when firebase.json has a rewrite the derivation does not understand, then the build stops and says so', () => {
    const api = { function: { functionId: 'api' } };
    const last = { source: '**', destination: '/index.html' };
    expect(() => pathClasses([{ source: '/p/*/x', ...api }, last], [])).toThrow(/\/p\/\*\/x/);
    expect(() => pathClasses([{ regex: '^/p', ...api }, last], [])).toThrow(/only function/);
    expect(() => pathClasses([{ source: '/old', destination: '/a.html' }, last], [])).toThrow(
      /only function/,
    );
    expect(() =>
      pathClasses([{ source: '/old/**', destination: '/index.html' }, last], []),
    ).toThrow(/only function/);
    expect(() => pathClasses([{ source: '/a/*', destination: '/index.html' }, last], [])).toThrow(
      /\/a\/\*/,
    );
    expect(() => pathClasses([{ source: '/details/**', ...api }], [])).toThrow(/last rewrite/);
    expect(() => pathClasses([{ source: '/posts', ...api }, last], [])).toThrow(
      /DOCUMENT_REWRITES names \/details\/\*\*/,
    );
  });
});
