// Browse on the real emulators. A small pass-through server in front of the
// Hosting emulator records each request, so tests can check what the page
// asked the API for (the answers are the API's own).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { addDays, isoDay, type ListingFactsInput } from '@contract/listing-facts';
import { env } from '@/config/env';
import { BrowseListings } from '@/features/listings/components/browse-listings';
import { FILTER_DEBOUNCE_MS } from '@/features/listings/components/browse-filters';
import { RENT_KEPT, RENT_LEFT_OUT } from '@/features/listings/utils/filters';
import {
  anonymousSession,
  api,
  createAccount,
  createListing,
  DEAD_API,
  signedInSession,
  signInApp,
  signOutApp,
  unique,
  type TestAccount,
} from '@/testing/emulator-data';
import { LOGIN_TO_SAVE } from '@/features/saved-searches/components/save-search-button';
import type { SavedSearch } from '@/features/saved-searches/types';
import { renderRoute } from '@/testing/render-route';
import type { Listing } from '@/features/listings/types';
import { startServer } from '@/testing/local-server';
import { renderWithApp } from '@/testing/test-utils';
import BrowseRoute from './browse';

const apiBase = () => import.meta.env.VITE_API_BASE_URL ?? '';
const requests: URL[] = [];
let proxy: Awaited<ReturnType<typeof startServer>>;

/**
 * How the proxy answers GET /posts/count: passed through, failed
 * (500), or held until `releaseCount()` (to see the line while it loads).
 */
let countMode: 'pass' | 'fail' | 'hold' = 'pass';
let releaseCount = () => {};
const countRequests = () => requests.filter((r) => r.pathname === '/posts/count');

/** jsdom has no media queries: answer them as a wide (desktop) or narrow (phone) screen. */
function setScreen(wide: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: wide ? /min-width/.test(query) : /max-width/.test(query),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

const open = (search = '') =>
  renderRoute(<BrowseRoute />, {
    route: '/browse-listings',
    path: `/browse-listings${search}`,
    session: anonymousSession,
  });

/** The last list request the page sent. */
const lastRequest = () => requests.filter((r) => r.pathname === '/posts').at(-1)!;
const rowTitles = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('rowheader').textContent);

/** A word only this run's listings have in their location. */
const place = () => unique('Zq').replace(/-/g, '');

