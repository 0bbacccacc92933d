// Journeys 4, 5 and 6: posting a listing, likes that reveal the contact, and
// editing and deleting (only by the owner).
import { beforeEach, describe, expect, it } from 'vitest';
import {
  accountButton,
  cardTitles,
  field,
  hidden,
  fillListingForm,
  signIn,
  tableTitles,
  toast,
  visible,
} from '../support/app';
import { useBrowser } from '../support/browser';
import { addDays, defaultFacts, isoDay } from '../../functions/src/contract/listing-facts';
import {
  api,
  createListing,
  createUser,
  postInput,
  resetEmulators,
  type TestUser,
} from '../support/emulators';

const session = useBrowser();

let owner: TestUser;
let other: TestUser;

beforeEach(async () => {
  await resetEmulators();
  owner = await createUser('owner@e2e.roomly.dev', 'Olivia Owner');
  other = await createUser('seeker@e2e.roomly.dev', 'Sid Seeker');
});

describe('posting a listing', () => {
  it('when the form is sent with mistakes, then it says what is wrong; once fixed, the listing shows in My Listings, Browse and Home', async () => {
    const { page } = session;
    await signIn(page, owner);
    await page.goto('/find-roommate');
    const create = page.getByRole('button', { name: 'Create Listing' });

    await create.click();
    for (const message of [
      'Title is required',
      'Location is required',
      'Rent amount is required',
      'Room type is required',
      'Description is required',
      'Contact information is required',
      'Availability is required',
    ]) {
      await visible(page.getByText(message, { exact: true }));
    }
    await field(page, 'Rent amount ($ per month)').fill('-5');
    await create.click();
    await visible(page.getByText('Rent must be positive'));

    await fillListingForm(page, {
      title: 'Garden room in Portland',
      location: 'Portland, OR',
      rent: '1250',
      roomType: '1 Bedroom',
      description: 'Quiet room with a view of the garden.',
      contactInfo: 'olivia@example.com',
      availability: 'Available',
      lifestyle: ['Pets Allowed', 'Early Bird'],
    });
    await create.click();
    await toast(page, 'Listing created successfully!');
    await page.waitForURL('**/details/*');
    await visible(page.getByRole('heading', { level: 1, name: 'Garden room in Portland' }));
    await visible(page.getByText('Pets Allowed'));
    await visible(page.getByText('Early Bird'));

    await page.goto('/my-listings');
    await expect.poll(() => cardTitles(page)).toEqual(['Garden room in Portland']);
    await page.goto('/browse-listings');
    await expect.poll(() => tableTitles(page)).toEqual(['Garden room in Portland']);
    await visible(page.getByRole('cell', { name: '$1,250' }));
    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Featured Roommates' });
    await visible(featured.getByText('Garden room in Portland'));
    await visible(featured.getByText('$1,250/month'));
  });

  it('when a listing is Not Available, then Home leaves it out, Browse shows it as such, and its details never say it can be taken', async () => {
    const { page } = session;
    // Free since last week by its facts, yet marked Not Available by its poster (as demo-0004).
    const { _id: id } = await api<{ _id: string }>('/posts', owner, {
      method: 'POST',
      body: {
        ...postInput({ title: 'Taken room', availability: 'Not Available' }),
        facts: defaultFacts(addDays(isoDay(), -7)),
      },
    });
    await page.goto('/');
    await visible(page.getByText('No available listings at the moment.'));
    await page.goto('/browse-listings');
    await expect.poll(() => tableTitles(page)).toEqual(['Taken room']);
    const row = page.getByRole('row', { name: /Taken room/ });
    await visible(row.getByRole('cell', { name: 'Not Available', exact: true }));

    await signIn(page, other);
    await page.goto(`/details/${id}`);
    await visible(page.getByText("This listing isn't taking likes or messages right now."));
    const article = page.getByRole('article');
    await visible(article.getByText('Not Available', { exact: true }).first());
    expect(await article.getByText('Available', { exact: true }).count()).toBe(0);
    const moveIn = article
      .getByRole('term')
      .filter({ hasText: /^Move-in$/ })
      .locator('xpath=following-sibling::dd[1]');
    expect(await moveIn.innerText()).toBe('Not available');
    expect(await page.getByRole('button', { name: 'Like', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Message/ }).count()).toBe(0);
  });
});

