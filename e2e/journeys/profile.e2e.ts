// Journey 7: the profile page, its edit mode, Cancel, saving, and a reload;
// a profile photo uploaded from a file and shown from Roomly's own URL.
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountButton, field, signIn, toast, visible } from '../support/app';
import { useBrowser } from '../support/browser';
import { api, createUser, resetEmulators, type TestUser } from '../support/emulators';

const session = useBrowser();
const PHOTO_FILE = fileURLToPath(new URL('../fixtures/room-balcony.png', import.meta.url));
const UPLOAD_URL = /^\/photos\/[A-Za-z0-9]{20}$/;
let pat: TestUser;

beforeEach(async () => {
  await resetEmulators();
  pat = await createUser('pat@e2e.roomly.dev', 'Pat Doe');
});

describe('the profile', () => {
  it('when edited and cancelled, nothing changes; when saved, the change shows, also after a reload and in the navbar; a photo uploaded from a file shows from Roomly’s own URL', async () => {
    const { page } = session;
    await signIn(page, pat);
    await accountButton(page, 'Pat Doe').click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.waitForURL('**/profile');
    await visible(page.getByRole('heading', { name: 'My Profile' }));
    await visible(page.getByText('pat@e2e.roomly.dev'));

    // Cancel leaves everything as it was.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await field(page, 'Display name').fill('Somebody Else');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await visible(page.getByRole('heading', { name: 'My Profile' }));
    await visible(page.getByRole('heading', { name: 'Pat Doe' }));

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await field(page, 'Display name').fill('Pat Rivera');
    await field(page, 'Phone number').fill('+1 555 0142');
    await field(page, 'Bio').fill('Night owl, tidy, loves plants.');
    await page.getByRole('switch', { name: 'E-mail updates' }).uncheck();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Profile updated successfully');
    await visible(page.getByRole('heading', { name: 'Pat Rivera' }));

    await page.reload();
    await visible(page.getByRole('heading', { name: 'Pat Rivera' }));
    await visible(page.getByText('+1 555 0142'));
    await visible(page.getByText('Night owl, tidy, loves plants.'));
    await visible(accountButton(page, 'Pat Rivera'));

    // Stored on the server, not only in this browser.
    const profile = await api<{
      displayName: string;
      phoneNumber: string;
      preferences: { notifications: boolean; emailUpdates: boolean };
    }>('/users/pat%40e2e.roomly.dev', pat);
    expect(profile).toMatchObject({
      displayName: 'Pat Rivera',
      phoneNumber: '+1 555 0142',
      preferences: { notifications: true, emailUpdates: false },
    });

    // A photo from a file: shown at once, saved with the form, then served by Roomly.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Upload a photo').setInputFiles(PHOTO_FILE);
    const preview = page.getByRole('img', { name: 'Your profile photo' });
    await expect.poll(() => preview.getAttribute('src')).toMatch(/^blob:/);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await visible(page.getByRole('heading', { name: 'My Profile' }));
    const avatar = page.getByRole('img', { name: 'Profile photo of Pat Rivera' });
    await expect
      .poll(() => avatar.getAttribute('src'))
      .toMatch(/^\/photos\/[A-Za-z0-9]{20}\/480\.webp$/);
    await expect
      .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(300);
    const saved = await api<{ photoURL: string }>('/users/pat%40e2e.roomly.dev', pat);
    expect(saved.photoURL).toMatch(UPLOAD_URL);
  });

  it('when the photo URL is not an image, then it asks for a valid one and saves nothing', async () => {
    const { page } = session;
    await signIn(page, pat);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await field(page, 'Photo URL').fill(`${new URL(page.url()).origin}/not-an-image.png`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await visible(page.getByText('Please provide a valid image URL'));
    const profile = await api<{ photoURL: string }>('/users/pat%40e2e.roomly.dev', pat);
    expect(profile.photoURL).toBe('');
  });

  it('when the user logs out, then the session token and local data are cleared (the theme choice stays) and they are on the login page', async () => {
    const { page } = session;
    await signIn(page, pat);
    await page.evaluate(() => {
      localStorage.setItem('theme', 'dark');
      localStorage.setItem('left-by-the-session', 'x');
    });
    expect(await page.evaluate(() => sessionStorage.getItem('authToken'))).toBeTruthy();
    await accountButton(page, 'Pat Doe').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await toast(page, 'Logged out successfully');
    await page.waitForURL('**/auth/login');
    await visible(page.getByRole('banner').getByRole('link', { name: 'Login' }));
    expect(await page.evaluate(() => sessionStorage.getItem('authToken'))).toBeNull();
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual(['theme']);
    await page.goto('/profile');
    await page.waitForURL('**/auth/login');
  });
});
