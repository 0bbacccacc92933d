// "Save this search" on the real emulators: the dialog suggests a name from
// the filters, requires one, saves through the API (toast "Search saved") and
// shows the API's refusal at the limit of 10 in the dialog. Anonymous visitors
// get a login link that comes back to the same browse URL.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  anonymousSession,
  api,
  createAccount,
  signedInSession,
  signInApp,
  signOutApp,
  type TestAccount,
} from '@/testing/emulator-data';
import { renderWithApp } from '@/testing/test-utils';
import {
  SAVED_SEARCH_LIMIT,
  SAVED_SEARCH_LIMIT_REACHED,
  SEARCH_SAVED,
  type SavedSearch,
  type SavedSearchFilters,
} from '../types';
import { LOGIN_TO_SAVE, SAVED_LINK_NAME, SaveSearchButton } from './save-search-button';

const filters: SavedSearchFilters = { location: 'Brooklyn', roomType: 'Studio', maxRent: 1500 };
/** What browse passes: its filters, with the sort. */
const browseFilters = { ...filters, sort: 'rent-asc' };
const listOf = async (account: TestAccount) =>
  (await api<{ searches: SavedSearch[] }>(account, 'GET', '/users/me/saved-searches')).searches;

/** Browse's part in it: filters that change. */
function BrowseFilters() {
  const [current, setCurrent] = useState<SavedSearchFilters>({ location: 'Queens' });
  return (
    <>
      <button type="button" onClick={() => setCurrent({ location: 'Harlem' })}>
        Search Harlem instead
      </button>
      <SaveSearchButton filters={current} />
    </>
  );
}

describe('save search button', () => {
  it('when an anonymous visitor is on browse, then a login link remembers the filtered page', async () => {
    const { router } = renderWithApp(<SaveSearchButton filters={filters} />, {
      path: '/browse-listings?location=Brooklyn',
      session: anonymousSession,
    });
    await userEvent.click(screen.getByRole('link', { name: LOGIN_TO_SAVE }));
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.search).toBe('?next=%2Fbrowse-listings%3Flocation%3DBrooklyn');
  });

  it('when the session is still loading, then nothing is shown', () => {
    renderWithApp(<SaveSearchButton filters={filters} />, {
      path: '/browse-listings',
      session: { user: null, loading: true },
    });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('save search button (emulators)', () => {
  let saver: TestAccount;
  let full: TestAccount;

  beforeAll(async () => {
    saver = await createAccount('save-search', 'Sally Saver');
    full = await createAccount('save-search-full', 'Fiona Full');
    for (let i = 0; i < SAVED_SEARCH_LIMIT; i++) {
      await api(full, 'POST', '/users/me/saved-searches', {
        name: `Search ${i}`,
        filters: { roomType: 'Studio' },
      });
    }
  }, 60_000);

  afterEach(() => signOutApp());

  const open = (account: TestAccount) =>
    renderWithApp(<SaveSearchButton filters={browseFilters} />, {
      path: '/browse-listings',
      session: signedInSession(account),
      withToaster: true,
    });

  it('when the name is emptied, then Save says a name is required and nothing is saved; with a name, it is saved with the filters', async () => {
    await signInApp(saver);
    open(saver);
    await userEvent.click(screen.getByRole('button', { name: 'Save this search' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Save this search' }));
    const name = dialog.getByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('Brooklyn · Studio · up to $1,500');

    await userEvent.clear(name);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Name is required')).toBeInTheDocument();
    expect(await listOf(saver)).toEqual([]);

    await userEvent.type(name, '  Studios in Brooklyn ');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SEARCH_SAVED)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [saved, ...rest] = await listOf(saver);
    expect(rest).toEqual([]);
    // The sort is not part of a search.
    expect(saved).toMatchObject({ name: 'Studios in Brooklyn', filters });
  });

  it('when a search is saved, then the button becomes "Saved", a link to Saved Searches, until the filters change', async () => {
    await signInApp(saver);
    renderWithApp(<BrowseFilters />, {
      path: '/browse-listings',
      session: signedInSession(saver),
      withToaster: true,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save this search' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Save this search' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));

    const saved = await screen.findByRole('link', { name: SAVED_LINK_NAME });
    expect(saved).toHaveTextContent('Saved');
    expect(saved).toHaveAttribute('href', '/saved-searches');
    expect(screen.queryByRole('button', { name: 'Save this search' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Search Harlem instead' }));
    expect(await screen.findByRole('button', { name: 'Save this search' })).toBeInTheDocument();
  });

  it('when the account already has 10 searches, then the dialog shows the API’s message and stays open', async () => {
    await signInApp(full);
    open(full);
    await userEvent.click(screen.getByRole('button', { name: 'Save this search' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Save this search' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(SAVED_SEARCH_LIMIT_REACHED);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(await listOf(full)).toHaveLength(SAVED_SEARCH_LIMIT);
  });
});
