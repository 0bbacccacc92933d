// /room-wanted/:id on the real emulators: an ad's facts in words for anyone
// (never contact details), "Message {name}" for a verified member with an
// active listing (a real conversation starts), and for the ad's owner its
// status and actions (Pause, Resume, Renew, Delete) reaching the API.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatDay } from '@contract/listing-facts';
import {
  areasNamed,
  WANTED_AD_NOT_FOUND,
  SEEKER_CONTACT_NOTE,
  type WantedAd,
} from '@contract/wanted-ad';
import {
  LISTING_TO_MESSAGE,
  VERIFY_TO_MESSAGE,
} from '@/features/wanted-ads/components/message-seeker';
import {
  anonymousSession,
  api,
  createAccount,
  createListing,
  signedInSession,
  signInApp,
  signOutApp,
  unique,
  type TestAccount,
} from '@/testing/emulator-data';
import type { Session } from '@/lib/session';
import MuiThemeScope from '@/app/theme/mui-theme-scope';
import { env } from '@/config/env';
import {
  FIRST_VIEW_AD_ID,
  firstViewAdScript,
  resetFirstViewAd,
} from '@/features/wanted-ads/api/first-view-ad';
import { createSessionController, renderWithApp } from '@/testing/test-utils';
import { createWantedAd } from '@/testing/wanted-ads';
import RoomWantedDetailsRoute from './room-wanted-details';

/** The page at its real pattern; the member's own page (which outranks `:id`) as a stub. */
const open = (id: string, session: Session, wrapSession?: Parameters<typeof renderWithApp>[1]) =>
  renderWithApp(
    [
      { path: '/room-wanted/mine', element: <p data-testid="my-ad-page" /> },
      {
        path: '/room-wanted/:id',
        element: (
          <MuiThemeScope>
            <RoomWantedDetailsRoute />
          </MuiThemeScope>
        ),
      },
      { path: '*', element: <ElsewhereStub /> },
    ],
    { path: `/room-wanted/${id}`, session, withToaster: true, ...wrapSession },
  );

function ElsewhereStub() {
  const { pathname } = useLocation();
  return <output data-testid="elsewhere">{pathname}</output>;
}

const fact = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