describe('browse listings', () => {
  let poster: TestAccount;
  let town: string;
  let studio: Listing;
  let cheap: Listing;
  let taken: Listing;

  beforeAll(async () => {
    proxy = await startServer(async (req, res) => {
      const url = new URL(req.url ?? '/', 'http://proxy');
      requests.push(url);
      if (url.pathname === '/posts/count' && countMode === 'fail') {
        res.writeHead(500, { 'Content-Type': 'application/json' }).end('{"error":"Count failed"}');
        return;
      }
      if (url.pathname === '/posts/count' && countMode === 'hold') {
        await new Promise<void>((resolve) => (releaseCount = resolve));
      }
      const authorization = req.headers.authorization;
      const upstream = await fetch(`${apiBase()}${req.url}`, {
        method: req.method,
        headers: authorization ? { authorization } : {},
      });
      const headers: Record<string, string> = {
        'Content-Type': upstream.headers.get('content-type') ?? 'application/json',
      };
      const cursor = upstream.headers.get('x-next-cursor');
      if (cursor) headers['X-Next-Cursor'] = cursor;
      res.writeHead(upstream.status, headers).end(await upstream.text());
    });
    poster = await createAccount('browse-poster', 'Bruno Browse');
    town = place();
    studio = await createListing(poster, {
      location: `${town} Centre`,
      roomType: 'Studio',
      rentAmount: 700,
    });
    cheap = await createListing(poster, {
      location: `Old ${town}`,
      roomType: 'Single Room',
      rentAmount: 400,
      lifestylePreferences: ['smoking', 'nightOwl'],
    });
    taken = await createListing(poster, {
      location: `${town} North`,
      roomType: 'Studio',
      rentAmount: 1500,
      availability: 'Not Available',
      lifestylePreferences: ['pets', 'social'],
    });
  }, 60_000);

  afterAll(async () => {
    await proxy.close();
  });

  afterEach(() => {
    env.apiBaseUrl = proxy.url;
    requests.length = 0;
    countMode = 'pass';
    releaseCount();
    setScreen(true);
  });

  beforeAll(() => {
    env.apiBaseUrl = proxy.url;
    setScreen(true);
  });

  it('when the page opens, then the table has the spec columns and Availability, and each row a See More link', async () => {
    open(`?location=${town}`);
    expect(await screen.findByText('3 listings found')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Listings' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Title', 'Location', 'Room Type', 'Rent', 'Availability', 'Posted By', 'Action']);
    const row = within(screen.getByRole('rowheader', { name: studio.title }).closest('tr')!);
    expect(row.getByText(`${town} Centre`)).toBeInTheDocument();
    expect(row.getByText('Studio')).toBeInTheDocument();
    expect(row.getByText('$700')).toBeInTheDocument();
    expect(row.getByText('Available')).toBeInTheDocument();
    expect(row.getByText('Bruno Browse')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'See More' })).toHaveAttribute(
      'href',
      `/details/${studio._id}`,
    );
    const takenRow = within(screen.getByRole('rowheader', { name: taken.title }).closest('tr')!);
    expect(takenRow.getByText('Not Available')).toBeInTheDocument();
  });

  it('when a shared URL carries filters, then the controls show them and the request sends them', async () => {
    open(
      `?location=${town}&roomType=Studio&availability=Available&minRent=500&maxRent=900&sort=rent-asc`,
    );
    await screen.findByText('1 listing found');
    expect(rowTitles()).toEqual([studio.title]);
    expect(Object.fromEntries(lastRequest().searchParams)).toEqual({
      location: town,
      roomType: 'Studio',
      availability: 'Available',
      minRent: '500',
      maxRent: '900',
      sort: 'rent-asc',
      limit: '20',
    });
    expect(screen.getByLabelText('Location')).toHaveValue(town);
    expect(screen.getByLabelText('Room type')).toHaveValue('Studio');
    expect(screen.getByLabelText('Availability')).toHaveValue('Available');
    expect(screen.getByLabelText('Min rent ($)')).toHaveValue(500);
    expect(screen.getByLabelText('Max rent ($)')).toHaveValue(900);
    expect(screen.getByLabelText('Sort by')).toHaveValue('rent-asc');
  });

  it('when the user changes filters and sort, then the URL and the request follow', async () => {
    const { router } = open();
    await screen.findByText(/listings? found/);

    await userEvent.type(screen.getByLabelText('Location'), town);
    await waitFor(() => expect(router.state.location.search).toBe(`?location=${town}`));
    await waitFor(() => expect(rowTitles()).toHaveLength(3));

    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'rent-desc');
    await waitFor(() => expect(rowTitles()).toEqual([taken.title, studio.title, cheap.title]));
    expect(lastRequest().searchParams.get('sort')).toBe('rent-desc');

    await userEvent.selectOptions(screen.getByLabelText('Room type'), 'Studio');
    await userEvent.type(screen.getByLabelText('Max rent ($)'), '1000');
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        `?location=${town}&sort=rent-desc&roomType=Studio&maxRent=1000`,
      ),
    );
    await waitFor(() => expect(rowTitles()).toEqual([studio.title]));
    expect(Object.fromEntries(lastRequest().searchParams)).toMatchObject({
      location: town,
      roomType: 'Studio',
      maxRent: '1000',
      sort: 'rent-desc',
    });

    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText('Location')).toHaveValue('');
  });

  it('when min rent is above max rent, then it says so and the API gets neither', async () => {
    open(`?location=${town}&minRent=900&maxRent=500`);
    expect(await screen.findByText('Max rent must not be below min rent')).toBeInTheDocument();
    await screen.findByText('3 listings found');
    expect(lastRequest().searchParams.has('minRent')).toBe(false);
    expect(lastRequest().searchParams.has('maxRent')).toBe(false);
    expect(screen.getByText(RENT_LEFT_OUT)).toHaveAttribute('role', 'status');
  });

  it('when the user types a max rent below the min rent, then the previous results stay and a note by the rent fields says why', async () => {
    const { router } = open(`?location=${town}&minRent=500&sort=rent-asc`);
    await waitFor(() => expect(rowTitles()).toEqual([studio.title, taken.title]));
    const before = router.state.location.search;

    await userEvent.type(screen.getByLabelText('Max rent ($)'), '100');
    expect(await screen.findByText('Max rent must not be below min rent')).toBeInTheDocument();
    expect(screen.getByText(RENT_KEPT)).toHaveAttribute('role', 'status');
    await new Promise((resolve) => setTimeout(resolve, FILTER_DEBOUNCE_MS * 2));
    expect(router.state.location.search).toBe(before);
    expect(lastRequest().searchParams.get('minRent')).toBe('500');
    expect(lastRequest().searchParams.has('maxRent')).toBe(false);
    expect(screen.getByText('2 listings found')).toBeInTheDocument();
    expect(screen.getByLabelText('Max rent ($)')).toHaveValue(100);

    await userEvent.type(screen.getByLabelText('Max rent ($)'), '0');
    await waitFor(() => expect(rowTitles()).toEqual([studio.title]));
    expect(screen.queryByText(RENT_KEPT)).not.toBeInTheDocument();
  });

  it('when more than a page matches, then the exact count shows (a same-height placeholder while it loads, "20+" if it fails) and Load more fetches the next page by cursor', async () => {
    const many = place();
    const posts = [];
    // Three posters of seven: one account may create only 10 listings a day (rate limit).
    for (let i = 0; i < 21; i += 7) {
      const batchPoster = await createAccount('browse-many', `Many Poster ${i / 7 + 1}`);
      posts.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(7, 21 - i) }, (_, j) =>
            createListing(batchPoster, {
              location: many,
              rentAmount: 100 + i + j,
              availability: 'Not Available',
            }),
          ),
        )),
      );
    }

    // The count fails: the line says what is loaded, as a lower bound.
    countMode = 'fail';
    const failed = open(`?location=${many}&sort=rent-asc`);
    expect(await screen.findByText('20+ listings found')).toBeInTheDocument();
    failed.unmount();

    // The count is slow: the rows show, and the line holds its place.
    countMode = 'hold';
    const held = open(`?location=${many}&sort=rent-asc`);
    await waitFor(() => expect(rowTitles()).toHaveLength(20));
    const line = screen.getByRole('status', { busy: true });
    expect(line).toHaveTextContent('Counting listings');
    expect(line.tagName).toBe('P');
    expect(screen.queryByText(/listings? found/)).not.toBeInTheDocument();
    releaseCount();
    expect(await screen.findByText('21 listings found')).toBeInTheDocument();
    held.unmount();

    countMode = 'pass';
    requests.length = 0;
    open(`?location=${many}&sort=rent-asc`);
    expect(await screen.findByText('21 listings found')).toBeInTheDocument();
    expect(rowTitles()).toHaveLength(20);
    // The count asks for the filters only: no sort, page size or cursor.
    expect(Object.fromEntries(countRequests().at(-1)!.searchParams)).toEqual({ location: many });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rowTitles()).toHaveLength(21));
    expect(screen.getByText('21 listings found')).toBeInTheDocument();
    expect(rowTitles()).toEqual(
      posts.sort((a, b) => a.rentAmount! - b.rentAmount!).map((p) => p.title),
    );
    expect(lastRequest().searchParams.get('cursor')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  }, 90_000);

  it('when lifestyle chips are toggled, then the URL, the request and the rows follow, combined with other filters, and Clear filters resets them', async () => {
    const { router } = open(`?location=${town}`);
    expect(await screen.findByText('3 listings found')).toBeInTheDocument();
    const chip = (name: string) => screen.getByRole('button', { name });
    for (const name of [
      'Pets Allowed',
      'Smoking Allowed',
      'Night Owl',
      'Early Bird',
      'Quiet Environment',
      'Social Environment',
    ]) {
      expect(chip(name)).toHaveAttribute('aria-pressed', 'false');
    }

    await userEvent.click(chip('Pets Allowed'));
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?location=${town}&lifestyle=pets`),
    );
    expect(chip('Pets Allowed')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(rowTitles()).toEqual([taken.title, studio.title]));
    expect(await screen.findByText('2 listings found')).toBeInTheDocument();
    expect(lastRequest().searchParams.get('lifestyle')).toBe('pets');
    // A result that fits one page is its own count: no count request.
    expect(countRequests()).toEqual([]);

    // A second chip narrows further (ALL chosen), kept in contract order.
    await userEvent.click(chip('Quiet Environment'));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('lifestyle')).toBe('pets,quiet'),
    );
    await waitFor(() => expect(rowTitles()).toEqual([studio.title]));
    expect(await screen.findByText('1 listing found')).toBeInTheDocument();
    expect(lastRequest().searchParams.get('lifestyle')).toBe('pets,quiet');

    // Off again, then with room type and rent.
    await userEvent.click(chip('Quiet Environment'));
    expect(chip('Quiet Environment')).toHaveAttribute('aria-pressed', 'false');
    await userEvent.selectOptions(screen.getByLabelText('Room type'), 'Studio');
    await userEvent.type(screen.getByLabelText('Min rent ($)'), '1000');
    await waitFor(() => expect(rowTitles()).toEqual([taken.title]));
    expect(Object.fromEntries(lastRequest().searchParams)).toMatchObject({
      location: town,
      roomType: 'Studio',
      minRent: '1000',
      lifestyle: 'pets',
    });

    await userEvent.click(chip('Smoking Allowed'));
    expect(await screen.findByText('No listings match these filters.')).toBeInTheDocument();
    expect(screen.getByText('0 listings found')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(chip('Pets Allowed')).toHaveAttribute('aria-pressed', 'false');
    expect(chip('Smoking Allowed')).toHaveAttribute('aria-pressed', 'false');
  });

  it('when a shared URL carries lifestyle keys, then their chips are on and the request sends them in contract order', async () => {
    open(`?location=${town}&lifestyle=social,pets&sort=rent-asc`);
    expect(await screen.findByText('1 listing found')).toBeInTheDocument();
    expect(rowTitles()).toEqual([taken.title]);
    expect(screen.getByRole('button', { name: 'Social Environment' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Pets Allowed' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(lastRequest().searchParams.get('lifestyle')).toBe('pets,social');
  });

  describe('move-in date, stay and the yes/no facts', () => {
    let factsTown: string;
    let early: Listing;
    let late: Listing;
    let someBills: Listing;
    let unstated: Listing;
    const today = isoDay();
    const moveInBy = addDays(today, 30);
    const facts = (overrides: Partial<ListingFactsInput>): ListingFactsInput => ({
      availableFrom: today,
      minStayMonths: 1,
      maxStayMonths: null,
      bills: 'no',
      deposit: 500,
      furnishing: 'furnished',
      bathroom: 'shared',
      householdSize: 2,
      couplesWelcome: false,
      ...overrides,
    });

    beforeAll(async () => {
      factsTown = place();
      early = await createListing(poster, {
        location: `${factsTown} East`,
        facts: facts({
          availableFrom: addDays(today, 10),
          maxStayMonths: 6,
          bills: 'yes',
          bathroom: 'private',
          couplesWelcome: true,
        }),
      });
      late = await createListing(poster, {
        location: `${factsTown} West`,
        facts: facts({
          availableFrom: addDays(today, 60),
          minStayMonths: 6,
          bills: 'yes',
          furnishing: 'part',
        }),
      });
      someBills = await createListing(poster, {
        location: `${factsTown} South`,
        facts: facts({
          availableFrom: addDays(today, 5),
          minStayMonths: 3,
          maxStayMonths: 12,
          bills: 'some',
        }),
      });
      // Written without facts (as the legacy routes do): no fact filter takes it.
      unstated = await createListing(poster, { location: `${factsTown} North` });
    }, 60_000);

    it('when a shared URL carries a move-in date, a stay and bills, then the controls show them, the request sends them and only the fitting listing shows', async () => {
      open(`?location=${factsTown}&moveInBy=${moveInBy}&stay=3&bills=1&sort=soonest`);
      expect(await screen.findByText('1 listing found')).toBeInTheDocument();
      expect(rowTitles()).toEqual([early.title]);
      expect(Object.fromEntries(lastRequest().searchParams)).toEqual({
        location: factsTown,
        moveInBy,
        stay: '3',
        bills: '1',
        sort: 'soonest',
        limit: '20',
      });
      expect(screen.getByLabelText('Move in by')).toHaveValue(moveInBy);
      expect(screen.getByLabelText('Stay')).toHaveValue('3');
      expect(screen.getByLabelText('Sort by')).toHaveValue('soonest');
      expect(screen.getByRole('button', { name: 'Bills included' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      for (const name of ['Furnished', 'Private bathroom', 'Couples welcome']) {
        expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
      }
      // On a phone these sit behind "More filters", whose count includes them.
      expect(screen.getByRole('button', { name: 'More filters (3)' })).toBeInTheDocument();
    });

    it('when the user picks a move-in date, a stay and yes/no facts, then the URL, the request and the rows follow, and Clear filters resets them all', async () => {
      const { router } = open(`?location=${factsTown}&sort=soonest`);
      // Soonest first; the listing without facts last.
      await waitFor(() =>
        expect(rowTitles()).toEqual([someBills.title, early.title, late.title, unstated.title]),
      );
      expect(screen.getByLabelText('Stay')).toHaveValue('');
      expect(
        within(screen.getByLabelText('Stay'))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual([
        'Any',
        '1 month',
        '3 months',
        '6 months',
        '9 months',
        '12 months',
        '18 months',
        '24 months',
      ]);

      fireEvent.change(screen.getByLabelText('Move in by'), { target: { value: moveInBy } });
      await waitFor(() =>
        expect(router.state.location.search).toBe(
          `?location=${factsTown}&sort=soonest&moveInBy=${moveInBy}`,
        ),
      );
      await waitFor(() => expect(rowTitles()).toEqual([someBills.title, early.title]));

      await userEvent.selectOptions(screen.getByLabelText('Stay'), '6');
      await waitFor(() =>
        expect(new URLSearchParams(router.state.location.search).get('stay')).toBe('6'),
      );
      expect(lastRequest().searchParams.get('stay')).toBe('6');
      await waitFor(() => expect(rowTitles()).toEqual([someBills.title, early.title]));

      await userEvent.click(screen.getByRole('button', { name: 'Bills included' }));
      await waitFor(() => expect(rowTitles()).toEqual([early.title]));
      expect(screen.getByRole('button', { name: 'Bills included' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      for (const name of ['Private bathroom', 'Couples welcome', 'Furnished']) {
        await userEvent.click(screen.getByRole('button', { name }));
      }
      // Each new key joins the URL's end, in the order it was chosen.
      await waitFor(() =>
        expect(router.state.location.search).toBe(
          `?location=${factsTown}&sort=soonest&moveInBy=${moveInBy}&stay=6&bills=1&privateBath=1&couples=1&furnished=1`,
        ),
      );
      await waitFor(() =>
        expect(Object.fromEntries(lastRequest().searchParams)).toMatchObject({
          bills: '1',
          furnished: '1',
          privateBath: '1',
          couples: '1',
        }),
      );
      expect(await screen.findByText('1 listing found')).toBeInTheDocument();
      expect(rowTitles()).toEqual([early.title]);

      // Off again: the key leaves the URL.
      await userEvent.click(screen.getByRole('button', { name: 'Couples welcome' }));
      await waitFor(() =>
        expect(new URLSearchParams(router.state.location.search).has('couples')).toBe(false),
      );

      await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
      await waitFor(() => expect(router.state.location.search).toBe(''));
      expect(screen.getByLabelText('Move in by')).toHaveValue('');
      expect(screen.getByLabelText('Stay')).toHaveValue('');
      for (const name of ['Bills included', 'Furnished', 'Private bathroom']) {
        expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
      }
    });

    it('when a link carries a stay the select doesn’t offer, then the select shows that stay and the request sends it', async () => {
      open(`?location=${factsTown}&stay=5&sort=soonest`);
      expect(await screen.findByText('2 listings found')).toBeInTheDocument();
      expect(rowTitles()).toEqual([someBills.title, early.title]);
      expect(screen.getByLabelText('Stay')).toHaveValue('5');
      expect(
        within(screen.getByLabelText('Stay')).getByRole('option', { selected: true }),
      ).toHaveTextContent('5 months');
      expect(lastRequest().searchParams.get('stay')).toBe('5');
    });

    it('when furnished is chosen, then part-furnished listings and those without facts are left out', async () => {
      open(`?location=${factsTown}&furnished=1&sort=soonest`);
      expect(await screen.findByText('2 listings found')).toBeInTheDocument();
      expect(rowTitles()).toEqual([someBills.title, early.title]);
    });
  });

  it('when nothing matches the filters, then it says so and offers to clear them', async () => {
    open(`?location=${place()}`);
    expect(await screen.findByText('No listings match these filters.')).toBeInTheDocument();
    expect(screen.getByText('0 listings found')).toBeInTheDocument();
  });

  it('when there are no listings at all, then it reads "No listings available at the moment."', async () => {
    // The emulator is shared with other tests, so "no listings at all" is a
    // search nobody matches, shown as an unfiltered list would be.
    renderWithApp(
      <BrowseListings filters={{ location: place() }} filtered={false} onClearFilters={() => {}} />,
    );
    expect(await screen.findByText('No listings available at the moment.')).toBeInTheDocument();
  });

  it('when the API cannot be reached, then "Error Loading Listings" shows and Try Again recovers', async () => {
    env.apiBaseUrl = DEAD_API;
    open(`?location=${town}`);
    expect(await screen.findByText('Error Loading Listings')).toBeInTheDocument();
    expect(screen.getByText('Server not responding. Please try again later.')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load listings')).toBeInTheDocument(); // toast
    env.apiBaseUrl = proxy.url;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('3 listings found')).toBeInTheDocument();
  });

  describe('near a place', () => {
    let far: Listing;

    // Kotzebue is this file's own: no other test posts there, so its marker stands alone.
    beforeAll(async () => {
      far = await createListing(poster, {
        title: unique('Room by the sound'),
        location: 'Kotzebue, AK',
      });
    });

    it('when the member picks a place, then the URL and the request carry it instead of a location, and each row says how far it is', async () => {
      const user = userEvent.setup();
      open(`?location=${town}`);
      const sortBy = () => screen.getByLabelText('Sort by');
      expect(within(sortBy()).queryByRole('option', { name: 'Nearest' })).not.toBeInTheDocument();
      await user.type(screen.getByRole('combobox', { name: 'Near' }), 'Kotzeb');
      await user.click(await screen.findByRole('option', { name: /Kotzebue, AK/ }));
      await waitFor(() => expect(lastRequest().searchParams.get('near')).toBe('66.898,-162.598'));
      expect(Object.fromEntries(lastRequest().searchParams)).toMatchObject({
        km: '5',
        place: 'Kotzebue, AK',
      });
      expect(lastRequest().searchParams.has('location')).toBe(false);
      const row = await screen.findByRole('row', { name: new RegExp(far.title) });
      // Its point is the town's on the 300 m grid: about 100 m from the place's centre.
      expect(within(row).getByText('100 m away')).toBeInTheDocument();
      // A near search can be saved like any other.
      expect(screen.getByRole('link', { name: LOGIN_TO_SAVE })).toBeInTheDocument();

      await user.selectOptions(screen.getByRole('combobox', { name: 'Within' }), '25');
      await waitFor(() => expect(lastRequest().searchParams.get('km')).toBe('25'));

      // Nearest first is offered once there is a place to measure from.
      await user.selectOptions(sortBy(), 'Nearest');
      await waitFor(() => expect(lastRequest().searchParams.get('sort')).toBe('nearest'));
      expect(await screen.findByRole('row', { name: new RegExp(far.title) })).toBeInTheDocument();
    });

    it('when a member saves a near search, then it is kept with its distance and place, in words', async () => {
      const saver = await createAccount('browse-near-saver', 'Nadia Near');
      await signInApp(saver);
      onTestFinished(() => signOutApp());
      // The API itself: the recording proxy passes no request bodies.
      env.apiBaseUrl = apiBase();
      const user = userEvent.setup();
      renderRoute(<BrowseRoute />, {
        route: '/browse-listings',
        path: '/browse-listings?near=66.898%2C-162.598&km=25&place=Kotzebue%2C+AK&sort=nearest',
        session: signedInSession(saver),
      });
      await screen.findByRole('row', { name: new RegExp(far.title) });
      await user.click(screen.getByRole('button', { name: 'Save this search' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Save this search' }));
      expect(dialog.getByRole('textbox', { name: /Name/ })).toHaveValue(
        'Within 25 km of Kotzebue, AK',
      );
      await user.click(dialog.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const { searches } = await api<{ searches: SavedSearch[] }>(
        saver,
        'GET',
        '/users/me/saved-searches',
      );
      // The sort is not part of a search.
      expect(searches.map((s) => s.filters)).toEqual([
        { near: '66.898,-162.598', km: 25, place: 'Kotzebue, AK' },
      ]);
    });

    it('when a typed location names a known place, then a search by distance is offered and replaces it', async () => {
      const user = userEvent.setup();
      open('?location=New%20York');
      await user.click(
        await screen.findByRole('button', {
          name: 'Search within 5 km of New York City, NY instead',
        }),
      );
      await waitFor(() => expect(lastRequest().searchParams.get('near')).toBe('40.714,-74.006'));
      expect(lastRequest().searchParams.get('place')).toBe('New York City, NY');
      expect(lastRequest().searchParams.has('location')).toBe(false);
      expect(screen.getByRole('combobox', { name: 'Near' })).toHaveValue('New York City, NY');
      expect(screen.queryByRole('button', { name: /instead$/ })).not.toBeInTheDocument();
    });

    it('when the map is shown, then the loaded results are its markers', async () => {
      // jsdom lays nothing out: the map's container is given a phone-sized box.
      const sizes = [
        vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(400),
        vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(600),
      ];
      onTestFinished(() => sizes.forEach((spy) => spy.mockRestore()));
      const user = userEvent.setup();
      open('?near=66.898%2C-162.598&km=5&place=Kotzebue%2C+AK');
      await screen.findByRole('row', { name: new RegExp(far.title) });
      await user.click(screen.getByRole('button', { name: 'Show map' }));
      const map = await screen.findByRole('region', { name: 'Map of results' });
      expect(await within(map).findByRole('button', { name: far.title })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Hide map' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });
  });

  it('when the screen is small, then each row is a card with the same fields and See More', async () => {
    setScreen(false);
    open(`?location=${town}`);
    const card = within(await screen.findByRole('article', { name: cheap.title }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(card.getByText(`Old ${town} · Single Room · Available`)).toBeInTheDocument();
    expect(card.getByText('$400')).toBeInTheDocument();
    expect(card.getByText('Posted by Bruno Browse')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'See More' })).toHaveAttribute(
      'href',
      `/details/${cheap._id}`,
    );
  });
});
