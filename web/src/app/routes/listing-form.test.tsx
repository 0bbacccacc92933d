// Create and edit a listing against the real emulators.
import { screen, waitFor, within } from '@testing-library/react';
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
import { pngFile } from '@/testing/png';
import { renderRoute } from '@/testing/render-route';
import { defaultFacts } from '@contract/listing-facts';
import type { Listing } from '@/features/listings/types';
import { localDay } from '@/lib/local-day';
import { PIN_LABEL } from '@/components/map/point-map';
import { MOVE_PIN, PIN_PLACE_LABEL } from '@/features/listings/components/listing-form';
import ListingFormRoute from './listing-form';

describe('create and edit listing pages', () => {
  let owner: TestAccount;
  let other: TestAccount;

  beforeAll(async () => {
    owner = await createAccount('form-owner', 'Fiona Form');
    other = await createAccount('form-other', 'Oscar Other');
  }, 60_000);

  afterEach(signOutApp);

  it('when a signed-in user fills in the form, then the listing is created, announced and opened', async () => {
    await signInApp(owner);
    const { router } = renderRoute(<ListingFormRoute />, {
      route: '/find-roommate',
      path: '/find-roommate',
      session: signedInSession(owner),
    });
    const title = unique('Loft by the river');
    await userEvent.type(screen.getByLabelText(/^Title/), title);
    await userEvent.type(screen.getByLabelText(/^Location/), 'By the river, Bethel');
    // The place on the map, from the place search: kept on the API's 300 m grid.
    await userEvent.type(
      await screen.findByRole('combobox', { name: 'Place on the map' }),
      'Bethel, A',
    );
    await userEvent.click(await screen.findByRole('option', { name: /Bethel, AK/ }));
    // Then the pin moved by hand: two grid steps north, one east.
    await userEvent.click(screen.getByRole('button', { name: MOVE_PIN }));
    const pin = await screen.findByRole('button', { name: PIN_LABEL });
    pin.focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowRight}');
    expect(screen.getByRole('combobox', { name: 'Place on the map' })).toHaveValue(PIN_PLACE_LABEL);
    await userEvent.type(screen.getByLabelText(/^Rent amount/), '950');
    await userEvent.selectOptions(screen.getByLabelText(/^Room type/), '1 Bedroom');
    await userEvent.type(screen.getByLabelText(/^Description/), 'Top floor, lots of light.');
    await userEvent.click(screen.getByLabelText('Quiet Environment'));
    await userEvent.type(screen.getByLabelText(/^Contact information/), 'fiona@example.com');
    await userEvent.click(screen.getByLabelText('Available'));
    await userEvent.selectOptions(screen.getByLabelText(/^Minimum stay/), '6 months');
    await userEvent.click(screen.getByRole('radio', { name: 'Bills included' }));
    await userEvent.clear(screen.getByLabelText(/^Deposit/));
    await userEvent.type(screen.getByLabelText(/^Deposit/), '900');
    await userEvent.click(screen.getByRole('button', { name: 'Create Listing' }));

    expect(await screen.findByText('Listing created successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/details\/[\w-]+$/));
    const id = router.state.location.pathname.split('/').pop()!;
    const stored = await api<Listing>(owner, 'GET', `/posts/${id}`);
    expect(stored).toMatchObject({
      title,
      location: 'By the river, Bethel',
      point: { lat: 60.798, lng: -161.754 },
      rentAmount: 950,
      roomType: '1 Bedroom',
      description: 'Top floor, lots of light.',
      lifestylePreferences: ['quiet'],
      contactInfo: 'fiona@example.com',
      availability: 'Available',
      isOwner: true,
      userName: 'Fiona Form',
    });
    expect(stored.facts).toEqual({
      ...defaultFacts(localDay()),
      minStayMonths: 6,
      bills: 'yes',
      deposit: 900,
    });
    // A poster's e-mail is contact information: no post carries it.
    expect(stored).not.toHaveProperty('userEmail');
  });

  it('when the owner adds photos from files, then they are uploaded to the API while shown, and the listing is created with them in the chosen order', async () => {
    await signInApp(owner);
    const { router } = renderRoute(<ListingFormRoute />, {
      route: '/find-roommate',
      path: '/find-roommate',
      session: signedInSession(owner),
    });
    await userEvent.upload(screen.getByLabelText('Add photos'), [
      pngFile('kitchen.png', [200, 120, 40]),
      pngFile('bedroom.png', [40, 120, 200], 80, 60),
    ]);
    const photos = within(screen.getByRole('list', { name: 'Photos' }));
    expect(photos.getAllByRole('img')).toHaveLength(2);
    await waitFor(() => expect(photos.queryAllByRole('progressbar')).toHaveLength(0));
    await userEvent.click(photos.getByRole('button', { name: 'Make photo 2 the cover' }));

    await userEvent.type(screen.getByLabelText(/^Title/), unique('Room with uploads'));
    await userEvent.type(screen.getByLabelText(/^Location/), 'Braga, Portugal');
    await userEvent.type(screen.getByLabelText(/^Rent amount/), '700');
    await userEvent.selectOptions(screen.getByLabelText(/^Room type/), 'Single Room');
    await userEvent.type(screen.getByLabelText(/^Description/), 'Two photos from my phone.');
    await userEvent.type(screen.getByLabelText(/^Contact information/), 'fiona@example.com');
    await userEvent.click(screen.getByLabelText('Available'));
    await userEvent.click(screen.getByRole('button', { name: 'Create Listing' }));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/details\/[\w-]+$/));
    const id = router.state.location.pathname.split('/').pop()!;
    const stored = await api<Listing>(null, 'GET', `/posts/${id}`);
    expect(stored.photos).toHaveLength(2);
    const [cover, second] = stored.photos.map((url) => stored.photoDetails[url]);
    expect(cover).toMatchObject({ width: 80, height: 60 });
    expect(second).toMatchObject({ width: 64, height: 48 });
    for (const url of stored.photos) {
      expect(url).toMatch(/^\/photos\/\w{20}$/);
      expect((await fetch(`${import.meta.env.VITE_API_BASE_URL}${url}/480.webp`)).status).toBe(200);
    }
  });

  it('when a user whose e-mail is unverified sends the form, then it says to verify first and creates nothing', async () => {
    const unverified = await createAccount('form-unverified', 'Una Unverified', {
      verified: false,
    });
    await signInApp(unverified);
    const { router } = renderRoute(<ListingFormRoute />, {
      route: '/find-roommate',
      path: '/find-roommate',
      session: signedInSession(unverified),
    });
    await userEvent.type(screen.getByLabelText(/^Title/), unique('Unverified room'));
    await userEvent.type(screen.getByLabelText(/^Location/), 'Porto, Portugal');
    await userEvent.type(screen.getByLabelText(/^Rent amount/), '700');
    await userEvent.selectOptions(screen.getByLabelText(/^Room type/), 'Studio');
    await userEvent.type(screen.getByLabelText(/^Description/), 'Small and cosy.');
    await userEvent.type(screen.getByLabelText(/^Contact information/), 'una@example.com');
    await userEvent.click(screen.getByLabelText('Available'));
    await userEvent.click(screen.getByRole('button', { name: 'Create Listing' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to create post: Please verify your e-mail address first',
    );
    expect(router.state.location.pathname).toBe('/find-roommate');
    const mine = await api<Listing[]>(
      unverified,
      'GET',
      `/posts?email=${encodeURIComponent(unverified.email)}`,
    );
    expect(mine).toEqual([]);
  });

  it('when the owner edits a listing, then the form is filled in and the change is saved and announced', async () => {
    const post = await createListing(owner, {
      lifestylePreferences: ['pets'],
      contactInfo: 'old contact',
    });
    await signInApp(owner);
    const { router } = renderRoute(<ListingFormRoute />, {
      route: '/find-roommate/:id',
      path: `/find-roommate/${post._id}`,
      session: signedInSession(owner),
    });
    const title = await screen.findByLabelText(/^Title/);
    expect(title).toHaveValue(post.title);
    expect(screen.getByLabelText(/^Rent amount/)).toHaveValue(850);
    expect(screen.getByLabelText(/^Room type/)).toHaveValue('Single Room');
    expect(screen.getByLabelText('Pets Allowed')).toBeChecked();
    expect(screen.getByLabelText(/^Contact information/)).toHaveValue('old contact');
    expect(screen.getByLabelText('Available')).toBeChecked();
    expect(post.facts).toBeNull();
    expect(screen.getByLabelText(/^Available from/)).toHaveValue(localDay());

    await userEvent.clear(title);
    await userEvent.type(title, 'Renamed room');
    await userEvent.click(screen.getByLabelText('Not Available'));
    await userEvent.click(screen.getByRole('button', { name: 'Update Listing' }));

    expect(await screen.findByText('Listing updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/details/${post._id}`));
    expect(await api<Listing>(owner, 'GET', `/posts/${post._id}`)).toMatchObject({
      title: 'Renamed room',
      availability: 'Not Available',
      contactInfo: 'old contact',
      // It stated no facts: the form offered the defaults, and they are saved now.
      facts: defaultFacts(localDay()),
    });
  });

  it('when someone else opens the edit page, then they are told they may not and sent to My Listings', async () => {
    const post = await createListing(owner);
    await signInApp(other);
    const { router } = renderRoute(<ListingFormRoute />, {
      route: '/find-roommate/:id',
      path: `/find-roommate/${post._id}`,
      session: signedInSession(other),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-listings'));
    // The toast outlives the page it was raised on.
    expect(await screen.findByText('You are not authorized to edit this post')).toBeInTheDocument();
    expect((await api<Listing>(owner, 'GET', `/posts/${post._id}`)).title).toBe(post.title);
  });

  it('when the owner edits a listing that states its facts, then the form shows them and keeps them', async () => {
    const facts = {
      ...defaultFacts('2026-01-15'),
      maxStayMonths: 12,
      bills: 'some' as const,
      billsEstimate: 60,
      householdSize: 2,
      householdAgeMin: 25,
      householdAgeMax: 30,
      whoLivesHere: 'Two designers.',
    };
    const post = await createListing(owner, { facts });
    await signInApp(owner);
    const { router } = renderRoute(<ListingFormRoute />, {
      route: '/find-roommate/:id',
      path: `/find-roommate/${post._id}`,
      session: signedInSession(owner),
    });
    expect(await screen.findByLabelText(/^Available from/)).toHaveValue('2026-01-15');
    expect(screen.getByLabelText(/^Maximum stay/)).toHaveValue('12');
    expect(screen.getByLabelText(/^Monthly bills estimate/)).toHaveValue(60);
    expect(screen.getByLabelText(/^Youngest age/)).toHaveValue(25);
    expect(screen.getByLabelText(/^Who lives here/)).toHaveValue('Two designers.');

    await userEvent.click(screen.getByRole('switch', { name: 'Couples welcome' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update Listing' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/details/${post._id}`));
    expect((await api<Listing>(owner, 'GET', `/posts/${post._id}`)).facts).toEqual({
      ...facts,
      couplesWelcome: true,
    });
  });

  it('when the listing does not exist, then the edit page says "Post not found"', async () => {
    await signInApp(owner);
    renderRoute(<ListingFormRoute />, {
      route: '/find-roommate/:id',
      path: '/find-roommate/missingPost42',
      session: signedInSession(owner),
    });
    expect(await screen.findByText('Post not found')).toBeInTheDocument();
  });
});
