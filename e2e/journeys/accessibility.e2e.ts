// axe-core on every main page, in both themes: no serious or critical violations.
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, visible } from '../support/app';
import { seriousViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { createListing, createUser, resetEmulators, type TestUser } from '../support/emulators';

let owner: TestUser;
let newcomer: TestUser;
let postId = '';

beforeAll(async () => {
  await resetEmulators();
  owner = await createUser('ana@e2e.roomly.dev', 'Ana Lima');
  newcomer = await createUser('nico@e2e.roomly.dev', 'Nico New', undefined, { verified: false });
  postId = await createListing(owner, { title: 'Bright room in Lisbon', location: 'Lisbon' });
  await createListing(owner, {
    title: 'Studio near the old town',
    roomType: 'Studio',
    availability: 'Not Available',
  });
});

type Check = { name: string; path: () => string; ready: string; signedIn?: boolean };
const pages: Check[] = [
  { name: 'home', path: () => '/', ready: 'Bright room in Lisbon' },
  { name: 'browse', path: () => '/browse-listings', ready: '2 listings found' },
  { name: 'details', path: () => `/details/${postId}`, ready: 'Contact Information' },
  { name: 'login', path: () => '/auth/login', ready: 'Forgot password?' },
  { name: 'register', path: () => '/auth/register', ready: 'Sign up with Google' },
  {
    name: 'my listings',
    path: () => '/my-listings',
    ready: 'Studio near the old town',
    signedIn: true,
  },
  {
    name: 'listing form',
    path: () => '/find-roommate',
    ready: 'Lifestyle preferences (optional)',
    signedIn: true,
  },
  { name: 'profile', path: () => '/profile', ready: 'Edit Profile', signedIn: true },
  {
    name: 'viewings',
    path: () => '/my-viewings',
    ready: 'No upcoming viewings. Propose one from a conversation about a listing.',
    signedIn: true,
  },
];

for (const scheme of ['light', 'dark'] as const) {
  describe(`in the ${scheme} theme`, () => {
    const session = useBrowser({ colorScheme: scheme });

    it('when each page is checked with axe, then none has a serious or critical violation', async () => {
      const { page } = session;
      const found: string[] = [];
      let signedIn = false;
      for (const check of pages) {
        if (check.signedIn && !signedIn) {
          await signIn(page, owner);
          signedIn = true;
        }
        await page.goto(check.path());
        await visible(page.getByText(check.ready, { exact: true }));
        await page.waitForLoadState('networkidle');
        const theme = await page.evaluate(() =>
          document.documentElement.classList.contains('dark'),
        );
        expect(theme, `${check.name} is in the ${scheme} theme`).toBe(scheme === 'dark');
        for (const line of await seriousViolations(page)) found.push(`${check.name}: ${line}`);
      }
      expect(found).toEqual([]);
    });

    it('when the e-mail verification banner and the delete-account dialog show, then neither has a serious or critical violation', async () => {
      const { page } = session;
      await signIn(page, newcomer);
      await visible(page.getByRole('region', { name: 'E-mail verification' }));
      await page.waitForLoadState('networkidle');
      const found = (await seriousViolations(page)).map((line) => `banner: ${line}`);

      await page.goto('/profile');
      // Once the profile has loaded and the page is quiet: a click before then can be lost.
      await visible(page.getByRole('button', { name: 'Edit Profile' }));
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: 'Delete my account' }).click();
      await visible(page.getByRole('dialog', { name: 'Delete your account?' }));
      // Checked once faded in: mid-fade, text colours blend with the backdrop.
      await page.waitForFunction(
        () => getComputedStyle(document.querySelector('.MuiDialog-container')!).opacity === '1',
      );
      for (const line of await seriousViolations(page)) found.push(`dialog: ${line}`);
      expect(found).toEqual([]);
    });
  });
}

describe('the checker itself', () => {
  const session = useBrowser();

  it('when a page has an unlabelled button and an image without alt text, then it reports them', async () => {
    const { page } = session;
    await page.setContent(
      '<main><button></button><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main>',
    );
    const found = await seriousViolations(page);
    expect(found.some((line) => line.includes('button-name'))).toBe(true);
    expect(found.some((line) => line.includes('image-alt'))).toBe(true);
  });
});
