// A listing's first view (details-first-view.tsx, rendered by the function
// serving /details/:id) is what the visitor sees until React renders: React's
// first render, starting from the data the page carries, must be exactly that
// markup, for a listing with photos and facts, one that is let, and one under
// review, in both themes.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ThemeMode } from '@/app/theme/theme-storage';
import { paths } from '@/config/paths';
import {
  FIRST_VIEW_DATA_ID,
  firstViewListing,
  resetFirstViewListing,
} from '@/features/listings/api/first-view-listing';
import type { Listing } from '@/features/listings/types';
import { cutTo, normalise, parse, renderApp, withoutApi } from '@/testing/first-paint-markup';
import { renderDetailsFirstView } from './details-first-view';
import { templateId, THEME_MODES } from './first-paint';

const listing: Listing = {
  _id: 'firstView1',
  title: 'Bright room </template> & <b>garden</b>',
  location: 'Porto, Portugal',
  rentAmount: 700,
  roomType: 'Single Room',
  description: 'Calm street, ten minutes from the metro.',
  lifestylePreferences: ['quiet', 'pets'],
  availability: 'Available',
  isOwner: false,
  userName: 'Rui',
  likes: 2,
  createdAt: '2026-03-05T12:00:00.000Z',
  updatedAt: '2026-03-05T12:00:00.000Z',
  status: 'active',
  contactPreference: 'reveal-on-like',
  userPhoto: '',
  // One photo: with more, the carousel takes the first one's place once its
  // code is in (photo-gallery.tsx), which a test in jsdom can't hold back.
  photos: ['/images/listings/attic-room-960.webp'],
  photoDetails: {},
  expiresAt: null,
  poster: {
    emailVerified: true,
    google: false,
    memberSince: '2026-01',
    phoneVerified: true,
    activeListings: 1,
  },
  point: null,
  facts: {
    availableFrom: '2026-12-01',
    minStayMonths: 6,
    maxStayMonths: null,
    bills: 'yes',
    billsEstimate: null,
    deposit: 700,
    furnishing: 'furnished',
    bathroom: 'private',
    householdSize: 2,
    householdAgeMin: 25,
    householdAgeMax: 34,
    couplesWelcome: false,
    whoLivesHere: 'Two designers who cook a lot.',
  },
};

const CASES: { what: string; post: Listing; shows: string }[] = [
  { what: 'an active listing', post: listing, shows: listing.title },
  { what: 'a let listing', post: { ...listing, status: 'let' }, shows: 'This room has been let' },
  {
    what: 'a listing under review',
    // What the API sends a visitor: its id and status, everything else empty.
    post: {
      ...listing,
      title: '',
      description: '',
      location: '',
      userName: '',
      photos: [],
      status: 'under-review',
    },
    shows: 'This listing is being reviewed',
  },
];

/** The page as the function serves it: the listing's data beside #root. */
function servePage(post: Listing, renderedAt: number) {
  const { body, templates } = renderDetailsFirstView({ post, renderedAt });
  const data = /<script type="application\/json"[\s\S]*<\/script>/.exec(body)![0];
  document.body.insertAdjacentHTML('beforeend', data);
  resetFirstViewListing();
  return templates;
}

describe('a listing’s first view', () => {
  withoutApi();
  afterEach(() => {
    document.getElementById(FIRST_VIEW_DATA_ID)?.remove();
    resetFirstViewListing();
  });

  for (const { what, post, shows } of CASES) {
    for (const mode of THEME_MODES as ThemeMode[]) {
      it(`when ${what} opens in ${mode} mode, then React's first render starts with the function's markup`, async () => {
        const templates = servePage(post, Date.now());
        const expected = parse(templates[templateId('details', mode)]!);
        expect(expected).toHaveTextContent(shows);
        // The static copy's buttons wait for React's.
        expected.querySelectorAll('button').forEach((button) => {
          expect(button).toHaveAttribute('inert');
          button.removeAttribute('inert');
        });
        const { container } = renderApp(paths.details(post._id), mode);
        await screen.findAllByText(shows);
        expect(normalise(cutTo(container, expected) as HTMLElement).innerHTML).toBe(
          expected.innerHTML,
        );
      });
    }
  }

  it('when the page carries another listing, or broken data, then the app does not use it', () => {
    servePage(listing, 1000);
    expect(firstViewListing(listing._id)).toEqual({ post: listing, renderedAt: 1000 });
    expect(firstViewListing('anotherListing')).toBeUndefined();
    document.getElementById(FIRST_VIEW_DATA_ID)!.textContent = '{"post": {"title": 1}';
    resetFirstViewListing();
    expect(firstViewListing(listing._id)).toBeUndefined();
  });

  it('when a listing’s text would close the data element, then it stays inside it', () => {
    const { body } = renderDetailsFirstView({
      post: { ...listing, description: '</script><script>alert(1)</script><!--' },
      renderedAt: 0,
    });
    const data = body.slice(body.indexOf(`id="${FIRST_VIEW_DATA_ID}"`));
    expect(data.indexOf('</script>')).toBe(data.length - '</script>'.length);
    expect(data).not.toContain('<!--');
  });
});
