// Trust badges and poster insight on the real emulators: the
// details page shows the poster's badges and reports a view after it renders
// (never the owner's); My Listings shows the owner each listing's numbers.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  anonymousSession,
  api,
  createAccount,
  createListing,
  signedInSession,
  signInApp,
  signOutApp,
  type TestAccount,
} from '@/testing/emulator-data';
import { renderRoute } from '@/testing/render-route';
import { createSessionController, renderWithApp } from '@/testing/test-utils';
import MuiThemeScope from '@/app/theme/mui-theme-scope';
import { env } from '@/config/env';
import {
  FIRST_VIEW_DATA_ID,
  firstViewDataScript,
  resetFirstViewListing,
} from '@/features/listings/api/first-view-listing';
import type { Listing } from '@/features/listings/types';
import type { Session } from '@/lib/session';
import DetailsRoute from './details';
import MyListingsRoute from './my-listings';

const openDetails = (session: Session, id: string) =>
  renderRoute(<DetailsRoute />, { route: '/details/:id', path: `/details/${id}`, session });

const month = new Date().toISOString().slice(0, 7);
const monthName = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
}).format(new Date(`${month}-15T12:00:00Z`));

describe('trust badges and poster insight', () => {
  let owner: TestAccount;
  let visitor: TestAccount;
  let viewedBySignedIn: Listing;
  let viewedAnonymously: Listing;
  let viewedByOwner: Listing;
  let sharedToOwner: Listing;

  /** The owner's numbers for a listing, read through the API. */
  const statsOf = async (post: Listing) =>
    (await api<Listing>(owner, 'GET', `/posts/${post._id}`)).stats;

  beforeAll(async () => {
    owner = await createAccount('insight-owner', 'Ines Owner');
    visitor = await createAccount('insight-visitor', 'Vic Visitor');
    viewedBySignedIn = await createListing(owner);
    viewedAnonymously = await createListing(owner);
    viewedByOwner = await createListing(owner);
    sharedToOwner = await createListing(owner);
  }, 60_000);

  afterEach(async () => {
    await signOutApp();
  });

  it("when a member opens a listing, then the poster card shows the poster's badges and the view is counted once it has rendered", async () => {
    await signInApp(visitor);
    openDetails(signedInSession(visitor), viewedBySignedIn._id);
    const poster = within(await screen.findByRole('region', { name: 'Poster' }));
    const badges = within(poster.getByRole('list', { name: 'Trust badges' }));
    expect(badges.getByRole('img', { name: 'E-mail verified' })).toBeInTheDocument();
    expect(badges.getByRole('img', { name: `Member since ${monthName}` })).toBeInTheDocument();
    expect(badges.getByRole('img', { name: '4 active listings' })).toBeInTheDocument();
    expect(badges.queryByRole('img', { name: 'Google account' })).not.toBeInTheDocument();
    await waitFor(async () => expect((await statsOf(viewedBySignedIn))?.views).toBe(1));
  });

  it('when an anonymous visitor opens a listing, then the view counts too', async () => {
    openDetails(anonymousSession, viewedAnonymously._id);
    expect(
      await screen.findByRole('heading', { level: 1, name: viewedAnonymously.title }),
    ).toBeInTheDocument();
    await waitFor(async () => expect((await statsOf(viewedAnonymously))?.views).toBe(1));
  });

  it("when the owner opens their own listing, then no view is counted, its numbers show there, and My Listings shows each listing's numbers", async () => {
    await signInApp(owner);
    const details = openDetails(signedInSession(owner), viewedByOwner._id);
    expect(
      await screen.findByRole('heading', { level: 1, name: viewedByOwner.title }),
    ).toBeInTheDocument();
    // The report would go out after load + idle (a 50 ms timer in jsdom): give it ample time.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await statsOf(viewedByOwner))?.views).toBe(0);
    expect(screen.getByLabelText(`Insight for ${viewedByOwner.title}`)).toHaveTextContent(
      'Views0Likes0Conversations0',
    );
    details.unmount();

    renderRoute(<MyListingsRoute />, {
      route: '/my-listings',
      path: '/my-listings',
      session: signedInSession(owner),
    });
    const insight = await screen.findByLabelText(`Insight for ${viewedBySignedIn.title}`);
    const terms = within(insight)
      .getAllByRole('term')
      .map((t) => t.textContent);
    const values = within(insight)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(terms).toEqual(['Views', 'Likes', 'Conversations']);
    expect(values).toEqual(['1', '0', '0']);
    expect(screen.getByLabelText(`Insight for ${viewedByOwner.title}`)).toHaveTextContent('Views0');
  });

  it('when the owner opens their listing’s link, then the visitor’s answer the page carries shows while the session loads, their own page follows, and no view is counted', async () => {
    const visitorAnswer = (await (
      await fetch(`${env.apiBaseUrl}/posts/${sharedToOwner._id}`)
    ).json()) as Listing;
    expect(visitorAnswer.isOwner).toBe(false);
    document.body.insertAdjacentHTML(
      'beforeend',
      firstViewDataScript({ post: visitorAnswer, renderedAt: Date.now() }),
    );
    resetFirstViewListing();
    try {
      await signInApp(owner);
      const { ControlledSession, setSession } = createSessionController({
        user: null,
        loading: true,
      });
      renderWithApp(
        [
          {
            path: '/details/:id',
            element: (
              <MuiThemeScope>
                <DetailsRoute />
              </MuiThemeScope>
            ),
          },
        ],
        {
          path: `/details/${sharedToOwner._id}`,
          wrapSession: (tree) => <ControlledSession>{tree}</ControlledSession>,
        },
      );
      // Before the session is known: the listing, from the page's data.
      expect(
        await screen.findByRole('heading', { level: 1, name: sharedToOwner.title }),
      ).toBeInTheDocument();
      expect(screen.queryByLabelText(`Insight for ${sharedToOwner.title}`)).toBeNull();
      act(() => setSession(signedInSession(owner)));
      // Then the owner's own answer: their numbers.
      expect(
        await screen.findByLabelText(`Insight for ${sharedToOwner.title}`),
      ).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect((await statsOf(sharedToOwner))?.views).toBe(0);
    } finally {
      document.getElementById(FIRST_VIEW_DATA_ID)?.remove();
      resetFirstViewListing();
    }
  });
});
