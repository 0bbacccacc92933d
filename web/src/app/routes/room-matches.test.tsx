import { areasNamed } from '@contract/wanted-ad';
// Matching both ways on the real emulators: a seeker with an active Room
// wanted ad sees "Good match" on listings (browse rows, cards) and the reasons
// on details, computed in the browser with the contract's roomMatch; a poster
// sees the seeker under "Matching people" on My Listings and messages them;
// the seeker's own ad lists the matching rooms.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoDay, type ListingFactsInput } from '@contract/listing-facts';
import { roomMatch } from '@contract/room-match';
import type { WantedAd } from '@contract/wanted-ad';
import type { Listing } from '@/features/listings/types';
import { FeaturedListings } from '@/features/listings/components/featured-listings';
import { localDay } from '@/lib/local-day';
import {
  anonymousSession,
  createAccount,
  createListing,
  signedInSession,
  signInApp,
  signOutApp,
  unique,
  type TestAccount,
} from '@/testing/emulator-data';
import { renderRoute } from '@/testing/render-route';
import { createWantedAd } from '@/testing/wanted-ads';
import type { Session } from '@/lib/session';
import BrowseRoute from './browse';
import DetailsRoute from './details';
import { ListingMatchProvider } from './listing-match';
import MyListingsRoute from './my-listings';
import RoomWantedDetailsRoute from './room-wanted-details';