describe('likes', () => {
  it('when another user likes a listing, then the count rises once and the contact shows, also after a reload', async () => {
    const { page } = session;
    const id = await createListing(owner, {
      title: 'Loft by the river',
      contactInfo: 'Text 555-0199',
    });

    // Anonymous visitors are asked to log in.
    await page.goto(`/details/${id}`);
    await visible(page.getByText('0 likes'));
    await page.getByRole('button', { name: 'Like', exact: true }).click();
    await visible(page.getByRole('alert').getByText('Please login to like posts'));
    expect(await page.getByText('Text 555-0199').count()).toBe(0);

    await signIn(page, other);
    await page.goto(`/details/${id}`);
    await visible(page.getByText('0 likes'));
    await page.getByRole('button', { name: 'Like', exact: true }).click();
    await toast(page, 'Contact information is now visible.');
    await visible(page.getByText('1 like', { exact: true }));
    await visible(page.getByText('Text 555-0199'));
    // One like per person: the button now takes it back.
    await visible(page.getByRole('button', { name: 'Liked. Unlike' }));

    await page.reload();
    await visible(page.getByText('Text 555-0199'));
    await visible(page.getByText('1 like', { exact: true }));
    await visible(page.getByRole('button', { name: 'Liked. Unlike' }));

    // Liking again through the API changes nothing either.
    const again = await api<{ likes: number }>(`/posts/${id}/like`, other, { method: 'POST' });
    expect(again.likes).toBe(1);
    await page.goto('/browse-listings');
    await page.goto(`/details/${id}`);
    await visible(page.getByText('1 like', { exact: true }));

    // The user menu's Liked Listings has it, with the contact details.
    await accountButton(page, 'Sid Seeker').click();
    await page.getByRole('menuitem', { name: 'Liked Listings' }).click();
    await page.waitForURL('**/liked');
    const card = page.getByRole('article', { name: 'Loft by the river' });
    await visible(card);
    await visible(card.getByText('Text 555-0199'));

    // Taking the like back there removes the entry, and the details page hides the contact again.
    await card
      .getByRole('button', { name: 'Remove Loft by the river from Liked Listings' })
      .click();
    await toast(page, 'Removed from Liked Listings.');
    await hidden(card);
    await page.goto(`/details/${id}`);
    await visible(page.getByText('0 likes', { exact: true }));
    await hidden(page.getByText('Text 555-0199'));
    await visible(page.getByRole('button', { name: 'Like', exact: true }));
  });

  it('when the owner opens their listing, then they see Update and Delete instead of a Like', async () => {
    const { page } = session;
    const id = await createListing(owner, { title: 'My own flat' });
    await signIn(page, owner);
    await page.goto(`/details/${id}`);
    await visible(page.getByText("You can't like your own post!"));
    expect(await page.getByRole('button', { name: 'Like', exact: true }).count()).toBe(0);
    await visible(page.getByRole('link', { name: 'Update' }));
    await visible(page.getByRole('button', { name: 'Delete' }));
    // The owner always sees their own contact details.
    await visible(page.getByText('Call 555-0100'));
  });
});

describe('editing and deleting', () => {
  it('when the owner edits through /find-roommate/:id and through /update/:id, then both changes are saved', async () => {
    const { page } = session;
    const id = await createListing(owner, { title: 'Room to edit', rentAmount: 800 });
    await signIn(page, owner);

    await page.goto(`/details/${id}`);
    await page.getByRole('link', { name: 'Update' }).click();
    await page.waitForURL(`**/find-roommate/${id}`);
    await expect.poll(() => field(page, 'Title').inputValue()).toBe('Room to edit');
    await field(page, 'Title').fill('Room, freshly painted');
    await field(page, 'Rent amount ($ per month)').fill('875');
    await page.getByRole('radio', { name: 'Not Available' }).check();
    await page.getByRole('button', { name: 'Update Listing' }).click();
    await toast(page, 'Listing updated successfully!');
    await page.waitForURL(`**/details/${id}`);
    await visible(page.getByRole('heading', { level: 1, name: 'Room, freshly painted' }));
    await visible(page.getByText('$875/month').first());

    await page.goto(`/update/${id}`);
    await expect.poll(() => field(page, 'Title').inputValue()).toBe('Room, freshly painted');
    await field(page, 'Rent ($ per month)').fill('0');
    await page.getByRole('button', { name: 'Update Post' }).click();
    await visible(page.getByText('Rent must be at least 1'));
    await field(page, 'Rent ($ per month)').fill('990');
    await field(page, 'Room type').selectOption('Shared');
    await page.getByRole('button', { name: 'Update Post' }).click();
    await toast(page, 'Post updated successfully!');
    await page.waitForURL(`**/details/${id}`);
    await visible(page.getByText('$990/month').first());
    await visible(page.getByText('Shared Room').first());
  });

  it('when someone else opens the edit pages, then they are refused and sent to their listings', async () => {
    const { page } = session;
    const id = await createListing(owner, { title: 'Not yours' });
    await signIn(page, other);
    for (const path of [`/find-roommate/${id}`, `/update/${id}`]) {
      await page.goto(path);
      await toast(page, 'You are not authorized to edit this post');
      await page.waitForURL('**/my-listings');
    }
    const post = await api<{ title: string }>(`/posts/${id}`, null);
    expect(post.title).toBe('Not yours');
  });

  it('when the owner deletes after confirming, then the listing is gone everywhere', async () => {
    const { page } = session;
    await createListing(owner, { title: 'Keep me' });
    await createListing(owner, { title: 'Delete me' });
    await signIn(page, owner);
    await page.goto('/my-listings');
    await expect
      .poll(async () => (await cardTitles(page)).sort())
      .toEqual(['Delete me', 'Keep me']);

    await page.getByRole('button', { name: 'Delete Delete me' }).click();
    const dialog = page.getByRole('dialog');
    await visible(
      dialog.getByText(
        'Are you sure you want to delete this listing? This action cannot be undone.',
      ),
    );
    // Cancel keeps it.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect((await cardTitles(page)).sort()).toEqual(['Delete me', 'Keep me']);

    await page.getByRole('button', { name: 'Delete Delete me' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Listing deleted successfully');
    await expect.poll(() => cardTitles(page)).toEqual(['Keep me']);

    await page.goto('/browse-listings');
    await expect.poll(() => tableTitles(page)).toEqual(['Keep me']);
    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Featured Roommates' });
    await visible(featured.getByText('Keep me'));
    expect(await featured.getByText('Delete me').count()).toBe(0);
  });
});
