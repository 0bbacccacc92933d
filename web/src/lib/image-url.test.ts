import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isHttpUrl, isImageUrl } from './image-url';
import { startServer } from '@/testing/local-server';

let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.url === '/photo.png') res.writeHead(200, { 'Content-Type': 'image/png' });
    else if (req.url === '/page') res.writeHead(200, { 'Content-Type': 'text/html' });
    else if (req.url === '/no-head') res.writeHead(405);
    else res.writeHead(404);
    res.end();
  });
});
afterAll(() => server.close());

describe('isImageUrl', () => {
  it('when HEAD answers an image content type, then it is an image', async () => {
    expect(await isImageUrl(`${server.url}/photo.png`)).toBe(true);
  });

  it('when HEAD answers an HTML page, then it is not an image', async () => {
    expect(await isImageUrl(`${server.url}/page`)).toBe(false);
  });

  it('when the URL does not exist, then it is not an image', async () => {
    expect(await isImageUrl(`${server.url}/missing.png`)).toBe(false);
  });

  it('when HEAD is refused and the image cannot be loaded, then it is not an image', async () => {
    // jsdom never loads images, so the <img> fallback times out.
    expect(await isImageUrl(`${server.url}/no-head`, 300)).toBe(false);
  });

  it('when the value is not an http(s) URL, then it is rejected without a request', async () => {
    expect(await isImageUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('ftp://example.com/a.png')).toBe(false);
    expect(isHttpUrl('https://example.com/a.png')).toBe(true);
  });
});
