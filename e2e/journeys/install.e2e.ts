// Roomly on the home screen (issue 45): Chromium finds the app installable,
// from its web app manifest, and the manifest's icons and shortcuts work.
import { describe, expect, it } from 'vitest';
import { visible } from '../support/app';
import { useBrowser } from '../support/browser';

const session = useBrowser({ serviceWorkers: 'allow' });

type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  icons: { src: string; sizes: string; purpose?: string }[];
  shortcuts: { name: string; url: string }[];
};

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (bytes: Buffer) => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;

describe('installing Roomly', () => {
  it('when the home page loads, then Chromium finds it installable, every icon is the size it says, and the shortcuts open Browse, Room wanted and Messages', async () => {
    const { page } = session;
    await page.goto('/');
    await visible(page.getByRole('heading', { name: 'Find Your Perfect Roommate' }));
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { data, errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    const manifest = JSON.parse(data!) as Manifest;
    expect(manifest).toMatchObject({ short_name: 'Roomly', start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const response = await page.request.get(icon.src);
      expect(response.headers()['content-type']).toBe('image/png');
      expect(pngSize(await response.body())).toBe(icon.sizes);
    }
    expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([
      ['Browse rooms', '/browse-listings'],
      ['Room wanted', '/room-wanted'],
      ['Messages', '/messages'],
    ]);
    // Browse and Room wanted open as they are; Messages asks a visitor to sign in first.
    await page.goto(manifest.shortcuts[0]!.url);
    await visible(page.getByRole('heading', { level: 1, name: 'Browse Listings' }));
    await page.goto(manifest.shortcuts[1]!.url);
    await visible(page.getByRole('heading', { level: 1, name: 'Room wanted' }));
    await page.goto(manifest.shortcuts[2]!.url);
    await page.waitForURL((url) => url.pathname === '/auth/login');
  });
});