describe('a Room wanted ad', () => {
  let sam: TestAccount;
  let maya: TestAccount;
  let noListing: TestAccount;
  let unverified: TestAccount;
  let ad: WantedAd;
  let mayaListing: { _id: string; title: string };

  beforeAll(async () => {
    [sam, maya, noListing, unverified] = await Promise.all([
      createAccount('ad-sam', 'Sam Seeker'),
      createAccount('ad-maya', 'Maya Poster'),
      createAccount('ad-none', 'Nora None'),
      createAccount('ad-unverified', 'Uma Unverified', { verified: false }),
    ]);
    ad = await createWantedAd(sam, {
      areas: areasNamed(unique('Brookfield'), 'Queens'),
      headline: 'Calm designer looking for a bright room',
      aboutMe: 'I work from a studio most days and cook on weekends.',
      budget: 1300,
      stayMonths: 9,
      roomTypes: ['Single Room', 'Studio'],
      wantsBills: 'must',
      wantsFurnished: 'nice',
      wantsPrivateBath: 'any',
      lifestyle: ['quiet', 'nightOwl'],
      couple: true,
      age: 34,
      occupation: 'other',
    });
    mayaListing = await createListing(maya, { title: unique('Bright room for Sam') });
  }, 60_000);

  afterEach(() => signOutApp());

  it('when anyone opens it, then every fact reads in words, and there are no contact details', async () => {
    open(ad._id, anonymousSession);
    expect(await screen.findByRole('heading', { level: 1, name: ad.headline })).toBeInTheDocument();
    expect(screen.getByText('Sam Seeker')).toBeInTheDocument();
    expect(screen.getByText('30–34 · Other')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About me' })).toBeInTheDocument();
    expect(screen.getByText(ad.aboutMe)).toBeInTheDocument();
    expect(fact('Budget')).toBe('up to $1,300/month');
    expect(fact('Areas')).toBe(`Within 2 km of ${ad.areas[0]!.name} · Within 2 km of Queens`);
    expect(fact('Move-in date')).toBe(formatDay(ad.moveInDate));
    expect(fact('Stay')).toBe('9 months');
    expect(fact('Room types')).toBe('Single Room, Studio');
    expect(fact('Moving in as')).toBe('Couple');
    expect(fact('Bills included')).toBe('Must have');
    expect(fact('Furnished')).toBe('Nice to have');
    expect(fact('Private bathroom')).toBe("Don't mind");
    expect(fact('Age')).toBe('30–34');
    expect(fact('Occupation')).toBe('Other');
    const lifestyle = within(screen.getByRole('list', { name: 'Lifestyle' }));
    expect(lifestyle.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Night Owl',
      'Quiet Environment',
    ]);
    expect(screen.getByText(SEEKER_CONTACT_NOTE)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/@test\.roomly\.dev/);
    // A visitor is asked to log in first, and comes back here.
    expect(screen.getByRole('link', { name: 'Message Sam Seeker' })).toHaveAttribute(
      'href',
      `/auth/login?next=%2Froom-wanted%2F${ad._id}`,
    );
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
  });

  it('when a verified member with an active listing messages the seeker, then the conversation about that listing opens', async () => {
    await signInApp(maya);
    open(ad._id, signedInSession(maya));
    await userEvent.click(await screen.findByRole('button', { name: 'Message Sam Seeker' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Message Sam Seeker' }));
    expect(dialog.getByText(`About “${mayaListing.title}”`)).toBeInTheDocument();
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Your message' }),
      'Hi Sam, my room might suit you.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    const elsewhere = await screen.findByTestId('elsewhere');
    expect(elsewhere.textContent).toBe(`/messages/${mayaListing._id}_${sam.uid}`);
    // Sam takes part in it: the conversation is his, with Maya's first message.
    const thread = await api<{ messages: Array<{ text: string }> }>(
      sam,
      'GET',
      `/conversations/${mayaListing._id}_${sam.uid}`,
    );
    expect(thread.messages.map((m) => m.text)).toContain('Hi Sam, my room might suit you.');
  });

  it('when a member has no active listing, or hasn’t verified their e-mail, then they are told why they can’t write', async () => {
    await signInApp(noListing);
    const { unmount } = open(ad._id, signedInSession(noListing));
    expect(await screen.findByText(LISTING_TO_MESSAGE, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a listing' })).toHaveAttribute(
      'href',
      '/find-roommate',
    );
    unmount();
    await signOutApp();
    open(ad._id, signedInSession(unverified));
    expect(await screen.findByText(VERIFY_TO_MESSAGE)).toBeInTheDocument();
  });

  it('when the owner pauses, resumes and deletes the ad, then the status follows, the API agrees, and others lose it', async () => {
    const owner = await createAccount('ad-owner', 'Olga Owner');
    const own = await createWantedAd(owner, { areas: areasNamed(unique('Ownertown')) });
    await signInApp(owner);
    const { unmount } = open(own._id, signedInSession(owner));
    const panel = within(await screen.findByRole('region', { name: 'Your ad' }));
    // Each action once the last has settled (its lists refreshed).
    const click = async (name: string) => {
      const button = panel.getByRole('button', { name });
      await waitFor(() => expect(button).toBeEnabled());
      await userEvent.click(button);
    };
    expect(panel.getByTestId('ad-status')).toHaveTextContent('Active');
    expect(panel.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/room-wanted/${own._id}/edit`,
    );
    // The owner isn't offered a message to themselves.
    expect(screen.queryByRole('button', { name: /^Message/ })).not.toBeInTheDocument();

    await click('Pause');
    await waitFor(() => expect(panel.getByTestId('ad-status')).toHaveTextContent('Paused'));
    expect(await screen.findByText(/Your ad is paused/)).toBeInTheDocument();
    // Paused: others can't open it.
    await expect(api(null, 'GET', `/seeker-ads/${own._id}`)).rejects.toThrow(/404/);

    await click('Resume');
    await waitFor(() => expect(panel.getByTestId('ad-status')).toHaveTextContent('Active'));
    expect((await api<WantedAd>(null, 'GET', `/seeker-ads/${own._id}`)).status).toBe('active');

    await click('Pause');
    await waitFor(() => expect(panel.getByTestId('ad-status')).toHaveTextContent('Paused'));
    await click('Renew');
    await waitFor(() => expect(panel.getByTestId('ad-status')).toHaveTextContent('Active'));
    expect(panel.getByText(/Expires in (29|30) days/)).toBeInTheDocument();

    await click('Delete');
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Delete your Room wanted ad?' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByTestId('my-ad-page')).toBeInTheDocument();
    await expect(api(owner, 'GET', `/seeker-ads/${own._id}`)).rejects.toThrow(/404/);
    unmount();
  });

  it('when the owner opens their ad’s link, then the visitor’s answer the page carries shows while the session loads and stays until their own arrives, with their actions', async () => {
    const owner = await createAccount('ad-link-owner', 'Lina Link');
    const own = await createWantedAd(owner, { areas: areasNamed(unique('Linktown')) });
    const visitorAnswer = (await (
      await fetch(`${env.apiBaseUrl}/seeker-ads/${own._id}`)
    ).json()) as WantedAd;
    expect(visitorAnswer.isOwner).toBe(false);
    document.body.insertAdjacentHTML(
      'beforeend',
      firstViewAdScript({ ad: visitorAnswer, renderedAt: Date.now() }),
    );
    resetFirstViewAd();
    try {
      await signInApp(owner);
      const { ControlledSession, setSession } = createSessionController({
        user: null,
        loading: true,
      });
      open(own._id, anonymousSession, {
        wrapSession: (tree) => <ControlledSession>{tree}</ControlledSession>,
      });
      // Before the session is known: the ad, from the page's data, at once.
      const heading = { level: 1, name: own.headline } as const;
      expect(screen.getByRole('heading', heading)).toBeInTheDocument();
      act(() => setSession(signedInSession(owner)));
      // Signed in: still the ad (no skeleton) while the owner's answer loads…
      expect(screen.getByRole('heading', heading)).toBeInTheDocument();
      expect(screen.queryByRole('status', { name: 'Loading Room wanted ad' })).toBeNull();
      // …then their own page: its actions.
      expect(await screen.findByRole('button', { name: 'Pause' })).toBeInTheDocument();
    } finally {
      document.getElementById(FIRST_VIEW_AD_ID)?.remove();
      resetFirstViewAd();
    }
  });

  it('when the ad doesn’t exist, then the page says so and leads back to the list', async () => {
    open('no-such-ad-0000', anonymousSession);
    expect(await screen.findByText(WANTED_AD_NOT_FOUND)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Room wanted' })).toHaveAttribute(
      'href',
      '/room-wanted',
    );
  });
});
