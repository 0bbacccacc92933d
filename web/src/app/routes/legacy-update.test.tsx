// The older update form (/update/:id) and the minimal create (/add-roommate)
// against the real emulators, through /api/posts.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createAccount,
  createListing,
  signedInSession,
  signInApp,
  signOutApp,
  unique,
  type TestAccount,
} from '@/testing/emulator-data';
import { renderRoute } from '@/testing/render-route';
import type { Listing } from '@/features/listings/types';
import AddRoommateRoute from './add-roommate';
import LegacyUpdateRoute from './legacy-update';

describe('older update form and minimal create', () => {
  let owner: TestAccount;
  let other: TestAccount;

  beforeAll(async () => {
    owner = await createAccount('legacy-owner', 'Lena Legacy');
    other = await createAccount('legacy-other', 'Omar Other');
  }, 60_000);

  afterEach(signOutApp);

  const openUpdate = (account: TestAccount, id: string) =>
    renderRoute(<LegacyUpdateRoute />, {
      route: '/update/:id',
      path: `/update/${id}`,
      session: signedInSession(account),
    });

  it('when the owner updates a post, then the legacy fields are saved in the canonical shape', async () => {
    const post = await createListing(owner, { roomType: 'Single Room', rentAmount: 850 });
    await signInApp(owner);
    const { router } = openUpdate(owner, post._id);
    const rent = await screen.findByLabelText(/^Rent/);
    expect(screen.getByLabelText(/^Title/)).toHaveValue(post.title);
    expect(screen.getByLabelText(/^Location/)).toHaveValue(post.location);
    expect(rent).toHaveValue(850);
    expect(screen.getByLabelText(/^Room type/)).toHaveValue('Single');
    await userEvent.clear(rent);
    await userEvent.type(rent, '900');
    await userEvent.selectOptions(screen.getByLabelText(/^Room type/), 'Shared');
    await userEvent.click(screen.getByRole('button', { name: 'Update Post' }));

    expect(await screen.findByText('Post updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/details/${post._id}`));
    expect(await api<Listing>(owner, 'GET', `/posts/${post._id}`)).toMatchObject({
      rentAmount: 900,
      roomType: 'Shared Room',
    });
  });

  it('when someone else opens it, then they are told they may not and sent to My Listings', async () => {
    const post = await createListing(owner);
    await signInApp(other);
    const { router } = openUpdate(other, post._id);
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-listings'));
    // The toast outlives the page it was raised on.
    expect(await screen.findByText('You are not authorized to edit this post')).toBeInTheDocument();
  });

  it('when a signed-in user gives a title, then a post is created and announced', async () => {
    await signInApp(owner);
    const { router } = renderRoute(<AddRoommateRoute />, {
      route: '/add-roommate',
      path: '/add-roommate',
      session: signedInSession(owner),
    });
    const title = unique('Roommate wanted');
    await userEvent.type(screen.getByLabelText(/^Title/), title);
    await userEvent.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByText('Post created successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-listings'));
    // Only the owner may list their posts by e-mail.
    const mine = await api<Listing[]>(
      owner,
      'GET',
      `/posts?email=${encodeURIComponent(owner.email)}`,
    );
    const created = mine.find((p) => p.title === title);
    expect(created).toMatchObject({ availability: 'Available', likes: 0, isOwner: true });
    expect(created).not.toHaveProperty('userEmail');
  });
});
