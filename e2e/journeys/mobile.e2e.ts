// Journey 9: a phone (390×844): the menu, usable pages, no sideways scrolling.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hidden, signIn, visible } from '../support/app';
import { useBrowser } from '../support/browser';
import {
  api,
  createListing,
  createUser,
  resetEmulators,
  type TestUser,
} from '../support/emulators';

const session = useBrowser({ viewport: 'mobile' });
let sam: TestUser;
let postId = '';

beforeEach(async () => {
  await resetEmulators();
  sam = await createUser('sam@e2e.roomly.dev', 'Sam Lee');
  postId = await createListing(sam, {
    title: 'A room with a rather long title that has to wrap on a small phone screen',
    location: 'San Francisco, CA',
    rentAmount: 2150,
  });
});

/**
 * No sideways scrolling once the page has loaded. A page with a live query
 * (the inbox) never goes quiet on the network: the caller waits for what it
 * shows instead (`settled: false`).
 */
async function expectNoSidewaysScroll(page: Page, { settled = true } = {}) {
  if (settled) await page.waitForLoadState('networkidle');
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(client);
}

describe('on a phone', () => {
  it('when the menu button is tapped, then the menu opens, leads to a page and closes', async () => {
    const { page } = session;
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    const menu = page.locator('#mobile-menu');
    await visible(menu.getByRole('link', { name: 'Browse' }));
    await visible(menu.getByRole('link', { name: 'Register' }));
    expect(
      await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded'),
    ).toBe('true');

    // Closes again on the same button…
    await page.getByRole('button', { name: 'Close menu' }).click();
    await hidden(menu);
    // …and after following one of its links.
    await menuButton.click();
    await menu.getByRole('link', { name: 'Browse' }).click();
    await page.waitForURL('**/browse-listings');
    await hidden(menu);
    // On a phone, the listings are cards rather than a table.
    await visible(page.getByText('San Francisco, CA'));
    expect(await page.getByRole('table').count()).toBe(0);
  });

  it('when a visitor and then a member go through the pages, then none scrolls sideways', async () => {
    const { page } = session;
    for (const path of [
      '/',
      '/browse-listings',
      `/details/${postId}`,
      '/auth/login',
      '/auth/register',
    ]) {
      await page.goto(path);
      await expectNoSidewaysScroll(page);
    }
    // A listing's Like and Message come right after its key facts, above the long description.
    await page.goto(`/details/${postId}`);
    // Once the app has taken over from the served first view (whose buttons are inert).
    const like = page.locator('main button:not([inert])', { hasText: /^Like$/ });
    await visible(like);
    const description = await page.getByRole('heading', { name: 'Description' }).boundingBox();
    for (const action of [
      like,
      page.locator('main').getByText('Message Sam Lee', { exact: true }),
    ]) {
      const box = await action.boundingBox();
      expect(box!.y + box!.height).toBeLessThan(description!.y);
    }
    await signIn(page, sam);
    // The welcome toast stays clear of the navbar (once it has slid in).
    const bar = await page.getByRole('banner').boundingBox();
    const toast = page.getByRole('alert').filter({ hasText: 'Login successful!' });
    await expect
      .poll(async () => (await toast.boundingBox())?.y)
      .toBeGreaterThanOrEqual(bar!.y + bar!.height);
    for (const path of ['/find-roommate', '/my-listings', '/profile', `/details/${postId}`]) {
      await page.goto(path);
      await expectNoSidewaysScroll(page);
    }
    // The account menu works from the phone's navbar too.
    await page.getByRole('banner').getByRole('button', { name: 'Sam Lee' }).click();
    await visible(page.getByRole('menuitem', { name: 'Logout' }));
  });

  it('when browse\'s "More filters" is opened, then every select shows its whole choice and each button label stays on one line', async () => {
    const { page } = session;
    await page.goto('/browse-listings');
    const form = page.getByRole('search', { name: 'Filter listings' });
    // Until then they aren't rendered at all: a phone's first render is the search box and the results.
    await visible(form.getByRole('textbox', { name: 'Location' }));
    expect(await form.locator('select, input[type="number"], input[type="date"]').count()).toBe(0);
    await form.getByRole('button', { name: 'More filters' }).click();
    await visible(form.getByRole('combobox', { name: 'Room type' }));
    const { clipped, wrapped } = await form.evaluate((root) => {
      const canvas = document.createElement('canvas').getContext('2d')!;
      const clipped = Array.from(root.querySelectorAll('select')).flatMap((select) => {
        const style = getComputedStyle(select);
        canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = select.options[select.selectedIndex]?.text ?? '';
        const room =
          select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return canvas.measureText(text).width > room ? [`${select.name}: ${text}`] : [];
      });
      const wrapped = Array.from(root.querySelectorAll('button')).flatMap((button) => {
        if (!button.offsetParent) return [];
        // A text node set on two lines has two boxes.
        const texts = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
        let broken = button.scrollWidth > button.clientWidth;
        for (let node = texts.nextNode(); node && !broken; node = texts.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          broken = range.getClientRects().length > 1;
        }
        return broken ? [button.textContent ?? ''] : [];
      });
      return { clipped, wrapped };
    });
    expect(clipped).toEqual([]);
    expect(wrapped).toEqual([]);
    await expectNoSidewaysScroll(page);
  });

  it('when a member has an unread message, then the bar shows its count beside the bell, without opening the menu, and it leads to the inbox', async () => {
    const { page } = session;
    const leo = await createUser('leo@e2e.roomly.dev', 'Leo Martin');
    await api('/conversations', leo, {
      method: 'POST',
      body: { postId, text: 'Hi Sam, is the room still free?' },
    });
    await signIn(page, sam);
    const banner = page.getByRole('banner');
    const icon = banner.getByRole('link', { name: 'Messages, 1 unread' });
    await visible(icon);
    // The menu's links are out of sight: the count is not only in there.
    await hidden(page.locator('.rl-nav'));
    expect(await icon.innerText()).toBe('1');
    await icon.click();
    await page.waitForURL('**/messages');
    await visible(page.getByRole('list', { name: 'Conversations' }).getByText('Leo Martin'));
    await expectNoSidewaysScroll(page, { settled: false });
  });

  it('when an unverified member signs in, then the verification banner fits the screen', async () => {
    const { page } = session;
    const newbie = await createUser('newbie@e2e.roomly.dev', 'Nell New', undefined, {
      verified: false,
    });
    await signIn(page, newbie);
    const banner = page.getByRole('region', { name: 'E-mail verification' });
    await visible(banner.getByRole('button', { name: "I've verified" }));
    await expectNoSidewaysScroll(page);
  });
});
