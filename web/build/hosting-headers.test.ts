import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { baseConfig, readBuild, root, withBuild } from '../../scripts/lib/firebase-config.mjs';
import { inlineScripts, scriptHash } from './csp';
import { headersPath, writeHostingHeaders } from './hosting-headers';

const html =
  '<html><head><script>theme();</script></head><body><script>load();</script></body></html>';
const env = {
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-roomly.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-roomly',
  VITE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9399',
  VITE_FIRESTORE_EMULATOR_URL: 'http://127.0.0.1:8380',
};

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hosting-headers-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const csp = (headers: { key: string; value: string }[]) =>
  headers.find((h) => h.key === 'Content-Security-Policy')!.value;

describe('writeHostingHeaders', () => {
  it('when a build is written, then its headers and what it was built for land beside the output, and nothing else in the repository changes', () => {
    const firebaseJson = readFileSync(join(root, 'firebase.json'), 'utf8');
    const outDir = join(dir, 'web-dist');
    const result = writeHostingHeaders({ html, env, mode: 'emulator', outDir });
    expect(result.file).toBe(headersPath(outDir));
    expect(readdirSync(dir)).toEqual(['web-dist.hosting-headers.json']);
    const written = readBuild(outDir)!;
    expect(written.build).toEqual({
      mode: 'emulator',
      projectId: 'demo-roomly',
      emulators: ['http://127.0.0.1:9399', 'http://127.0.0.1:8380'],
    });
    expect(written.entry.source).toBe('**');
    for (const script of inlineScripts(html)) {
      expect(csp(written.entry.headers)).toContain(scriptHash(script));
    }
    expect(csp(written.entry.headers)).toContain('http://127.0.0.1:9399');
    expect(readFileSync(join(root, 'firebase.json'), 'utf8')).toBe(firebaseJson);
  });

  it('when nothing changed since the last build, then the file is not rewritten', () => {
    const options = { html, env, mode: 'emulator', outDir: join(dir, 'web-dist') };
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
  it("when a build's headers are merged into firebase.json, then the copy serves that build with them, and keeps the cache headers", () => {
    const outDir = join(dir, 'web-dist');
    writeHostingHeaders({ html, env, mode: 'emulator', outDir });
    const build = readBuild(outDir)!;
    const merged = withBuild(baseConfig, 'some/dir', build);
    expect(merged.hosting.public).toBe('some/dir');
    expect(merged.hosting.headers).toEqual([...baseConfig.hosting.headers!, build.entry]);
    // The tracked config itself has no generated entry, and the merge leaves it alone.
    expect(baseConfig.hosting.headers!.map((h) => h.source)).not.toContain('**');
    expect(baseConfig.hosting.public).toBe('web/dist');
  });

  it('when an entry for the same source is already there, then only that one is replaced', () => {
    const old = { source: '**', headers: [] };
    const config = { ...baseConfig, hosting: { ...baseConfig.hosting, headers: [old] } };
    const outDir = join(dir, 'web-dist');
    writeHostingHeaders({ html, env, mode: 'emulator', outDir });
    const build = readBuild(outDir)!;
    expect(withBuild(config, 'web/dist', build).hosting.headers).toEqual([build.entry]);
    expect(config.hosting.headers).toEqual([old]);
  });
});
