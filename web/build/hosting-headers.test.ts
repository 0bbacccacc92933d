import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inlineScripts, scriptHash } from './csp';
import { sidecarPath, writeHostingHeaders } from './hosting-headers';

const html =
  '<html><head><script>theme();</script></head><body><script>load();</script></body></html>';
const env = {
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-roomly.firebaseapp.com',
  VITE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
};
const cache = { source: '/assets/**', headers: [{ key: 'Cache-Control', value: 'immutable' }] };

let dir: string;
let firebaseJson: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hosting-headers-'));
  firebaseJson = join(dir, 'firebase.json');
  writeFileSync(
    firebaseJson,
    `${JSON.stringify({ hosting: { public: 'web/dist', headers: [cache] } }, null, 2)}\n`,
  );
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const csp = (headers: { key: string; value: string }[]) =>
  headers.find((h) => h.key === 'Content-Security-Policy')!.value;

describe('writeHostingHeaders', () => {
  it("when the build goes to firebase.json's public dir, then firebase.json gets the headers of that index.html", async () => {
    const result = await writeHostingHeaders({
      html,
      env,
      outDir: join(dir, 'web', 'dist'),
      firebaseJson,
    });
    expect(result).toMatchObject({ file: firebaseJson, changed: true });
    const config = read(firebaseJson);
    expect(config.hosting.public).toBe('web/dist');
    expect(config.hosting.headers[0]).toEqual(cache);
    expect(config.hosting.headers[1].source).toBe('**');
    for (const script of inlineScripts(html)) {
      expect(csp(config.hosting.headers[1].headers)).toContain(scriptHash(script));
    }
  });

  it('when nothing changed since the last build, then firebase.json is not rewritten', async () => {
    const options = { html, env, outDir: join(dir, 'web', 'dist'), firebaseJson };
    await writeHostingHeaders(options);
    const written = statSync(firebaseJson).mtimeMs;
    const text = readFileSync(firebaseJson, 'utf8');
    const again = await writeHostingHeaders(options);
    expect(again.changed).toBe(false);
    expect(readFileSync(firebaseJson, 'utf8')).toBe(text);
    expect(statSync(firebaseJson).mtimeMs).toBe(written);
  });

  it('when the build goes elsewhere (a port-offset copy), then firebase.json is untouched and the headers land beside the output', async () => {
    const before = readFileSync(firebaseJson, 'utf8');
    const outDir = join(dir, '.cache', 'web-dist-offset-300');
    mkdirSync(outDir, { recursive: true });
    const result = await writeHostingHeaders({
      html,
      env: { ...env, VITE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9399' },
      outDir,
      firebaseJson,
    });
    expect(readFileSync(firebaseJson, 'utf8')).toBe(before);
    expect(result.file).toBe(sidecarPath(outDir));
    const entry = read(sidecarPath(outDir));
    expect(entry.source).toBe('**');
    expect(csp(entry.headers)).toContain('http://127.0.0.1:9399');
    expect(csp(entry.headers)).not.toContain(':9099');
  });
});
