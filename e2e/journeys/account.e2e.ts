// "Delete my account" removes the user's listings, likes and login.
import { beforeEach, describe, expect, it } from 'vitest';
import { accountButton, field, signIn, tableTitles, toast, visible } from '../support/app';
import { useBrowser } from '../support/browser';
import {
  api,
  createListing,
  createUser,
  resetEmulators,
  type TestUser,
} from '../support/emulators';

const session = useBrowser();

let dana: TestUser;
let olivia: TestUser;
let oliviasLoft = '';

beforeEach(async () => {
  await resetEmulators();
  dana = await createUser('dana@e2e.roomly.dev', 'Dana Departing');
  olivia = await createUser('olivia@e2e.roomly.dev', 'Olivia Staying');
  await createListing(dana, { title: "Dana's spare room" });
  oliviasLoft = await createListing(olivia, { title: "Olivia's loft" });
  await api(`/posts/${oliviasLoft}/like`, dana, { method: 'POST' });
});

describe('deleting my account', () => {
  it('when confirmed, then the listings and likes are gone, the user is signed out at home and cannot sign in again', async () => {
    const { page } = session;
    await page.goto('/browse-listings');
    await expect
      .poll(async () => (await tableTitles(page)).sort())
      .toEqual(["Dana's spare room", "Olivia's loft"]);
    await page.goto(`/details/${oliviasLoft}`);
    await visible(page.getByText('1 like', { exact: true }));

    await signIn(page, dana);
    await accountButton(page, 'Dana Departing').click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.waitForURL('**/profile');

    // Cancel keeps everything.
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await visible(dialog.getByText(/your profile, all your listings .* and your likes/));
    await visible(dialog.getByText(/cannot be undone/));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await toast(page, 'Your account has been deleted.');
    await page.waitForURL((url) => url.pathname === '/');
    await visible(page.getByRole('banner').getByRole('link', { name: 'Login' }));
    expect(await page.evaluate(() => sessionStorage.getItem('authToken'))).toBeNull();

    // Their listing has gone from Browse, and their like from Olivia's count.
    await page.goto('/browse-listings');
    await expect.poll(() => tableTitles(page)).toEqual(["Olivia's loft"]);
    await page.goto(`/details/${oliviasLoft}`);
    await visible(page.getByText('0 likes', { exact: true }));

    // The login itself is gone (the Auth emulator's refusal is the expected error).
    session.expectErrors(/status of 400 .*accounts:signInWithPassword/);
    await page.goto('/auth/login');
    await field(page, 'Email').fill(dana.email);
    await field(page, 'Password').fill(dana.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await visible(page.getByRole('alert').getByText('Login failed. Please try again.'));
    expect(page.url()).toContain('/auth/login');
  });
});
