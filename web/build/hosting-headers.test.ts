import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { baseConfig, readBuild, root, withBuild } from '../../scripts/lib/firebase-config.mjs';
import { type HeaderEntry, inlineScripts, scriptHash } from './csp';
import { headersPath, writeHostingHeaders } from './hosting-headers';
import type { Rewrite } from './hosting-paths';

const html =
  '<html><head><script>theme();</script></head><body><script>load();</script></body></html>';
const env = {
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-roomly.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-roomly',
  VITE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9399',
  VITE_FIRESTORE_EMULATOR_URL: 'http://127.0.0.1:8380',
};

const rewrites = baseConfig.hosting.rewrites as Rewrite[];

let dir: string;
let outDir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hosting-headers-'));
  // A built folder as Vite leaves it: the page, the hashed assets, the public
  // folder's files, the manifest (hidden: Hosting never deploys it).
  outDir = join(dir, 'web-dist');
  for (const folder of ['assets', 'images/listings', '.vite']) {
    mkdirSync(join(outDir, folder), { recursive: true });
  }
  for (const file of ['index.html', 'favicon.svg', 'assets/app-1a2b3c.js', '.vite/manifest.json']) {
    writeFileSync(join(outDir, file), '');
  }
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const header = (entry: HeaderEntry | undefined, key: string) =>
  entry?.headers.find((h) => h.key === key)?.value;
const regexOf = (entry: HeaderEntry) => ('regex' in entry ? entry.regex : undefined);
/** The entries whose pattern matches `path` (a regex entry, or the `**` glob). */
const entriesFor = (entries: HeaderEntry[], path: string) =>
  entries.filter((entry) =>
    'regex' in entry ? new RegExp(entry.regex, 'u').test(path) : entry.source === '**',
  );

describe('writeHostingHeaders', () => {
  it('when a build is written, then its headers and what it was built for land beside the output, and nothing else in the repository changes', () => {
    const firebaseJson = readFileSync(join(root, 'firebase.json'), 'utf8');
    const result = writeHostingHeaders({ html, env, mode: 'emulator', outDir, rewrites });
    expect(result.file).toBe(headersPath(outDir));
    expect(readdirSync(dir).sort()).toEqual(['web-dist', 'web-dist.hosting-headers.json']);
    const written = readBuild(outDir)!;
    expect(written.build).toEqual({
      mode: 'emulator',
      projectId: 'demo-roomly',
      emulators: ['http://127.0.0.1:9399', 'http://127.0.0.1:8380'],
    });
    expect(written.rewrites).toEqual(rewrites);
    const [every, files, worker, documents] = written.entries;
    expect(every).toEqual({
      source: '**',
      headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }],
    });
    expect(files).toEqual({
      regex: expect.any(String),
      headers: [{ key: 'Content-Security-Policy', value: "default-src 'none'" }],
    });
    expect(worker).toEqual({
      regex: expect.any(String),
      headers: [
        { key: 'Content-Security-Policy', value: "default-src 'none'; connect-src 'self'" },
      ],
    });
    expect(written.entries).toHaveLength(4);
    const policy = header(documents, 'Content-Security-Policy')!;
    for (const script of inlineScripts(html)) expect(policy).toContain(scriptHash(script));
    expect(policy).toContain('http://127.0.0.1:9399');
    expect(header(documents, 'X-Frame-Options')).toBe('DENY');
    expect(readFileSync(join(root, 'firebase.json'), 'utf8')).toBe(firebaseJson);
  });

  it("when the paths are derived from the built folder, then its files and folders are static, its page and hidden files aren't", () => {
    const { entries } = writeHostingHeaders({ html, env, mode: 'emulator', outDir, rewrites });
    const policyOf = (path: string) =>
      entriesFor(entries, path)
        .map((entry) => header(entry, 'Content-Security-Policy'))
        .filter(Boolean);
    for (const path of ['/assets/app-1a2b3c.js', '/images/listings/a.avif', '/favicon.svg']) {
      expect(policyOf(path)).toEqual(["default-src 'none'"]);
    }
    for (const path of ['/', '/index.html', '/browse-listings', '/details/x', '/.vite/x']) {
      expect(policyOf(path)).toEqual([expect.stringContaining("script-src 'self' 'sha256-")]);
    }
    expect(policyOf('/posts/abc')).toEqual([]);
    // Each pattern is an RE2 one: the emulator and Hosting read it the same.
    for (const entry of entries) {
      const regex = regexOf(entry);
      if (regex) expect(regex).not.toMatch(/\(\?[=!<]|\\[1-9]/);
    }
  });

  it("when /sw.js is requested, then it gets the worker's policy only, whether or not the build has its script yet", () => {
    for (const withWorker of [false, true]) {
      if (withWorker) writeFileSync(join(outDir, 'sw.js'), '');
      const { entries } = writeHostingHeaders({ html, env, mode: 'emulator', outDir, rewrites });
      const policyOf = (path: string) =>
        entriesFor(entries, path)
          .map((entry) => header(entry, 'Content-Security-Policy'))
          .filter(Boolean);
      expect(policyOf('/sw.js')).toEqual(["default-src 'none'; connect-src 'self'"]);
      expect(policyOf('/sw.jsx')).toEqual([expect.stringContaining("script-src 'self' 'sha256-")]);
      expect(policyOf('/assets/sw.js')).toEqual(["default-src 'none'"]);
    }
  });

  it('when nothing changed since the last build, then the file is not rewritten', () => {
    const options = { html, env, mode: 'emulator', outDir, rewrites };
    const { file } = writeHostingHeaders(options);
    const written = statSync(file).mtimeMs;
    expect(writeHostingHeaders(options).changed).toBe(false);
    expect(statSync(file).mtimeMs).toBe(written);
    expect(writeHostingHeaders({ ...options, html: '<script>other();</script>' }).changed).toBe(
      true,
    );
  });
});

