// The home page: carousel, typewriter, featured listings from the real API.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { FeaturedListings } from '@/features/listings/components/featured-listings';
import {
  anonymousSession,
  createAccount,
  createListing,
  DEAD_API,
  unique,
} from '@/testing/emulator-data';
import { renderRoute } from '@/testing/render-route';
import { testUser } from '@/testing/test-utils';
import type { Listing } from '@/features/listings/types';
import HomeRoute from './home';

const openHome = () =>
  renderRoute(<HomeRoute />, { route: '/', path: '/', session: anonymousSession });

describe('home page', () => {
  afterEach(() => {
    env.apiBaseUrl = import.meta.env.VITE_API_BASE_URL ?? '';
  });

  it('when it opens, then the first slide is already there (brand, title, both buttons, a priority image)', () => {
    openHome();
    const hero = within(screen.getByRole('region', { name: 'Highlights' }));
    expect(hero.getByRole('heading', { name: 'Find Your Perfect Roommate' })).toBeInTheDocument();
    expect(hero.getByText('Roomly')).toBeInTheDocument();
    expect(hero.getByRole('link', { name: 'Browse Listings' })).toHaveAttribute(
      'href',
      '/browse-listings',
    );
    expect(hero.getByRole('link', { name: 'Post a Listing' })).toHaveAttribute(
      'href',
      '/find-roommate',
    );
    const image = hero.getByRole('img', { name: /shared living room/ });
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('width', '1920');
    expect(image).toHaveAttribute('height', '1080');
    const avif = image.parentElement!.querySelector('source[type="image/avif"]')!;
    expect(avif.getAttribute('srcset')).toContain('/images/hero/find-roommate-640.avif 640w');
    expect(avif.getAttribute('sizes')).toBe('100vw');
  });

  it('when the page has settled, then the carousel has all three slides, the later ones lazy', async () => {
    openHome();
    const hero = within(screen.getByRole('region', { name: 'Highlights' }));
    expect(await hero.findByRole('heading', { name: 'Discover Great Spaces' })).toBeInTheDocument();
    expect(hero.getByRole('heading', { name: 'Easy Room Search' })).toBeInTheDocument();
    expect(hero.getByRole('img', { name: /city skyline/ })).toHaveAttribute('loading', 'lazy');
    expect(hero.getByRole('img', { name: /city map/ })).toHaveAttribute('loading', 'lazy');
    expect(hero.getAllByRole('link', { name: 'Browse Listings' })).toHaveLength(3);
  });

  it('when it opens, then the arrows, the dots and the pause button are already there and reachable with Tab', () => {
    openHome();
    const hero = within(screen.getByRole('region', { name: 'Highlights' }));
    for (const name of ['Previous slide', 'Next slide', 'Pause slideshow']) {
      expect(hero.getByRole('button', { name })).not.toHaveAttribute('tabindex', '-1');
    }
    const dots = within(hero.getByRole('group', { name: 'Slides' })).getAllByRole('button');
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual([
      'Go to slide 1',
      'Go to slide 2',
      'Go to slide 3',
    ]);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    // Swiper hasn't loaded: only the first slide is there.
    expect(hero.queryByRole('heading', { name: 'Discover Great Spaces' })).not.toBeInTheDocument();
  });

  it('when a dot is pressed before Swiper has loaded, then Swiper loads on that slide and the focus stays on the dot', async () => {
    openHome();
    const hero = within(screen.getByRole('region', { name: 'Highlights' }));
    const third = hero.getByRole('button', { name: 'Go to slide 3' });
    act(() => third.focus());
    fireEvent.click(third);
    expect(third).toHaveAttribute('aria-current', 'true');
    expect(await hero.findByRole('heading', { name: 'Easy Room Search' })).toBeInTheDocument();
    expect(third).toHaveFocus();
    expect(third).toHaveAttribute('aria-current', 'true');
  });

  it('when the slideshow is paused before Swiper has loaded, then the button offers Play', () => {
    openHome();
    const hero = within(screen.getByRole('region', { name: 'Highlights' }));
    fireEvent.click(hero.getByRole('button', { name: 'Pause slideshow' }));
    expect(hero.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });

  it('when someone points at the carousel, then Swiper takes over at once', async () => {
    openHome();
    const region = screen.getByRole('region', { name: 'Highlights' });
    fireEvent.pointerEnter(region);
    expect(
      await within(region).findByRole('heading', { name: 'Easy Room Search' }, { timeout: 2000 }),
    ).toBeInTheDocument();
  });

  it('when a keyboard user is inside the first slide, then Swiper waits until focus leaves', async () => {
    openHome();
    const region = screen.getByRole('region', { name: 'Highlights' });
    const link = within(region).getByRole('link', { name: 'Browse Listings' });
    act(() => link.focus());
    fireEvent.pointerEnter(region);
    await act(() => new Promise((r) => setTimeout(r, 1000)));
    expect(link).toHaveFocus();
    expect(
      within(region).queryByRole('heading', { name: 'Easy Room Search' }),
    ).not.toBeInTheDocument();
    act(() => link.blur());
    expect(
      await within(region).findByRole('heading', { name: 'Easy Room Search' }),
    ).toBeInTheDocument();
  });

  it('when the page has settled, then the heading types the next word after 2 seconds', async () => {
    openHome();
    const heading = screen.getByRole('heading', { level: 2, name: 'Featured Roommates' });
    expect(heading).toHaveTextContent('Featured Roommates');
    await waitFor(() => expect(heading).toHaveTextContent('Latest Listings'), { timeout: 10_000 });
    // The accessible name stays put while the letters change.
    expect(heading).toHaveAccessibleName('Featured Roommates');
  }, 15_000);

  it('when the page has settled, then the features and the three-step guide are there', async () => {
    openHome();
    await screen.findByRole('heading', { level: 3, name: 'Find Your Perfect Match' });
    for (const name of [
      'Find Your Perfect Match',
      'Secure Platform',
      'Easy Communication',
      'Create Your Profile',
      'Discover Listings',
      'Connect and Move In',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
  });

  it('when the page has settled, then below the featured listings a visitor is invited to post a Room wanted ad, through the login page', async () => {
    const { router } = openHome();
    const section = within(await screen.findByRole('region', { name: 'Looking for a room?' }));
    // Below the featured section, above the spec's own sections.
    const featured = screen.getByRole('region', { name: 'Featured Roommates' });
    const cta = screen.getByRole('region', { name: 'Looking for a room?' });
    const why = screen.getByRole('heading', { name: 'Why Choose Roomly?' });
    expect(featured.compareDocumentPosition(cta) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(cta.compareDocumentPosition(why) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const link = section.getByRole('link', { name: 'Post a Room wanted ad' });
    expect(link).toHaveAttribute('href', '/auth/login?next=%2Froom-wanted%2Fmine');
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });

  it('when a member is signed in, then the call to action goes straight to the form', async () => {
    renderRoute(<HomeRoute />, {
      route: '/',
      path: '/',
      session: { user: testUser, loading: false },
    });
    const section = within(await screen.findByRole('region', { name: 'Looking for a room?' }));
    expect(section.getByRole('link', { name: 'Post a Room wanted ad' })).toHaveAttribute(
      'href',
      '/room-wanted/mine',
    );
  });

  describe('featured listings from the API', () => {
    let featured: Listing;
    let notAvailable: Listing;

    beforeAll(async () => {
      const poster = await createAccount('home-poster', 'Hana Home');
      notAvailable = await createListing(poster, { availability: 'Not Available' });
      featured = await createListing(poster, { rentAmount: 1234 });
    }, 60_000);

    it('when available listings exist, then the newest show as cards', async () => {
      openHome();
      const card = within(await screen.findByRole('article', { name: featured.title }));
      expect(card.getByText('Available')).toBeInTheDocument();
      expect(card.getByText('$1,234/month')).toBeInTheDocument();
      expect(card.getByText('Posted by Hana Home')).toBeInTheDocument();
      expect(screen.queryByRole('article', { name: notAvailable.title })).not.toBeInTheDocument();
      expect(screen.getAllByRole('article').length).toBeLessThanOrEqual(6);
    });

    it('when no listing is available, then it says "No available listings at the moment."', async () => {
      // The emulator is shared with other tests: "none available" is the home
      // query narrowed to a place no listing is in.
      renderRoute(
        <FeaturedListings
          query={{ limit: 6, availability: 'Available', location: unique('nowhere') }}
        />,
        {
          route: '/',
          path: '/',
          session: anonymousSession,
        },
      );
      expect(await screen.findByText('No available listings at the moment.')).toBeInTheDocument();
    });

    it('when the API cannot be reached, then the error shows with Try Again', async () => {
      env.apiBaseUrl = DEAD_API;
      openHome();
      expect(
        await screen.findByText('Server not responding. Please try again later.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Log In Again' })).not.toBeInTheDocument();
    });
  });
});