/** jsdom has no media queries: answer them as a wide screen (browse's table). */
function wideScreen() {
  window.matchMedia = (query: string) =>
    ({
      matches: /min-width/.test(query),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

const facts = (overrides: Partial<ListingFactsInput> = {}): ListingFactsInput => ({
  availableFrom: isoDay(),
  minStayMonths: 1,
  maxStayMonths: null,
  bills: 'yes',
  deposit: 500,
  furnishing: 'furnished',
  bathroom: 'shared',
  householdSize: 1,
  couplesWelcome: false,
  ...overrides,
});

describe('matches between rooms and seekers', () => {
  const town = unique('Marlowe');
  let sam: TestAccount;
  let maya: TestAccount;
  let ad: WantedAd;
  let fits: Listing;
  let tooDear: Listing;

  beforeAll(async () => {
    let leo: TestAccount;
    [sam, maya, leo] = await Promise.all([
      createAccount('match-sam', 'Sam Seeker'),
      createAccount('match-maya', 'Maya Poster'),
      createAccount('match-leo', 'Leo Landlord'),
    ]);
    ad = await createWantedAd(sam, {
      areas: areasNamed(town),
      headline: 'Early riser looking for a furnished room',
      budget: 1200,
      moveInDate: addDays(isoDay(), 10),
      stayMonths: 6,
      roomTypes: ['Single Room'],
      wantsBills: 'nice',
      wantsFurnished: 'must',
      wantsPrivateBath: 'any',
      lifestyle: ['earlyBird', 'quiet'],
      couple: false,
      age: 29,
      occupation: 'professional',
    });
    fits = await createListing(maya, {
      title: unique('Furnished room with bills'),
      location: `${town} Centre`,
      rentAmount: 1000,
      roomType: 'Single Room',
      lifestylePreferences: ['quiet'],
      facts: facts(),
    });
    tooDear = await createListing(leo, {
      title: unique('Penthouse room'),
      location: `${town} Heights`,
      rentAmount: 2000,
      roomType: 'Single Room',
      facts: facts(),
    });
  }, 60_000);

  afterEach(() => signOutApp());

  const expected = (post: Listing) => roomMatch(post, ad, localDay());

  it('when the seeker browses, then the room that fits says "Good match" and the one over budget says nothing', async () => {
    expect(expected(fits).level).toBe('good');
    expect(expected(tooDear).level).toBe('none');
    wideScreen();
    await signInApp(sam);
    renderRoute(<BrowseRoute />, {
      route: '/browse-listings',
      path: `/browse-listings?location=${encodeURIComponent(town)}`,
      session: signedInSession(sam),
    });
    const row = (title: string) => screen.getByRole('rowheader', { name: new RegExp(title) });
    await screen.findByText(fits.title);
    await waitFor(() => expect(row(fits.title)).toHaveTextContent('Good match'));
    expect(row(tooDear.title)).not.toHaveTextContent(/match/);
  });

  it('when a visitor browses, then no listing says how it matches', async () => {
    wideScreen();
    renderRoute(<BrowseRoute />, {
      route: '/browse-listings',
      path: `/browse-listings?location=${encodeURIComponent(town)}`,
      session: anonymousSession,
    });
    await screen.findByText(fits.title);
    expect(screen.queryByTestId('match-level')).not.toBeInTheDocument();
  });

  it('when the seeker sees the cards, then the fitting card says "Good match"', async () => {
    await signInApp(sam);
    renderRoute(
      <ListingMatchProvider>
        <FeaturedListings query={{ location: town, limit: 6 }} />
      </ListingMatchProvider>,
      { route: '/', path: '/', session: signedInSession(sam) },
    );
    const card = within(await screen.findByRole('article', { name: fits.title }));
    expect(await card.findByText('Good match')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: tooDear.title })).queryByTestId('match-level'),
    ).not.toBeInTheDocument();
  });

  it('when the seeker opens the room, then details say "Good match" and why', async () => {
    await signInApp(sam);
    renderRoute(<DetailsRoute />, {
      route: '/details/:id',
      path: `/details/${fits._id}`,
      session: signedInSession(sam),
    });
    const section = within(
      await screen.findByRole('region', { name: 'How it matches your Room wanted ad' }),
    );
    expect(section.getByText('Good match')).toBeInTheDocument();
    const reasons = section.getAllByRole('listitem').map((item) => item.textContent);
    expect(reasons).toEqual(expected(fits).reasons);
    expect(reasons).toContain('Within budget');
  });

  it('when the poster opens "Matching people" on My Listings, then the seeker is there with the reasons, and Message starts the conversation', async () => {
    await signInApp(maya);
    renderRoute(<MyListingsRoute />, {
      route: '/my-listings',
      path: '/my-listings',
      session: signedInSession(maya),
    });
    const card = within(await screen.findByRole('article', { name: fits.title }));
    await userEvent.click(card.getByRole('button', { name: 'Matching people' }));
    const panel = within(card.getByRole('region', { name: `Matching people for ${fits.title}` }));
    const person = within(await panel.findByRole('listitem', { name: 'Sam Seeker' }));
    expect(person.getByText('25–29 · Professional')).toBeInTheDocument();
    expect(person.getByText('Good match')).toBeInTheDocument();
    expect(person.getByRole('link', { name: ad.headline })).toHaveAttribute(
      'href',
      `/room-wanted/${ad._id}`,
    );
    const reasons = within(person.getByRole('list', { name: 'Why Sam Seeker matches' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(reasons.length).toBeGreaterThan(0);
    expect(reasons).toContain('Within budget');

    await userEvent.click(person.getByRole('button', { name: 'Message Sam Seeker' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Message Sam Seeker' }));
    expect(dialog.getByText(`About “${fits.title}”`)).toBeInTheDocument();
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Your message' }),
      'Room is yours to see.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    expect((await screen.findByTestId('elsewhere')).textContent).toBe(
      `/messages/${fits._id}_${sam.uid}`,
    );
  });

  it('when the seeker opens their own ad, then "Matching rooms" lists the room that fits with its level and reasons', async () => {
    await signInApp(sam);
    const session: Session = signedInSession(sam);
    renderRoute(<RoomWantedDetailsRoute />, {
      route: '/room-wanted/:id',
      path: `/room-wanted/${ad._id}`,
      session,
    });
    const section = within(await screen.findByRole('region', { name: 'Matching rooms' }));
    const room = within(await section.findByRole('listitem', { name: fits.title }));
    expect(room.getByRole('link', { name: fits.title })).toHaveAttribute(
      'href',
      `/details/${fits._id}`,
    );
    expect(room.getByText('Good match')).toBeInTheDocument();
    expect(
      within(room.getByRole('list', { name: `Why ${fits.title} matches` }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toContain('Within budget');
    expect(section.queryByRole('listitem', { name: tooDear.title })).not.toBeInTheDocument();
  });
});
