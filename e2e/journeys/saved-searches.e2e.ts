// Saved searches and alerts: Leo saves a browse search → Maya posts
// a listing that doesn't match it and one that does → the Firestore trigger
// (on the Functions emulator) raises exactly one alert: Leo's bell shows 1
// unread, /notifications lists the matching listing and opening it clears the
// bell (and leaves "Mark all read" nothing to do). Then he renames and deletes the search. Axe checks
// /notifications and /saved-searches in both themes.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { field, signIn, toast, visible } from '../support/app';
import { seriousViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import {
  api,
  createListing,
  createUser,
  resetEmulators,
  type TestUser,
} from '../support/emulators';

let maya: TestUser;
let leo: TestUser;
const SEARCH = 'Testville studios';
const MATCH = 'Studio by the Testville park';
const OTHER = 'Single room in Testville';

beforeEach(async () => {
  await resetEmulators();
  maya = await createUser('maya@e2e.roomly.dev', 'Maya Patel');
  leo = await createUser('leo@e2e.roomly.dev', 'Leo Martin');
});

/** The navbar bell's accessible name: "Notifications" or "Notifications, 2 unread". */
async function bellName(page: Page): Promise<string | null> {
  const bell = page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
  await visible(bell);
  return bell.getAttribute('aria-label');
}

/**
 * Maya's two listings: first the one the search must ignore (another room
 * type), then the match, so that once the match's alert is there, the other
 * listing's trigger has run too.
 */
async function mayaPostsListings(): Promise<string> {
  await createListing(maya, {
    title: OTHER,
    location: 'Testville, Queens',
    roomType: 'Single Room',
  });
  return createListing(maya, {
    title: MATCH,
    location: 'Testville, Brooklyn',
    roomType: 'Studio',
    rentAmount: 1200,
  });
}

/** Leo's search saved through the API, and its alert (once the trigger has run). */
async function seedAlert() {
  await api('/users/me/saved-searches', leo, {
    method: 'POST',
    body: { name: SEARCH, filters: { location: 'Testville', roomType: 'Studio' } },
  });
  await mayaPostsListings();
  await expect
    .poll(
      async () => (await api<{ count: number }>('/users/me/notifications/unread-count', leo)).count,
    )
    .toBe(1);
}

describe('saved searches and alerts', () => {
  const session = useBrowser();

  it('when Leo saves a search and Maya posts a matching and a non-matching listing, then Leo gets exactly one alert, opens the listing, marks all read, and renames and deletes the search', async () => {
    const { page } = session;
    // Login required: the login page, then back to the saved searches.
    await page.goto('/saved-searches');
    await page.waitForURL('**/auth/login');
    await signIn(page, leo);
    await page.waitForURL('**/saved-searches');
    await visible(page.getByText("You haven't saved any searches yet."));
    await page.goto('/browse-listings');
    await field(page, 'Location').fill('Testville');
    await page.waitForURL((url) => url.searchParams.get('location') === 'Testville');
    await field(page, 'Room type').selectOption('Studio');
    await page.waitForURL((url) => url.searchParams.get('roomType') === 'Studio');

    await page.getByRole('button', { name: 'Save this search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await visible(dialog);
    expect(await field(page, 'Name').inputValue()).toBe('Testville · Studio');
    await field(page, 'Name').fill(SEARCH);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Search saved');
    expect(await bellName(page)).toBe('Notifications');

    const matchId = await mayaPostsListings();

    // The trigger runs in the Functions emulator; Leo stays on the page, and the
    // bell catches up by itself (it asks again every LIVE_COUNT_REFRESH_MS, 15 s:
    // the wait allows that, the trigger's own time and a loaded machine).
    const unreadBell = page
      .getByRole('banner')
      .getByRole('link', { name: 'Notifications, 1 unread', exact: true });
    const url = page.url();
    await visible(unreadBell, 60_000);
    expect(page.url()).toBe(url);

    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Notifications/ })
      .click();
    await page.waitForURL('**/notifications');
    await visible(page.getByRole('heading', { level: 1, name: 'Notifications' }));
    const list = page.getByRole('list', { name: 'Notifications' });
    await visible(list.getByRole('link', { name: MATCH }));
    const items = list.getByRole('listitem');
    expect(await items.count()).toBe(1);
    expect(await items.first().innerText()).toContain(`New listing for “${SEARCH}”: ${MATCH}`);
    expect(await items.first().innerText()).toContain('Testville, Brooklyn · $1,200');
    expect(await list.getByText(OTHER).count()).toBe(0);

    await list.getByRole('link', { name: MATCH }).click();
    await page.waitForURL(`**/details/${matchId}`);
    await visible(page.getByRole('heading', { level: 1, name: MATCH }));

    // Opening the alert read it: the bell has nothing left to count.
    await expect.poll(() => bellName(page)).toBe('Notifications');
    const { count } = await api<{ count: number }>('/users/me/notifications/unread-count', leo);
    expect(count).toBe(0);
    await page.goBack();
    await visible(page.getByRole('button', { name: 'Mark all read', disabled: true }));

    // The account menu leads to the searches.
    await page.getByRole('banner').getByRole('button', { name: 'Leo Martin' }).click();
    await page.getByRole('menuitem', { name: 'Saved Searches' }).click();
    await page.waitForURL('**/saved-searches');
    const item = page.getByRole('listitem', { name: SEARCH });
    await visible(item);
    await visible(item.getByText('Testville · Studio'));
    const href = await item
      .getByRole('link', { name: `Open in browse: ${SEARCH}` })
      .getAttribute('href');
    expect(href).toBe('/browse-listings?location=Testville&roomType=Studio');

    await item.getByRole('button', { name: `Rename ${SEARCH}` }).click();
    const rename = page.getByRole('dialog', { name: 'Rename search' });
    await field(page, 'Name').fill('Studios in Testville');
    await rename.getByRole('button', { name: 'Rename', exact: true }).click();
    await toast(page, 'Search renamed');
    const renamed = page.getByRole('listitem', { name: 'Studios in Testville' });
    await visible(renamed);

    await renamed.getByRole('button', { name: 'Delete Studios in Testville' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete “Studios in Testville”?' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(page, 'Search deleted');
    await visible(page.getByText("You haven't saved any searches yet."));
    const { searches } = await api<{ searches: unknown[] }>('/users/me/saved-searches', leo);
    expect(searches).toEqual([]);
  });
});

for (const scheme of ['light', 'dark'] as const) {
  describe(`/notifications and /saved-searches in the ${scheme} theme`, () => {
    const session = useBrowser({ colorScheme: scheme });

    it('when both pages are checked with axe, then neither has a serious or critical violation', async () => {
      const { page } = session;
      await seedAlert();

      await signIn(page, leo);
      await page.goto('/notifications');
      await visible(
        page.getByRole('list', { name: 'Notifications' }).getByRole('link', { name: MATCH }),
      );
      await page.waitForLoadState('networkidle');
      const found = (await seriousViolations(page)).map((line) => `notifications: ${line}`);

      await page.goto('/saved-searches');
      await visible(page.getByRole('listitem', { name: SEARCH }));
      await page.waitForLoadState('networkidle');
      for (const line of await seriousViolations(page)) found.push(`saved searches: ${line}`);
      expect(found).toEqual([]);
    });
  });
}

describe('saved searches and alerts on a phone', () => {
  const session = useBrowser({ viewport: 'mobile' });

  it('when /notifications, /saved-searches and the save dialog are shown on a phone, then none scrolls sideways', async () => {
    const { page } = session;
    await seedAlert();
    await signIn(page, leo);
    const noSidewaysScroll = async () => {
      const { scroll, client } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(scroll, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(client);
    };
    await page.goto('/notifications');
    await visible(
      page.getByRole('list', { name: 'Notifications' }).getByRole('link', { name: MATCH }),
    );
    await noSidewaysScroll();
    await page.goto('/saved-searches');
    await visible(page.getByRole('listitem', { name: SEARCH }));
    await noSidewaysScroll();
    await page.goto('/browse-listings?location=Testville&roomType=Studio');
    await page.getByRole('button', { name: 'Save this search' }).click();
    await visible(page.getByRole('dialog', { name: 'Save this search' }));
    await noSidewaysScroll();
  });
});
