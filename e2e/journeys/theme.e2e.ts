// Journey 8: light and dark, remembered, with no flash of the other theme.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { visible } from '../support/app';
import { useBrowser } from '../support/browser';

/** The document's class as soon as the HTML is parsed, before any app code has run. */
async function classBeforeApp(page: Page, path = '/') {
  // Hold back every script bundle: whatever the page shows now is the HTML's doing.
  await page.route('**/assets/*.js', () => {});
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  const early = await page.evaluate(() => ({
    dark: document.documentElement.classList.contains('dark'),
    background: getComputedStyle(document.documentElement).backgroundColor,
  }));
  await page.unroute('**/assets/*.js');
  return early;
}

const DARK_BG = 'rgb(14, 18, 23)';
const LIGHT_BG = 'rgb(246, 247, 251)';

describe('the theme', () => {
  const light = useBrowser({ colorScheme: 'light' });

  it('when toggled, then the choice is stored and is there before the app runs on the next load', async () => {
    const { page } = light;
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      false,
    );
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await visible(page.getByRole('button', { name: 'Switch to light theme' }));
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );

    expect(await classBeforeApp(page, '/browse-listings')).toEqual({
      dark: true,
      background: DARK_BG,
    });
    await page.reload();
    await visible(page.getByRole('button', { name: 'Switch to light theme' }));
    const body = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(body).not.toBe(LIGHT_BG);
  });
});

describe('the system preference', () => {
  const dark = useBrowser({ colorScheme: 'dark' });

  it('when nothing is stored, then it is followed (also when it changes); once a choice is stored, it no longer is', async () => {
    const { page } = dark;
    expect(await classBeforeApp(page)).toEqual({ dark: true, background: DARK_BG });
    await page.reload();
    await visible(page.getByRole('button', { name: 'Switch to light theme' }));

    await page.emulateMedia({ colorScheme: 'light' });
    await visible(page.getByRole('button', { name: 'Switch to dark theme' }));
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      false,
    );
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();

    // A stored choice wins over later system changes.
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.emulateMedia({ colorScheme: 'light' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.emulateMedia({ colorScheme: 'light' });
    await visible(page.getByRole('button', { name: 'Switch to light theme' }));
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
  });
});
