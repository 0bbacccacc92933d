// A shared listing link paints the listing itself before any of the app's
// code runs (the function serving /details/:id renders it into the page), and
// the app takes over without moving anything.
import { beforeEach, describe, expect, it } from 'vitest';
import { visible } from '../support/app';
import { useBrowser } from '../support/browser';
import { createPost, createUser, resetEmulators } from '../support/emulators';

const session = useBrowser();

/** Every layout shift the page makes, from its first paint on. */
const RECORD_SHIFTS = `
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__shifts.push(entry.value);
  }).observe({ type: 'layout-shift', buffered: true });
`;

describe('a listing link', () => {
  let id = '';

  beforeEach(async () => {
    await resetEmulators();
    const maya = await createUser('maya@e2e.roomly.dev', 'Maya Chen');
    id = await createPost(maya, {
      title: 'Garden room in Porto',
      location: 'Porto, Portugal',
      rentAmount: 720,
      photos: ['/images/listings/attic-room-960.webp'],
    });
  });

  it('when the app’s code never arrives, then the page still shows the listing: title, rent, place, photo and poster', async () => {
    const { page } = session;
    session.expectErrors(/\/assets\/.*\.js/);
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`/details/${id}`);
    const main = page.locator('main');
    await visible(main.getByRole('heading', { level: 1, name: 'Garden room in Porto' }));
    await visible(main.getByText('$720/month').first());
    await visible(main.getByText('Porto, Portugal').first());
    await visible(main.getByText('Maya Chen'));
    const photo = main.getByRole('img', { name: /Garden room in Porto — photo 1 of 1/ });
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    // Its buttons wait for the app: none can be pressed yet.
    expect(await main.locator('button:not([inert])').count()).toBe(0);
    expect(await main.getByRole('button', { name: 'Like' }).getAttribute('inert')).toBe('');
  });

  it('when the app takes over, then the same listing stays where it was: nothing shifts', async () => {
    const { page } = session;
    await page.addInitScript(RECORD_SHIFTS);
    await page.goto(`/details/${id}`);
    const heading = page.getByRole('heading', { level: 1, name: 'Garden room in Porto' });
    await visible(heading);
    const before = await heading.boundingBox();
    // The app's own page: its Like button works (the static copy's is inert).
    await visible(page.locator('main button:not([inert])', { hasText: 'Like' }));
    expect(await heading.boundingBox()).toEqual(before);
    const shifts = await page.evaluate(
      () => (window as unknown as { __shifts: number[] }).__shifts,
    );
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
  });
});