describe('the config the emulators and the deploy use', () => {
  it("when a build's headers are merged into firebase.json, then the copy serves that build with them after its own cache headers", () => {
    writeHostingHeaders({ html, env, mode: 'emulator', outDir, rewrites });
    const build = readBuild(outDir)!;
    const merged = withBuild(baseConfig, 'some/dir', build);
    expect(merged.hosting.public).toBe('some/dir');
    expect(merged.hosting.headers).toEqual([...baseConfig.hosting.headers!, ...build.entries]);
    // The tracked config itself has no generated entry, and the merge leaves it alone.
    expect(baseConfig.hosting.headers!.map((h) => ('source' in h ? h.source : h.regex))).toEqual([
      '/assets/**',
      '/images/**',
      '/favicon.svg',
      '/icons/**',
      '/manifest.webmanifest',
      '/sw.js',
    ]);
    // The worker's script is revalidated on every update check: a release is found at once.
    const worker = baseConfig.hosting.headers!.find((h) => 'source' in h && h.source === '/sw.js');
    expect(worker?.headers).toEqual([{ key: 'Cache-Control', value: 'no-cache' }]);
    expect(baseConfig.hosting.public).toBe('web/dist');
  });

  it('when an entry for the same pattern is already there, then only that one is replaced', () => {
    const old = { source: '**', headers: [] };
    const config = { ...baseConfig, hosting: { ...baseConfig.hosting, headers: [old] } };
    writeHostingHeaders({ html, env, mode: 'emulator', outDir, rewrites });
    const build = readBuild(outDir)!;
    expect(withBuild(config, 'web/dist', build).hosting.headers).toEqual(build.entries);
    expect(config.hosting.headers).toEqual([old]);
  });

  it('when firebase.json has other rewrites than the build derived its paths from, then the merge is refused', () => {
    writeHostingHeaders({ html, env, mode: 'emulator', outDir, rewrites });
    const build = readBuild(outDir)!;
    const config = {
      ...baseConfig,
      hosting: {
        ...baseConfig.hosting,
        rewrites: [{ source: '/reviews/**', function: { functionId: 'api' } }, ...rewrites],
      },
    };
    expect(() => withBuild(config, 'web/dist', build)).toThrow(/rewrites changed/);
  });
});
