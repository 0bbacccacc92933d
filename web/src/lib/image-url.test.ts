import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isHttpUrl, isImageUrl } from './image-url';
import { startServer } from '@/testing/local-server';

let server: Awaited<ReturnType<typeof startServer>>;
let requests: string[] = [];

beforeAll(async () => {
  server = await startServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    if (req.url === '/photo.png') res.writeHead(200, { 'Content-Type': 'image/png' });
    else if (req.url === '/page') res.writeHead(200, { 'Content-Type': 'text/html' });
    else if (req.url === '/no-head') res.writeHead(405);
    else res.writeHead(404);
    res.end();
  });
});
afterAll(() => server.close());
beforeEach(() => {
  requests = [];
});

// The local server plays the app's own origin, where HEAD is what the CSP allows.
const own = (timeoutMs?: number) => ({ appOrigin: server.url, timeoutMs });

describe('isImageUrl', () => {
  it('when an own-origin HEAD answers an image content type, then it is an image', async () => {
    expect(await isImageUrl(`${server.url}/photo.png`, own())).toBe(true);
    expect(requests).toEqual(['HEAD /photo.png']);
  });

  it('when the value is a path of the app (a bundled image), then it is asked on the own origin', async () => {
    expect(await isImageUrl('/photo.png', own())).toBe(true);
    expect(requests).toEqual(['HEAD /photo.png']);
  });

  it('when an own-origin HEAD answers an HTML page, then it is not an image', async () => {
    expect(await isImageUrl(`${server.url}/page`, own())).toBe(false);
  });

  it('when the own-origin URL does not exist, then it is not an image', async () => {
    expect(await isImageUrl(`${server.url}/missing.png`, own())).toBe(false);
  });

  it('when HEAD is refused and the image cannot be loaded, then it is not an image', async () => {
    // jsdom never loads images, so the <img> fallback times out.
    expect(await isImageUrl(`${server.url}/no-head`, own(300))).toBe(false);
  });

  it('when the link is another origin, then it is never fetched (the CSP would block it), only tried as an image', async () => {
    expect(
      await isImageUrl(`${server.url}/photo.png`, {
        appOrigin: 'https://roomly.example',
        timeoutMs: 300,
      }),
    ).toBe(false);
    expect(requests).toEqual([]);
  });

  it('when the value is not an http(s) URL, then it is rejected without a request', async () => {
    expect(await isImageUrl('javascript:alert(1)', own())).toBe(false);
    expect(requests).toEqual([]);
    expect(isHttpUrl('ftp://example.com/a.png')).toBe(false);
    expect(isHttpUrl('https://example.com/a.png')).toBe(true);
  });
});
