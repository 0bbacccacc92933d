// The facts people choose a room by: a seeker filters browse by move-in date,
// stay and bills, opens the one listing that fits and reads its facts; saves
// that search and reopens it; a poster fills the facts in the listing form and
// finds the listing with them.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  addDays,
  formatDay,
  type ListingFactsInput,
} from '../../functions/src/contract/listing-facts';
import { field, fillListingForm, signIn, tableTitles, toast, visible } from '../support/app';
import { useBrowser } from '../support/browser';
import {
  api,
  createListing,
  createUser,
  postInput,
  resetEmulators,
  type ListingInput,
  type TestUser,
} from '../support/emulators';

const session = useBrowser();

let owner: TestUser;
let seeker: TestUser;

/** Today on this machine's calendar, as the app (in the same machine's browser) reads it. */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const today = localToday();
/** Far enough from today that no time zone makes any of these "Available now". */
const soon = (days: number) => addDays(today, days);
const MOVE_IN_BY = soon(30);

const MATCH = 'Garden room with bills included';
const LATE = 'Loft free in the spring';
const LONG_ONLY = 'Room for a year or more';
const BILLS_EXTRA = 'Studio with bills on top';
const UNSTATED = 'Room posted before facts';

function facts(overrides: Partial<ListingFactsInput>): ListingFactsInput {
  return {
    availableFrom: soon(10),
    minStayMonths: 1,
    maxStayMonths: null,
    bills: 'yes',
    deposit: 500,
    furnishing: 'furnished',
    bathroom: 'shared',
    householdSize: 1,
    couplesWelcome: false,
    ...overrides,
  };
}

/** A listing with facts, through the API (the shared `createListing` sends none). */
async function createWithFacts(
  user: TestUser,
  overrides: Partial<ListingInput>,
  listingFacts: ListingFactsInput,
) {
  const post = await api<{ _id: string }>('/posts', user, {
    method: 'POST',
    body: { ...postInput(overrides), facts: listingFacts },
  });
  return post._id;
}

/**
 * Five listings in Portland: only MATCH is free by MOVE_IN_BY, takes a stay of
 * 6 months and includes every bill; each other one misses exactly one of those
 * (UNSTATED states no facts at all, as the legacy routes write).
 */
async function seedListings() {
  await createWithFacts(
    owner,
    { title: MATCH, location: 'Portland, OR', rentAmount: 1100 },
    facts({
      availableFrom: soon(10),
      maxStayMonths: 6,
      deposit: 600,
      bathroom: 'private',
      householdSize: 2,
      householdAgeMin: 24,
      householdAgeMax: 31,
      couplesWelcome: true,
      whoLivesHere: 'Two nurses who work shifts and like a quiet flat.',
    }),
  );
  await createWithFacts(
    owner,
    { title: LATE, location: 'Portland, OR', rentAmount: 1000 },
    facts({ availableFrom: soon(60) }),
  );
  await createWithFacts(
    owner,
    { title: LONG_ONLY, location: 'Portland, OR', rentAmount: 900 },
    facts({ availableFrom: soon(5), minStayMonths: 12 }),
  );
  await createWithFacts(
    owner,
    { title: BILLS_EXTRA, location: 'Portland, OR', rentAmount: 800 },
    facts({ availableFrom: soon(3), maxStayMonths: 12, bills: 'no', billsEstimate: 90 }),
  );
  await createListing(owner, { title: UNSTATED, location: 'Portland, OR', rentAmount: 700 });
}

