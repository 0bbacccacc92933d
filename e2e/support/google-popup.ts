// Google sign-in through the Auth emulator's own account chooser. Only the
// gapi transport is replaced (see gapi-shim.js); everything else is real.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';

const shim = readFileSync(join(import.meta.dirname, 'gapi-shim.js'), 'utf8');

export async function serveGapiShim(context: BrowserContext) {
  await context.route('https://apis.google.com/js/api.js*', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: shim }),
  );
}

/**
 * Clicks `button`, then in the emulator's popup adds a new Google account with
 * this e-mail and name. Returns when the popup has closed.
 */
export async function chooseNewGoogleAccount(
  page: Page,
  clickButton: () => Promise<void>,
  account: { email: string; displayName: string },
) {
  const [popup] = await Promise.all([page.waitForEvent('popup'), clickButton()]);
  await popup.waitForLoadState('domcontentloaded');
  await popup.getByText('Add new account').click();
  await popup.locator('#email-input').fill(account.email);
  await popup.locator('#display-name-input').fill(account.displayName);
  await popup.locator('#sign-in').click();
  await popup.waitForEvent('close');
}
