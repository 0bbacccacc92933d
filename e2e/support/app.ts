// What a user does and sees, in the app's own words (labels, roles, texts).
import type { Locator, Page } from 'playwright-core';
import type { TestUser } from './emulators';

/**
 * How long a journey waits for what it expects to see: the app shows it in well
 * under a second, but npm test runs the other suites beside the journeys.
 */
export const WAIT = 30_000;

/** Waits until the locator is visible (playwright-core has no auto-retrying expect). */
export function visible(locator: Locator, timeout = WAIT) {
  return locator.first().waitFor({ state: 'visible', timeout });
}

export function hidden(locator: Locator, timeout = WAIT) {
  return locator.first().waitFor({ state: 'hidden', timeout });
}

/** A react-toastify message. */
export function toast(page: Page, text: string) {
  return visible(page.locator('.Toastify').getByText(text, { exact: true }));
}

export async function signIn(page: Page, user: Pick<TestUser, 'email' | 'password'>) {
  if (!page.url().includes('/auth/login')) await page.goto('/auth/login');
  await field(page, 'Email').fill(user.email);
  await field(page, 'Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
}

/** The signed-in user's avatar button in the navbar. */
export function accountButton(page: Page, name: string) {
  return page.getByRole('banner').getByRole('button', { name });
}

/** Fills the create/edit listing form. */
export async function fillListingForm(
  page: Page,
  values: {
    title: string;
    location: string;
    rent: string;
    roomType: string;
    description: string;
    contactInfo: string;
    availability: 'Available' | 'Not Available';
    lifestyle?: string[];
  },
) {
  await field(page, 'Title').fill(values.title);
  await field(page, 'Location').fill(values.location);
  await field(page, 'Rent amount ($ per month)').fill(values.rent);
  await field(page, 'Room type').selectOption(values.roomType);
  await field(page, 'Description').fill(values.description);
  for (const label of values.lifestyle ?? []) await page.getByLabel(label).check();
  await field(page, 'Contact information').fill(values.contactInfo);
  await page.getByRole('radio', { name: values.availability, exact: true }).check();
}

/** Titles of the listing cards on the page (home and my listings). */
export function cardTitles(page: Page) {
  return page.locator('article h2, article h3').allInnerTexts();
}

/** Titles in the browse table's rows. */
export function tableTitles(page: Page) {
  return page.getByRole('table', { name: 'Listings' }).locator('tbody th').allInnerTexts();
}

/** A form control by its label; a required field's label ends in an asterisk. */
export function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}\\s*\\*?$`));
}
