// Freshness and poster controls: the owner pauses a listing on My
// Listings → it is gone from Browse, and another user opening it by link sees
// "This listing is paused" with no Like → the owner resumes → back on Browse.
import { beforeEach, describe, expect, it } from 'vitest';
import { hidden, signIn, tableTitles, toast, visible } from '../support/app';
import { useBrowser } from '../support/browser';
import { createListing, createUser, resetEmulators, type TestUser } from '../support/emulators';

const session = useBrowser();

let owner: TestUser;
let seeker: TestUser;
let postId: string;
const title = 'Sunny loft near the river';

beforeEach(async () => {
  await resetEmulators();
  owner = await createUser('owner@e2e.roomly.dev', 'Olivia Owner');
  seeker = await createUser('seeker@e2e.roomly.dev', 'Sid Seeker');
  postId = await createListing(owner, { title });
  await createListing(owner, { title: 'Quiet studio downtown' });
});

/** The seeker's own browser, beside the owner's page. */
const secondBrowser = () => session.newContext({ viewport: 'desktop', colorScheme: 'light' });

describe('listing lifecycle', () => {
  it('when the owner pauses a listing, then it leaves Browse and its details show the paused banner without Like; once resumed it is back', async () => {
    const { page } = session;
    await signIn(page, owner);
    await page.goto('/my-listings');
    const card = page.getByRole('article', { name: title });
    await visible(card.getByText('Available', { exact: true }));
    await card.getByRole('button', { name: `Pause ${title}` }).click();
    await toast(page, 'Listing paused');
    await visible(card.getByText('Paused', { exact: true }));
    await visible(card.getByRole('button', { name: `Resume ${title}` }));

    const { context, page: other } = await secondBrowser();
    try {
      await other.goto('/browse-listings');
      await expect.poll(() => tableTitles(other)).toEqual(['Quiet studio downtown']);

      await signIn(other, seeker);
      await other.goto(`/details/${postId}`);
      await visible(other.getByRole('heading', { level: 1, name: title }));
      await visible(other.getByText('This listing is paused'));
      await hidden(other.getByRole('button', { name: 'Like' }));
      expect(await other.getByRole('button', { name: /^Message/ }).count()).toBe(0);

      await card.getByRole('button', { name: `Resume ${title}` }).click();
      await toast(page, 'Listing resumed');
      await visible(card.getByText('Available', { exact: true }));

      await other.goto('/browse-listings');
      await expect
        .poll(() => tableTitles(other))
        .toEqual(expect.arrayContaining([title, 'Quiet studio downtown']));
      await other.goto(`/details/${postId}`);
      await visible(other.getByRole('button', { name: 'Like' }));
      expect(await other.getByText('This listing is paused').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
