// /saved-searches on the real emulators: the empty state, each search with its
// filters in words and a browse link with the browse URL's parameters, Rename
// (a dialog) and Delete (a confirmation), both reaching the API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createAccount,
  signedInSession,
  signInApp,
  signOutApp,
  type TestAccount,
} from '@/testing/emulator-data';
import { renderRoute } from '@/testing/render-route';
import {
  NO_SAVED_SEARCHES,
  SEARCH_DELETED,
  SEARCH_RENAMED,
  type SavedSearch,
} from '@/features/saved-searches/types';
import SavedSearchesRoute from './saved-searches';

const open = (account: TestAccount) =>
  renderRoute(<SavedSearchesRoute />, {
    route: '/saved-searches',
    path: '/saved-searches',
    session: signedInSession(account),
  });

const searchesOf = async (account: TestAccount) =>
  (await api<{ searches: SavedSearch[] }>(account, 'GET', '/users/me/saved-searches')).searches;

describe('saved searches page', () => {
  let empty: TestAccount;
  let keeper: TestAccount;

  beforeAll(async () => {
    empty = await createAccount('saved-empty', 'Emma Empty');
    keeper = await createAccount('saved-keeper', 'Kim Keeper');
    await api(keeper, 'POST', '/users/me/saved-searches', {
      name: 'Quiet studios',
      filters: {
        location: 'New York',
        roomType: 'Studio',
        availability: 'Available',
        minRent: 500,
        maxRent: 1500,
        lifestyle: ['quiet', 'pets'],
      },
    });
    await api(keeper, 'POST', '/users/me/saved-searches', {
      name: 'Anything in Lisbon',
      filters: { location: 'Lisbon' },
    });
  }, 60_000);

  afterEach(() => signOutApp());

  it('when the user has no saved searches, then it says so and links to Browse Listings', async () => {
    await signInApp(empty);
    open(empty);
    expect(screen.getByRole('heading', { level: 1, name: 'Saved Searches' })).toBeInTheDocument();
    expect(await screen.findByText(NO_SAVED_SEARCHES)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Listings' })).toHaveAttribute(
      'href',
      '/browse-listings',
    );
  });

  it('when searches are listed, then each shows its name, its filters in words and a browse link with its filters, newest first', async () => {
    await signInApp(keeper);
    open(keeper);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Anything in Lisbon',
      'Quiet studios',
    ]);
    const quiet = within(screen.getByRole('listitem', { name: 'Quiet studios' }));
    expect(
      quiet.getByText(
        'New York · Studio · Available · $500–$1,500 · Pets Allowed, Quiet Environment',
      ),
    ).toBeInTheDocument();
    const href = quiet
      .getByRole('link', { name: 'Open in browse: Quiet studios' })
      .getAttribute('href')!;
    const url = new URL(href, 'http://localhost');
    expect(url.pathname).toBe('/browse-listings');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      location: 'New York',
      roomType: 'Studio',
      availability: 'Available',
      minRent: '500',
      maxRent: '1500',
      lifestyle: 'pets,quiet',
    });
    expect(
      within(screen.getByRole('listitem', { name: 'Anything in Lisbon' })).getByRole('link', {
        name: 'Open in browse: Anything in Lisbon',
      }),
    ).toHaveAttribute('href', '/browse-listings?location=Lisbon');
  });

  it('when a near search is listed, then it reads "Within 5 km of …" and opens browse near that place', async () => {
    const nearer = await createAccount('saved-nearer', 'Nell Nearer');
    await api(nearer, 'POST', '/users/me/saved-searches', {
      name: 'Studios near Brooklyn',
      filters: { near: '40.65,-73.95', place: 'Brooklyn, NY', roomType: 'Studio' },
    });
    await signInApp(nearer);
    open(nearer);
    const item = within(await screen.findByRole('listitem', { name: 'Studios near Brooklyn' }));
    // No distance given: the API keeps its default.
    expect(item.getByText('Within 5 km of Brooklyn, NY · Studio')).toBeInTheDocument();
    const href = item
      .getByRole('link', { name: 'Open in browse: Studios near Brooklyn' })
      .getAttribute('href')!;
    expect(Object.fromEntries(new URL(href, 'http://localhost').searchParams)).toEqual({
      roomType: 'Studio',
      near: '40.65,-73.95',
      km: '5',
      place: 'Brooklyn, NY',
    });
  });

  it('when a search is renamed, then the list and the API have the new name; an empty name is refused', async () => {
    await signInApp(keeper);
    open(keeper);
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Anything in Lisbon' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rename search' }));
    const name = dialog.getByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('Anything in Lisbon');
    await userEvent.clear(name);
    await userEvent.click(dialog.getByRole('button', { name: 'Rename' }));
    expect(await dialog.findByText('Name is required')).toBeInTheDocument();

    await userEvent.type(name, 'Lisbon, any room');
    await userEvent.click(dialog.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByRole('heading', { name: 'Lisbon, any room' })).toBeInTheDocument();
    expect(await screen.findByText(SEARCH_RENAMED)).toBeInTheDocument();
    expect((await searchesOf(keeper)).map((s) => s.name)).toContain('Lisbon, any room');
  });

  it('when a search is deleted after confirming, then it leaves the list and the API; Cancel keeps it', async () => {
    await signInApp(keeper);
    open(keeper);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Quiet studios' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Delete “Quiet studios”?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Quiet studios' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Quiet studios' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Delete “Quiet studios”?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(SEARCH_DELETED)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Quiet studios' })).not.toBeInTheDocument(),
    );
    expect((await searchesOf(keeper)).map((s) => s.name)).not.toContain('Quiet studios');
  });
});
