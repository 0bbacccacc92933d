import { areasNamed } from '@contract/wanted-ad';
// /room-wanted on the real emulators: seekers' ads posted through the API,
// each test's own under an area no other test uses, read back through the
// page's filters (in the URL, as browse's), sorts, pages and states.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { addDays, formatDay, isoDay } from '@contract/listing-facts';
import type { WantedAd } from '@contract/wanted-ad';
import { env } from '@/config/env';
import { NO_SEEKER_MATCHES, WantedAdList } from '@/features/wanted-ads/components/wanted-ad-list';
import { anonymousSession, createAccount, DEAD_API, unique } from '@/testing/emulator-data';
import { renderRoute } from '@/testing/render-route';
import { createWantedAd } from '@/testing/wanted-ads';
import { currentPath } from '@/testing/test-utils';
import RoomWantedRoute from './room-wanted';

const open = (search = '') =>
  renderRoute(<RoomWantedRoute />, {
    route: '/room-wanted',
    path: `/room-wanted${search}`,
    session: anonymousSession,
  });

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Room wanted ads' }))
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);

describe('room wanted list', () => {
  // Every ad of this file is in this area (a place no other test names).
  const area = unique('Quillby');
  let ana: WantedAd;
  let ben: WantedAd;
  let cat: WantedAd;

  beforeAll(async () => {
    const [a, b, c] = await Promise.all([
      createAccount('wanted-ana', 'Ana Alves'),
      createAccount('wanted-ben', 'Ben Brooks'),
      createAccount('wanted-cat', 'Cat Chen'),
    ]);
    ana = await createWantedAd(a, {
      areas: areasNamed(area, 'Lisbon'),
      budget: 900,
      moveInDate: addDays(isoDay(), 40),
      stayMonths: 12,
      lifestyle: ['quiet'],
      age: 23,
      occupation: 'student',
      headline: 'Student who loves quiet evenings',
    });
    ben = await createWantedAd(b, {
      areas: areasNamed(area),
      budget: 1500,
      moveInDate: addDays(isoDay(), 5),
      stayMonths: 3,
      lifestyle: ['pets', 'social'],
      roomTypes: ['Studio'],
      age: null,
      occupation: null,
      headline: 'Dog owner looking for a studio',
    });
    cat = await createWantedAd(c, {
      areas: areasNamed(area),
      budget: 1200,
      moveInDate: addDays(isoDay(), 20),
      stayMonths: 6,
      lifestyle: ['quiet', 'earlyBird'],
      age: 31,
      occupation: 'professional',
      headline: 'Early riser, tidy and calm',
    });
  }, 60_000);

  afterEach(() => {
    env.apiBaseUrl = import.meta.env.VITE_API_BASE_URL ?? '';
  });

  it('when seekers advertise in an area, then each card shows who they are and what they need, and the count', async () => {
    open(`?area=${encodeURIComponent(area)}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Room wanted' })).toBeInTheDocument();
    expect(await screen.findByText('3 seekers found')).toBeInTheDocument();
    // Newest first by default.
    expect(cardNames()).toEqual(['Cat Chen', 'Ben Brooks', 'Ana Alves']);

    const card = within(screen.getByRole('article', { name: 'Ana Alves' }));
    expect(card.getByText('20–24 · Student')).toBeInTheDocument();
    expect(card.getByText(ana.headline)).toBeInTheDocument();
    expect(card.getByText('up to $900/month')).toBeInTheDocument();
    expect(card.getByText(`Within 2 km of ${area} · Within 2 km of Lisbon`)).toBeInTheDocument();
    expect(card.getByText(`Moving in ${formatDay(ana.moveInDate)}`)).toBeInTheDocument();
    expect(card.getByText('For 12 months')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'View ad' })).toHaveAttribute(
      'href',
      `/room-wanted/${ana._id}`,
    );
    // Without an age or occupation, no line for them (and no initials mistaken for one).
    const benCard = within(screen.getByRole('article', { name: 'Ben Brooks' }));
    expect(benCard.getByText('up to $1,500/month')).toBeInTheDocument();
    expect(benCard.queryByText(/·/)).toBeNull();
    // Never contact details.
    expect(document.body.textContent).not.toMatch(/@test\.roomly\.dev/);
  });

  it('when the filters are in the URL, then only matching seekers show; the budget is "at least"', async () => {
    open(`?area=${encodeURIComponent(area)}&minBudget=1000`);
    expect(await screen.findByText('2 seekers found')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Cat Chen', 'Ben Brooks']);
    expect(screen.getByRole('spinbutton', { name: 'Budget at least ($)' })).toHaveValue(1000);
  });

  it('when a lifestyle chip, a room type and a stay are chosen, then the list and the URL follow', async () => {
    const { router } = open(`?area=${encodeURIComponent(area)}`);
    await screen.findByText('3 seekers found');
    await userEvent.click(screen.getByRole('button', { name: 'Quiet Environment' }));
    expect(await screen.findByText('2 seekers found')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Cat Chen', 'Ana Alves']);
    expect(currentPath(router)).toContain('lifestyle=quiet');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Stay' }), '9');
    expect(await screen.findByText('1 seeker found')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Ana Alves']);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Room type' }), 'Studio');
    expect(await screen.findByText(NO_SEEKER_MATCHES)).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    await waitFor(() => expect(currentPath(router)).toBe('/room-wanted'));
  });

  it('when an occupation is chosen, then only seekers of that occupation are listed and the URL says so', async () => {
    const { router } = open(`?area=${encodeURIComponent(area)}`);
    await screen.findByText('3 seekers found');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Occupation' }), 'Student');
    expect(await screen.findByText('1 seeker found')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Ana Alves']);
    expect(currentPath(router)).toContain('occupation=student');
  });

  it('when the area is typed and the sort is Soonest move-in, then the list is the area’s, soonest first', async () => {
    const { router } = open();
    // Pasted: typed key by key, the whole list renders per key (slow on a busy machine).
    await userEvent.click(screen.getByRole('textbox', { name: 'Area' }));
    await userEvent.paste(area);
    await waitFor(() => expect(currentPath(router)).toContain('area='));
    expect(await screen.findByText('3 seekers found')).toBeInTheDocument();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      'Soonest move-in',
    );
    await waitFor(() => expect(cardNames()).toEqual(['Ben Brooks', 'Cat Chen', 'Ana Alves']));
    expect(currentPath(router)).toContain('sort=soonest');
    expect(ben.moveInDate < cat.moveInDate).toBe(true);
  });

  it('when there are more seekers than a page, then Load more brings the next page and the count is exact', async () => {
    renderRoute(
      <WantedAdList
        filters={{ area, sort: 'newest' }}
        filtered
        onClearFilters={() => {}}
        pageSize={2}
      />,
      { route: '/room-wanted', path: '/room-wanted', session: anonymousSession },
    );
    expect(await screen.findByText('3 seekers found')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Cat Chen', 'Ben Brooks']);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cardNames()).toEqual(['Cat Chen', 'Ben Brooks', 'Ana Alves']));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('when the API is unreachable, then the error says so and offers Try Again', async () => {
    env.apiBaseUrl = DEAD_API;
    open(`?area=${encodeURIComponent(area)}`);
    expect(await screen.findByText('Error Loading Room Wanted Ads')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  describe('near a place', () => {
    // Nome is this file's own: no other test's ad has an area there.
    const NOME = '?near=64.501%2C-165.406&km=5&place=Nome%2C+AK';
    // A place the gazetteer doesn't know: an area without a point.
    const other = unique('Tundraville');
    let dan: WantedAd;

    beforeAll(async () => {
      const d = await createAccount('wanted-dan', 'Dan Dune');
      // Its point is the one the API finds for the name (none is chosen).
      dan = await createWantedAd(d, {
        areas: [
          { name: other, km: 2 },
          { name: 'Nome, AK', km: 5 },
        ],
        headline: 'Fisher looking for a room by the sea',
      });
    }, 60_000);

    it('when the member picks a place, then the URL carries it instead of the area, and the card says how far its nearest area is', async () => {
      const user = userEvent.setup();
      const { router } = open(`?area=${encodeURIComponent(area)}`);
      await screen.findByText('3 seekers found');
      await user.type(await screen.findByRole('combobox', { name: 'Near' }), 'Nome');
      await user.click(await screen.findByRole('option', { name: /^Nome, AK/ }));

      await waitFor(() => expect(currentPath(router)).toContain('near='));
      const params = new URL(currentPath(router), 'http://app').searchParams;
      expect(Object.fromEntries(params)).toMatchObject({ km: '5', place: 'Nome, AK' });
      expect(params.has('area')).toBe(false);
      expect(await screen.findByText('1 seeker found')).toBeInTheDocument();
      const card = within(screen.getByRole('article', { name: 'Dan Dune' }));
      expect(card.getByText(`Within 2 km of ${other} · Within 5 km of Nome, AK`)).toBeVisible();
      // Its point is the town's on the stored grid: a little off the place's own.
      expect(card.getByText(/^\d+ m away$/)).toBeInTheDocument();

      await user.selectOptions(screen.getByRole('combobox', { name: 'Within' }), '25');
      await waitFor(() => expect(currentPath(router)).toContain('km=25'));
    });

    it('when an area is typed on a near search, then it replaces the place', async () => {
      const { router } = open(NOME);
      await screen.findByRole('article', { name: 'Dan Dune' });
      await userEvent.click(screen.getByRole('textbox', { name: 'Area' }));
      await userEvent.paste(area);

      await waitFor(() => expect(currentPath(router)).toContain('area='));
      expect(currentPath(router)).not.toMatch(/near=|place=|km=/);
      expect(await screen.findByText('3 seekers found')).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Near' })).toHaveValue('');
    });

    it('when the map is shown, then the loaded ads are its markers, each at its nearest area the gazetteer knows, and a marker chosen brings its card into view', async () => {
      // jsdom lays nothing out: the map's container is given a phone-sized box,
      // and elements can't scroll (which this test records).
      const sizes = [
        vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(400),
        vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(600),
      ];
      const scrolled = vi.fn<Element['scrollIntoView']>();
      Element.prototype.scrollIntoView = scrolled;
      onTestFinished(() => {
        sizes.forEach((spy) => spy.mockRestore());
        Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
      });
      const user = userEvent.setup();
      open(NOME);
      await screen.findByRole('article', { name: 'Dan Dune' });
      await user.click(screen.getByRole('button', { name: 'Show map' }));

      const map = await screen.findByRole('region', { name: 'Map of results' });
      await user.click(await within(map).findByRole('button', { name: 'Dan Dune' }));
      expect(await within(map).findByRole('link', { name: 'Dan Dune' })).toHaveAttribute(
        'href',
        `/room-wanted/${dan._id}`,
      );
      expect(within(map).getByText('up to $1,200/month · Within 5 km of Nome, AK')).toBeVisible();
      const card = screen.getByRole('article', { name: 'Dan Dune' }).closest('li');
      await waitFor(() => expect(scrolled.mock.contexts).toContain(card));
      expect(screen.getByRole('button', { name: 'Hide map' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });
  });
});
