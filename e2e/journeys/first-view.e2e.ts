// A shared listing link, or a Room wanted ad's, paints the listing or ad
// itself before any of the app's code runs (the function serving /details/:id
// and /room-wanted/:id renders it into the page), and the app takes over
// without moving anything.
import type { Locator } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../functions/src/contract/listing-facts';
import type { WantedAd, WantedAdInput } from '../../functions/src/contract/wanted-ad';
import { signIn, visible } from '../support/app';
import { useBrowser } from '../support/browser';
import { api, createListing, createUser, resetEmulators } from '../support/emulators';

const session = useBrowser();

/** Every layout shift the page makes, from its first paint on. */
const RECORD_SHIFTS = `
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__shifts.push(entry.value);
  }).observe({ type: 'layout-shift', buffered: true });
`;

/**
 * Where `locator` is drawn. While the app replaces the served copy, the
 * element being measured can be the one just taken out (no box): measured
 * again, it is the one on the page.
 */
async function boxOf(locator: Locator) {
  let box: Awaited<ReturnType<Locator['boundingBox']>> = null;
  await expect.poll(async () => (box = await locator.boundingBox())).not.toBeNull();
  return box;
}

describe('a listing link', () => {
  let id = '';

  beforeEach(async () => {
    await resetEmulators();
    const maya = await createUser('maya@e2e.roomly.dev', 'Maya Chen');
    id = await createListing(maya, {
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
    // The tab names the listing, as the app's details route does.
    expect(await page.title()).toBe('Garden room in Porto · Roomly');
  });

  it('when a signed-in member clicks "Message …" before the app has taken over, then they end on the listing, not the home page', async () => {
    const { page } = session;
    const leo = await createUser('leo@e2e.roomly.dev', 'Leo Park');
    await signIn(page, leo);
    // The app's code waits until the member has clicked: the page is the served one.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      // The page that asked may have gone by then.
      await route.continue().catch(() => {});
    });
    await page.goto(`/details/${id}`, { waitUntil: 'commit' });
    const message = page.locator('main').getByRole('link', { name: 'Message Maya Chen' });
    await visible(message);
    await message.click();
    // Only its URL: the page's load waits for the code held back.
    await page.waitForURL((url) => url.pathname === '/auth/login', { waitUntil: 'commit' });
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/details/${id}`);
    release();
    // The login page sees the member signed in and sends them on.
    await page.waitForURL((url) => url.pathname === `/details/${id}`);
    await visible(page.locator('main button:not([inert])', { hasText: 'Message Maya Chen' }));
  });

  it('when the app takes over, then the same listing stays where it was: nothing shifts', async () => {
    const { page } = session;
    await page.addInitScript(RECORD_SHIFTS);
    await page.goto(`/details/${id}`);
    const heading = page.getByRole('heading', { level: 1, name: 'Garden room in Porto' });
    await visible(heading);
    const before = await boxOf(heading);
    // The app's own page: its Like button works (the static copy's is inert).
    await visible(page.locator('main button:not([inert])', { hasText: 'Like' }));
    expect(await boxOf(heading)).toEqual(before);
    const shifts = await page.evaluate(
      () => (window as unknown as { __shifts: number[] }).__shifts,
    );
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
  });
});

describe('a Room wanted ad link', () => {
  let id = '';
  const input: WantedAdInput = {
    headline: 'Night nurse looking for a calm room',
    aboutMe: 'I work nights at the hospital and sleep in the day. Tidy, quiet, I cook on Sundays.',
    budget: 850,
    areas: [{ name: 'Porto, Portugal', km: 2 }],
    // Weeks away on any calendar: the same words on the server and in the browser.
    moveInDate: addDays(new Date().toISOString().slice(0, 10), 40),
    stayMonths: 6,
    roomTypes: ['Single Room'],
    wantsBills: 'must',
    wantsFurnished: 'nice',
    wantsPrivateBath: 'any',
    lifestyle: ['quiet'],
    couple: false,
    age: 31,
    occupation: 'professional',
  };

  beforeEach(async () => {
    await resetEmulators();
    const ines = await createUser('ines@e2e.roomly.dev', 'Inês Costa');
    id = (await api<WantedAd>('/seeker-ads', ines, { method: 'POST', body: input }))._id;
  });

  it('when the app’s code never arrives, then the page still shows the ad: headline, budget, areas, about me and the person', async () => {
    const { page } = session;
    session.expectErrors(/\/assets\/.*\.js/);
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`/room-wanted/${id}`);
    const main = page.locator('main');
    await visible(main.getByRole('heading', { level: 1, name: input.headline }));
    await visible(main.getByText('up to $850/month').first());
    await visible(main.getByText('Porto, Portugal').first());
    await visible(main.getByText(/I work nights at the hospital/));
    await visible(main.getByText('Inês Costa'));
    await visible(main.getByText('30–34'));
    // Its buttons wait for the app: none can be pressed yet.
    expect(await main.locator('button:not([inert])').count()).toBe(0);
    // The tab names the ad, as the app's route does once it runs.
    expect(await page.title()).toBe(`${input.headline} · Room wanted · Roomly`);
  });

  it('when the app takes over, then the same ad stays where it was: nothing shifts', async () => {
    const { page } = session;
    await page.addInitScript(RECORD_SHIFTS);
    await page.goto(`/room-wanted/${id}`);
    const heading = page.getByRole('heading', { level: 1, name: input.headline });
    await visible(heading);
    const before = await boxOf(heading);
    // The app's own page: its theme button works (the static copy's is inert)
    // and the footer, which only the app draws, is below the ad.
    await visible(page.locator('header button[aria-label^="Switch to"]:not([inert])'));
    await page.locator('footer').waitFor({ state: 'attached' });
    expect(await boxOf(heading)).toEqual(before);
    expect(await page.title()).toBe(`${input.headline} · Room wanted · Roomly`);
    const shifts = await page.evaluate(
      () => (window as unknown as { __shifts: number[] }).__shifts,
    );
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
  });

  it('when the member’s own Room wanted page or the list is opened, then it is the app’s page, with no ad’s first view', async () => {
    const { page } = session;
    const response = await page.goto('/room-wanted');
    expect(await response!.text()).not.toContain('rl-first-paint-room-wanted-ad-');
    await visible(page.getByRole('heading', { level: 1, name: /Room wanted/ }));
    const mine = await page.goto('/room-wanted/mine');
    expect(await mine!.text()).not.toContain('rl-first-paint-room-wanted-ad-');
  });
});
