// Where the share pages' origin comes from, and the shell loader against real
// local HTTP servers standing in for Hosting (no mocked fetch).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMULATOR_ORIGIN, hostingShellLoader, publicOrigin } from './shell';

const SHELL = '<!doctype html><html><head><title>Roomly</title></head><body></body></html>';

type Seen = { url: string | undefined; ifNoneMatch: string | undefined };

/** A local server answering with `handler`, recording every request. */
async function server(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  const seen: Seen[] = [];
  const http = createServer((req, res) => {
    seen.push({ url: req.url, ifNoneMatch: req.headers['if-none-match'] });
    handler(req, res);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  const close = () =>
    new Promise<void>((resolve) => {
      http.closeAllConnections();
      http.close(() => resolve());
    });
  return { url: `http://127.0.0.1:${port}`, seen, close };
}

const servers: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
  vi.restoreAllMocks();
});
async function hosting(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  const s = await server(handler);
  servers.push(s);
  return s;
}

describe('publicOrigin', () => {
  it('when PUBLIC_ORIGIN is set, then it is the origin, in the emulator and deployed alike', () => {
    expect(publicOrigin({ PUBLIC_ORIGIN: 'https://rooms.example/' })).toBe('https://rooms.example');
    expect(
      publicOrigin({
        PUBLIC_ORIGIN: 'https://rooms.example',
        FUNCTIONS_EMULATOR: 'true',
        ROOMLY_HOSTING_URL: 'http://127.0.0.1:8050',
      }),
    ).toBe('https://rooms.example');
  });

  it('when PUBLIC_ORIGIN is not a bare http(s) origin, then there is none (and the page says Roomly is busy)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const bad of [
      'rooms.example',
      'ftp://rooms.example',
      'https://rooms.example/x',
      'https://u@rooms.example',
    ]) {
      expect(publicOrigin({ PUBLIC_ORIGIN: bad, GCLOUD_PROJECT: 'roomly-prod' })).toBeNull();
    }
  });

  it('when running in the emulator, then it is the Hosting emulator the scripts started, or the default one', () => {
    expect(
      publicOrigin({ FUNCTIONS_EMULATOR: 'true', ROOMLY_HOSTING_URL: 'http://127.0.0.1:8050' }),
    ).toBe('http://127.0.0.1:8050');
    expect(publicOrigin({ FUNCTIONS_EMULATOR: 'true' })).toBe(EMULATOR_ORIGIN);
  });

  it("when deployed without PUBLIC_ORIGIN, then it is the project's default site", () => {
    expect(publicOrigin({ GCLOUD_PROJECT: 'roomly-prod' })).toBe('https://roomly-prod.web.app');
    expect(publicOrigin({ FIREBASE_CONFIG: '{"projectId":"roomly-prod"}' })).toBe(
      'https://roomly-prod.web.app',
    );
    expect(publicOrigin({})).toBeNull();
  });
});

describe('hostingShellLoader', () => {
  it('when the shell was fetched before, then it is revalidated with its ETag and a 304 reuses it, with the policy Hosting sent', async () => {
    const policy = "default-src 'self'; frame-ancestors 'none'";
    const site = await hosting((req, res) => {
      if (req.headers['if-none-match'] === '"v1"') res.writeHead(304).end();
      else {
        res
          .writeHead(200, {
            ETag: '"v1"',
            'Content-Type': 'text/html',
            'Content-Security-Policy': policy,
          })
          .end(SHELL);
      }
    });
    const load = hostingShellLoader(() => site.url);
    expect(await load()).toEqual({ html: SHELL, csp: policy });
    expect(await load()).toEqual({ html: SHELL, csp: policy });
    expect(site.seen).toEqual([
      { url: '/index.html', ifNoneMatch: undefined },
      { url: '/index.html', ifNoneMatch: '"v1"' },
    ]);
  });

  it('when Hosting fails, then a recent copy is used, and without one there is no shell', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let up = true;
    const site = await hosting((_req, res) => {
      if (up) res.writeHead(200, { 'Content-Type': 'text/html' }).end(SHELL);
      else res.writeHead(404).end('Not found');
    });
    let clock = 0;
    const load = hostingShellLoader(
      () => site.url,
      () => clock,
    );
    expect(await load()).toEqual({ html: SHELL, csp: null });
    up = false;
    clock = 60_000;
    expect(await load()).toEqual({ html: SHELL, csp: null });
    clock = 60 * 60_000;
    expect(await load()).toBeNull();
    // Nothing listening there at all.
    await site.close();
    expect(await hostingShellLoader(() => site.url)()).toBeNull();
  });

  it('when many pages are asked for at once, then one request fetches the shell', async () => {
    const site = await hosting((_req, res) => {
      setTimeout(() => res.writeHead(200, { 'Content-Type': 'text/html' }).end(SHELL), 50);
    });
    const load = hostingShellLoader(() => site.url);
    const shell = { html: SHELL, csp: null };
    expect(await Promise.all([load(), load(), load()])).toEqual([shell, shell, shell]);
    expect(site.seen).toHaveLength(1);
  });

  it('when there is no origin, then nothing is fetched and there is no shell', async () => {
    expect(await hostingShellLoader(() => null)()).toBeNull();
  });
});
