import type { Request } from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostingShellLoader, publicOrigin, shellOrigin } from './shell';

const SHELL = '<!doctype html><html><head><title>Roomly</title></head><body></body></html>';

/** Just enough of an Express request: its headers. */
const requestWith = (headers: Record<string, string>) =>
  ({ get: (name: string) => headers[name.toLowerCase()] }) as unknown as Request;

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('where the shell comes from', () => {
  it('when running in the emulator, then from the Hosting emulator that forwarded the request, and only a local one', () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    vi.stubEnv('SHARE_SHELL_ORIGIN', '');
    expect(shellOrigin(requestWith({ 'x-forwarded-host': '127.0.0.1:6750' }))).toBe(
      'http://127.0.0.1:6750',
    );
    expect(shellOrigin(requestWith({ 'x-forwarded-host': 'evil.example' }))).toBeNull();
    expect(shellOrigin(requestWith({}))).toBeNull();
  });

  it("when deployed, then from the project's default site, whatever host the caller names", () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    vi.stubEnv('SHARE_SHELL_ORIGIN', '');
    vi.stubEnv('GCLOUD_PROJECT', 'roomly-prod');
    expect(shellOrigin(requestWith({ 'x-forwarded-host': 'evil.example' }))).toBe(
      'https://roomly-prod.web.app',
    );
    vi.stubEnv('SHARE_SHELL_ORIGIN', 'https://rooms.example/');
    expect(shellOrigin(requestWith({}))).toBe('https://rooms.example');
  });

  it("when the tags' origin is worked out, then it is the forwarded host over https, or local over http, and never anything but a host", () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    expect(publicOrigin(requestWith({ 'x-forwarded-host': 'rooms.example', host: 'fn' }))).toBe(
      'https://rooms.example',
    );
    expect(publicOrigin(requestWith({ 'x-forwarded-host': '127.0.0.1:6750' }))).toBe(
      'http://127.0.0.1:6750',
    );
    expect(
      publicOrigin(requestWith({ 'x-forwarded-host': 'a.example/"><script>', host: 'b.example' })),
    ).toBe('https://b.example');
  });
});

describe('hostingShellLoader', () => {
  const req = requestWith({ 'x-forwarded-host': '127.0.0.1:6750' });

  it('when the shell was fetched before, then it is revalidated with its ETag and a 304 reuses it', async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    vi.stubEnv('SHARE_SHELL_ORIGIN', '');
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response(SHELL, { headers: { etag: '"v1"' } }))
      .mockResolvedValueOnce(new Response(null, { status: 304 }));
    const load = hostingShellLoader(fetchImpl);
    expect(await load(req)).toBe(SHELL);
    expect(await load(req)).toBe(SHELL);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(fetchImpl.mock.calls[0]![0]).toBe('http://127.0.0.1:6750/index.html');
    expect(fetchImpl.mock.calls[1]![1]?.headers).toEqual({ 'If-None-Match': '"v1"' });
  });

  it('when Hosting fails, then a recent copy is used, and without one there is no shell', async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    vi.stubEnv('SHARE_SHELL_ORIGIN', '');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let clock = 0;
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response(SHELL))
      .mockRejectedValueOnce(new Error('unreachable'))
      .mockResolvedValueOnce(new Response('Not found', { status: 404 }));
    const load = hostingShellLoader(fetchImpl, () => clock);
    expect(await load(req)).toBe(SHELL);
    clock = 60_000;
    expect(await load(req)).toBe(SHELL);
    clock = 60 * 60_000;
    expect(await load(req)).toBeNull();
    expect(await hostingShellLoader(() => Promise.reject(new Error('down')))(req)).toBeNull();
  });

  it('when many pages are asked for at once, then one request fetches the shell', async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    vi.stubEnv('SHARE_SHELL_ORIGIN', '');
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response(SHELL));
    const load = hostingShellLoader(fetchImpl);
    expect(await Promise.all([load(req), load(req), load(req)])).toEqual([SHELL, SHELL, SHELL]);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
