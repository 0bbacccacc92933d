// Journeys 1 and 11: a visitor finds listings without an account.
import { beforeEach, describe, expect, it } from 'vitest';
import { field, tableTitles, visible } from '../support/app';
import { useBrowser } from '../support/browser';
import { createListing, createUser, resetEmulators } from '../support/emulators';

const session = useBrowser();

describe('a visitor', () => {
  let austinId = '';

  beforeEach(async () => {
    await resetEmulators();
    const maya = await createUser('maya@e2e.roomly.dev', 'Maya Chen');
    austinId = await createListing(maya, {
      title: 'Sunny single in Austin',
      location: 'Austin, TX',
      rentAmount: 950,
    });
    await createListing(maya, {
      title: 'Shared loft in Denver',
      location: 'Denver, CO',
      rentAmount: 700,
      roomType: 'Shared Room',
    });
    await createListing(maya, {
      title: 'Studio in Austin, taken',
      location: 'Austin, TX',
      rentAmount: 1400,
      roomType: 'Studio',
      availability: 'Not Available',
    });
  });

  it('when they open home, then the carousel, the typewriter heading and the available listings show', async () => {
    const { page } = session;
    await page.goto('/');
    await visible(page.getByRole('heading', { name: 'Find Your Perfect Roommate' }));
    await visible(page.getByRole('link', { name: 'Browse Listings' }));
    await visible(page.getByRole('link', { name: 'Post a Listing' }));

    // Only the two available listings are featured.
    const featured = page.getByRole('region', { name: 'Featured Roommates' });
    await visible(featured.getByText('Sunny single in Austin'));
    await expect.poll(() => featured.locator('article').count()).toBe(2);
    expect(await featured.getByText('Studio in Austin, taken').count()).toBe(0);
    await visible(featured.getByText('$950/month'));

    // The typewriter moves on from the first word to the next ones.
    const typed = featured.locator('h2 [aria-hidden]');
    await expect
      .poll(() => typed.innerText(), { timeout: 30_000 })
      .toMatch(/^(Latest Listings|Top Picks)$/);

    // The carousel's later slides arrive with Swiper.
    await page.getByRole('region', { name: 'Highlights' }).hover();
    await visible(page.getByRole('heading', { name: 'Discover Great Spaces' }), 20_000);
    expect(await page.getByRole('heading', { name: 'Easy Room Search' }).count()).toBe(1);
  });

  it('when they browse, then the table counts the listings and a location filter narrows it and stays in the URL', async () => {
    const { page } = session;
    await page.goto('/browse-listings');
    await visible(page.getByText('3 listings found'));
    const columns = [
      'Title',
      'Location',
      'Room Type',
      'Rent',
      'Availability',
      'Posted By',
      'Action',
    ];
    for (const column of columns) {
      await visible(page.getByRole('columnheader', { name: column }));
    }

    await field(page, 'Location').fill('denver');
    await page.waitForURL(/location=denver/);
    await visible(page.getByText('1 listing found'));
    expect(await tableTitles(page)).toEqual(['Shared loft in Denver']);

    // A shared link (or a reload) gives the same search.
    await page.reload();
    await visible(page.getByText('1 listing found'));
    expect(await field(page, 'Location').inputValue()).toBe('denver');

    await field(page, 'Location').fill('');
    await field(page, 'Max rent ($)').fill('1000');
    await field(page, 'Sort by').selectOption('rent-asc');
    await page.waitForURL((url) => url.searchParams.get('maxRent') === '1000');
    await visible(page.getByText('2 listings found'));
    await expect
      .poll(() => tableTitles(page))
      .toEqual(['Shared loft in Denver', 'Sunny single in Austin']);
    expect(new URL(page.url()).searchParams.get('sort')).toBe('rent-asc');
  });

  it('when they search within 5 km of Brooklyn, then rows show their distance, the map shows the same results, and moving the map searches there', async () => {
    const { page } = session;
    const sam = await createUser('sam@e2e.roomly.dev', 'Sam Ortiz');
    for (const [title, location] of [
      ['Park Slope room', 'Park Slope, Brooklyn, NY'],
      ['Crown Heights room', 'Crown Heights, Brooklyn, NY'],
      ['Williamsburg loft', 'Williamsburg, Brooklyn, NY'],
      ['Astoria room', 'Astoria, Queens, NY'],
    ]) {
      await createListing(sam, { title, location, rentAmount: 1100 });
    }
    await page.goto('/browse-listings');
    await visible(page.getByText('7 listings found'));

    await page.getByRole('combobox', { name: 'Near' }).fill('Brookl');
    await page.getByRole('option', { name: /^Brooklyn, NY/ }).click();
    await page.waitForURL((url) => url.searchParams.get('place') === 'Brooklyn, NY');
    expect(new URL(page.url()).searchParams.get('km')).toBe('5');
    // Park Slope is about 3 km from Brooklyn's centre, Crown Heights 2; Williamsburg 7, Astoria 14.
    await expect
      .poll(async () => (await tableTitles(page)).sort())
      .toEqual(['Crown Heights room', 'Park Slope room']);
    await visible(page.getByRole('row', { name: /Park Slope room/ }).getByText(/km away$/));
    // Nearest first, offered with a place: Crown Heights before Park Slope.
    await field(page, 'Sort by').selectOption({ label: 'Nearest' });
    await page.waitForURL((url) => url.searchParams.get('sort') === 'nearest');
    await expect.poll(() => tableTitles(page)).toEqual(['Crown Heights room', 'Park Slope room']);

    await page.getByRole('button', { name: 'Show map' }).click();
    const map = page.getByRole('region', { name: 'Map of results' });
    await visible(map.getByRole('button', { name: 'Park Slope room' }));
    await visible(
      map.getByText(
        "Map tiles aren't available here, so the map shows places on a plain background.",
      ),
    );
    const markers = () =>
      map
        .locator('.leaflet-marker-pane [title]')
        .evaluateAll((els) => els.map((el) => el.getAttribute('title') ?? '').sort());
    await expect.poll(markers).toEqual((await tableTitles(page)).sort());

    // Moved north, "Search this area" searches around the new view, and the list and the map agree again.
    await map.locator('.leaflet-container').focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowUp');
    await page.getByRole('button', { name: 'Search this area' }).click();
    await page.waitForURL((url) => url.searchParams.get('place') === 'Map area');
    expect(new URL(page.url()).searchParams.get('near')).not.toBe('40.65,-73.95');
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Near' }).inputValue())
      .toBe('Map area');
    const agree = async () => {
      const rows = (await tableTitles(page)).sort();
      return { rows, same: rows.join() === (await markers()).join() };
    };
    await expect.poll(async () => (await agree()).same).toBe(true);
  });

  it('when they open a listing from a card or from See More, then its details show', async () => {
    const { page } = session;
    await page.goto('/');
    const card = page.getByRole('article', { name: 'Sunny single in Austin' });
    await card.getByRole('link', { name: 'View Details' }).click();
    await page.waitForURL(`**/details/${austinId}`);
    await visible(page.getByRole('heading', { level: 1, name: 'Sunny single in Austin' }));
    await visible(page.getByText('Quiet Environment'));
    await visible(page.getByText('Maya Chen'));

    await page.goto('/browse-listings');
    const row = page.getByRole('row', { name: /Sunny single in Austin/ });
    await row.getByRole('link', { name: 'See More' }).click();
    await page.waitForURL(`**/details/${austinId}`);
    await visible(page.getByRole('heading', { level: 1, name: 'Sunny single in Austin' }));
    // Contact details stay private until a like.
    expect(await page.getByText('Call 555-0100').count()).toBe(0);
  });

  it('when they open an unknown path, then the 404 page leads back home', async () => {
    const { page } = session;
    await page.goto('/no/such/page');
    await visible(page.getByRole('heading', { name: 'Page not found' }));
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await visible(page.getByRole('heading', { name: 'Find Your Perfect Roommate' }));

    // An unknown listing's link: a 404 for crawlers, the app's own "Post not found" for people
    // (the browser logs both 404s, the page's and the app's call).
    session.expectErrors(/status of 404 .*\/(details|posts)\/noSuchListing1\)$/);
    const missing = await page.goto('/details/noSuchListing1');
    expect(missing!.status()).toBe(404);
    await visible(page.getByText('Post not found'));
  });
});