/** On the details page, the value of the "Room facts" entry named `label`. */
function fact(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${escaped}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

async function expectFact(page: Page, label: string, value: string) {
  await expect.poll(() => fact(page, label).innerText(), { message: label }).toBe(value);
}

const filterForm = (page: Page) => page.getByRole('search', { name: 'Filter listings' });
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

/** On browse: move in by MOVE_IN_BY, a stay of 6 months, bills included. */
async function filterByMoveInStayAndBills(page: Page) {
  const form = filterForm(page);
  await form.getByLabel('Move in by').fill(MOVE_IN_BY);
  await page.waitForURL((url) => url.searchParams.get('moveInBy') === MOVE_IN_BY);
  await form.getByLabel('Stay', { exact: true }).selectOption('6');
  await page.waitForURL((url) => url.searchParams.get('stay') === '6');
  const bills = form.getByRole('button', { name: 'Bills included' });
  await bills.click();
  await page.waitForURL((url) => url.searchParams.get('bills') === '1');
  expect(await bills.getAttribute('aria-pressed')).toBe('true');
}

beforeEach(async () => {
  await resetEmulators();
  owner = await createUser('olivia@e2e.roomly.dev', 'Olivia Owner');
  seeker = await createUser('sid@e2e.roomly.dev', 'Sid Seeker');
});

describe('a seeker filters by the facts', () => {
  it('when a seeker filters by move-in date, stay and bills, then one listing is left, and its details show its facts', async () => {
    const { page } = session;
    await seedListings();
    await page.goto('/browse-listings');
    await visible(page.getByText('5 listings found'));

    // Soonest available: by move-in date, the listing that doesn't say last.
    await field(page, 'Sort by').selectOption({ label: 'Soonest available' });
    await page.waitForURL((url) => url.searchParams.get('sort') === 'soonest');
    await expect
      .poll(() => tableTitles(page))
      .toEqual([BILLS_EXTRA, LONG_ONLY, MATCH, LATE, UNSTATED]);

    await filterByMoveInStayAndBills(page);
    await visible(page.getByText('1 listing found'));
    await expect.poll(() => tableTitles(page)).toEqual([MATCH]);
    expect(param(page, 'sort')).toBe('soonest');

    // A reload (or a shared link) gives the same search and the same controls.
    await page.reload();
    await visible(page.getByText('1 listing found'));
    expect(await filterForm(page).getByLabel('Move in by').inputValue()).toBe(MOVE_IN_BY);
    expect(await filterForm(page).getByLabel('Stay', { exact: true }).inputValue()).toBe('6');

    const row = page.getByRole('row', { name: new RegExp(MATCH) });
    await row.getByRole('link', { name: 'See More' }).click();
    await page.waitForURL('**/details/*');
    await visible(page.getByRole('heading', { level: 1, name: MATCH }));
    await expectFact(page, 'Move-in', formatDay(soon(10)));
    await expectFact(page, 'Stay', '1–6 months');
    await expectFact(page, 'Bills', 'Bills included');
    await expectFact(page, 'Deposit', '$600');
    await expectFact(page, 'Furnishing', 'Furnished');
    await expectFact(page, 'Bathroom', 'Private bathroom');
    await expectFact(page, 'Household', '2 people live there, aged 24–31');
    await expectFact(page, 'Couples welcome', 'Yes');
    await expectFact(page, 'Who lives here', 'Two nurses who work shifts and like a quiet flat.');

    // Back on browse, Clear filters lets every listing in again.
    await page.goBack();
    await visible(page.getByText('1 listing found'));
    await filterForm(page).getByRole('button', { name: 'Clear filters' }).click();
    await visible(page.getByText('5 listings found'));
    for (const name of ['moveInBy', 'stay', 'bills']) expect(param(page, name)).toBeNull();
  });

  it('when a member saves those filters, then the search says them in words and opens browse with them', async () => {
    const { page } = session;
    await seedListings();
    await signIn(page, seeker);
    await page.goto('/browse-listings?location=Portland');
    await visible(page.getByText('5 listings found'));
    await filterByMoveInStayAndBills(page);
    await visible(page.getByText('1 listing found'));

    const words = `Portland · by ${formatDay(MOVE_IN_BY)} · 6+ months · bills included`;
    await page.getByRole('button', { name: 'Save this search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await visible(dialog.getByText(words, { exact: false }));
    expect(await field(page, 'Name').inputValue()).toBe(words);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Search saved');

    await page.goto('/saved-searches');
    const item = page.getByRole('listitem', { name: words });
    await visible(item.getByText(words, { exact: true }));
    await item.getByRole('link', { name: `Open in browse: ${words}` }).click();
    await page.waitForURL('**/browse-listings?*');
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      location: 'Portland',
      moveInBy: MOVE_IN_BY,
      stay: '6',
      bills: '1',
    });
    await visible(page.getByText('1 listing found'));
    await expect.poll(() => tableTitles(page)).toEqual([MATCH]);
  });
});

describe('a poster states the facts', () => {
  it('when a poster fills the room facts, then the details show them, the edit form keeps them and browse finds the listing by them', async () => {
    const { page } = session;
    const availableFrom = soon(20);
    await signIn(page, owner);
    await page.goto('/find-roommate');
    await fillListingForm(page, {
      title: 'Bright room near the river',
      location: 'Salem, OR',
      rent: '980',
      roomType: 'Single Room',
      description: 'A bright room with a desk and a view of the river.',
      contactInfo: 'olivia@example.com',
      availability: 'Available',
    });
    await field(page, 'Available from').fill(availableFrom);
    await field(page, 'Deposit ($)').fill('750');
    await field(page, 'Minimum stay').selectOption('3');
    await field(page, 'Maximum stay').selectOption('12');
    await page.getByRole('radio', { name: 'Bills included', exact: true }).check();
    await page.getByRole('radio', { name: 'Part furnished', exact: true }).check();
    await page.getByRole('radio', { name: 'Private bathroom', exact: true }).check();
    await field(page, 'People living there now').selectOption('3');
    await field(page, 'Youngest age (optional)').fill('25');
    await field(page, 'Oldest age (optional)').fill('34');
    await page.getByLabel('Couples welcome').check();
    await field(page, 'Who lives here (optional)').fill('A teacher, a cook and a cat.');
    await page.getByRole('button', { name: 'Create Listing' }).click();
    await toast(page, 'Listing created successfully!');
    await page.waitForURL('**/details/*');

    await visible(page.getByRole('heading', { level: 1, name: 'Bright room near the river' }));
    await expectFact(page, 'Move-in', formatDay(availableFrom));
    await expectFact(page, 'Stay', '3–12 months');
    await expectFact(page, 'Bills', 'Bills included');
    await expectFact(page, 'Deposit', '$750');
    await expectFact(page, 'Furnishing', 'Part furnished');
    await expectFact(page, 'Bathroom', 'Private bathroom');
    await expectFact(page, 'Household', '3 people live there, aged 25–34');
    await expectFact(page, 'Couples welcome', 'Yes');
    await expectFact(page, 'Who lives here', 'A teacher, a cook and a cat.');

    // The edit form starts from what was saved.
    await page.getByRole('link', { name: 'Update' }).click();
    await page.waitForURL('**/find-roommate/*');
    await expect.poll(() => field(page, 'Deposit ($)').inputValue()).toBe('750');
    expect(await field(page, 'Available from').inputValue()).toBe(availableFrom);
    expect(await field(page, 'Minimum stay').inputValue()).toBe('3');
    expect(await field(page, 'Maximum stay').inputValue()).toBe('12');
    expect(await page.getByRole('radio', { name: 'Part furnished', exact: true }).isChecked()).toBe(
      true,
    );
    expect(await page.getByLabel('Couples welcome').isChecked()).toBe(true);

    // Browse finds it by its facts, and leaves it out when they don't fit.
    await page.goto(`/browse-listings?moveInBy=${soon(25)}&stay=12&privateBath=1&couples=1`);
    await visible(page.getByText('1 listing found'));
    await expect.poll(() => tableTitles(page)).toEqual(['Bright room near the river']);
    await filterForm(page).getByRole('button', { name: 'Furnished', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('furnished') === '1');
    await visible(page.getByText('No listings match these filters.'));
  });
});
