import { areasNamed } from '@contract/wanted-ad';
// /notifications and the navbar bell on the real emulators. The alerts are
// written straight into the Firestore emulator as the trigger stores them
// (the trigger itself is covered by the functions tests and the e2e journey,
// which waits for it): here the page's text, the unread marking, "Mark all
// read" (list and bell), paging and the links are checked.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { firebaseEnv } from '@/config/firebase-env';
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
import { renderWithApp } from '@/testing/test-utils';
import MuiThemeScope from '@/app/theme/mui-theme-scope';
import NotificationBell from '@/features/notifications/components/notification-bell';
import {
  AD_UNAVAILABLE,
  NO_NOTIFICATIONS,
  NOTIFICATIONS_PAGE_SIZE,
} from '@/features/notifications/types';
import { createWantedAd } from '@/testing/wanted-ads';
import NotificationsRoute from './notifications';

type Stored = {
  title: string;
  read?: boolean;
  minutesAgo: number;
  /** A real listing's id (else a made-up one: a listing that no longer exists). */
  postId?: string;
  rentAmount?: number;
};

/** Alerts of `owner`'s, as the trigger writes them (the emulator's owner token passes the rules). */
async function storeNotifications(owner: TestAccount, searchName: string, alerts: Stored[]) {
  const { projectId } = firebaseEnv.config;
  const root = `projects/${projectId}/databases/(default)/documents`;
  const searchId = unique('search');
  const now = Date.now();
  const ids: string[] = [];
  const writes = alerts.map(({ title, read = false, minutesAgo, ...alert }) => {
    const postId = alert.postId ?? unique('post');
    ids.push(postId);
    return {
      update: {
        name: `${root}/notifications/${searchId}_${postId}`,
        fields: {
          ownerId: { stringValue: owner.uid },
          kind: { stringValue: 'saved-search-match' },
          searchId: { stringValue: searchId },
          searchName: { stringValue: searchName },
          postId: { stringValue: postId },
          title: { stringValue: title },
          location: { stringValue: 'Testville, Brooklyn' },
          rentAmount: { integerValue: String(alert.rentAmount ?? 1450) },
          read: { booleanValue: read },
          createdAt: { timestampValue: new Date(now - minutesAgo * 60_000).toISOString() },
        },
      },
    };
  });
  await commit(writes);
  return ids;
}

async function commit(writes: unknown[]) {
  const { projectId } = firebaseEnv.config;
  const root = `projects/${projectId}/databases/(default)/documents`;
  const response = await fetch(`${firebaseEnv.firestoreEmulatorUrl}/v1/${root}:commit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ writes }),
  });
  if (!response.ok) throw new Error(`Storing notifications: ${await response.text()}`);
}

/** A moderator's removal alert, as the removal writes it. */
async function storeRemoval(owner: TestAccount, title: string, reason: string) {
  const { projectId } = firebaseEnv.config;
  const postId = unique('removed');
  await commit([
    {
      update: {
        name: `projects/${projectId}/databases/(default)/documents/notifications/removed_${postId}`,
        fields: {
          ownerId: { stringValue: owner.uid },
          kind: { stringValue: 'listing-removed' },
          postId: { stringValue: postId },
          title: { stringValue: title },
          reason: { stringValue: reason },
          read: { booleanValue: false },
          createdAt: { timestampValue: new Date().toISOString() },
        },
      },
    },
  ]);
}

/** A Room wanted match alert each way, as the match triggers write them. */
async function storeMatches(
  owner: TestAccount,
  seeker: { postId: string; title: string; adId: string; headline: string },
  room: { postId: string; title: string; adId: string },
) {
  const { projectId } = firebaseEnv.config;
  const root = `projects/${projectId}/databases/(default)/documents/notifications`;
  const common = (minutesAgo: number) => ({
    ownerId: { stringValue: owner.uid },
    read: { booleanValue: false },
    createdAt: { timestampValue: new Date(Date.now() - minutesAgo * 60_000).toISOString() },
  });
  await commit([
    {
      update: {
        name: `${root}/seekerMatch_${seeker.postId}_${seeker.adId}`,
        fields: {
          ...common(1),
          kind: { stringValue: 'seeker-match' },
          postId: { stringValue: seeker.postId },
          title: { stringValue: seeker.title },
          adId: { stringValue: seeker.adId },
          headline: { stringValue: seeker.headline },
        },
      },
    },
    {
      update: {
        name: `${root}/roomMatch_${room.postId}_${room.adId}`,
        fields: {
          ...common(2),
          kind: { stringValue: 'room-match' },
          adId: { stringValue: room.adId },
          postId: { stringValue: room.postId },
          title: { stringValue: room.title },
          location: { stringValue: 'Marlowe Centre' },
          rentAmount: { integerValue: '1000' },
        },
      },
    },
  ]);
}

/** The page with the navbar's bell above it (they share the query cache, as in the app). */
const open = (account: TestAccount) =>
  renderWithApp(
    [
      {
        path: '/notifications',
        element: (
          <MuiThemeScope>
            <NotificationBell uid={account.uid} />
            <NotificationsRoute />
          </MuiThemeScope>
        ),
      },
      { path: '*', element: <div data-testid="elsewhere" /> },
    ],
    { path: '/notifications', session: signedInSession(account), withToaster: true },
  );

const unreadCount = async (account: TestAccount) =>
  (await api<{ count: number }>(account, 'GET', '/users/me/notifications/unread-count')).count;

describe('notifications page', () => {
  let nobody: TestAccount;
  let reader: TestAccount;
  let many: TestAccount;
  let newPost = '';
  const newTitle = unique('Sunny studio');
  const oldTitle = unique('Older room');
  const manyTitle = unique('Room');

  beforeAll(async () => {
    nobody = await createAccount('alerts-none', 'Nora None');
    reader = await createAccount('alerts-reader', 'Rita Reader');
    many = await createAccount('alerts-many', 'Manu Many');
    [newPost] = await storeNotifications(reader, 'Brooklyn studios', [
      { title: newTitle, minutesAgo: 1 },
      { title: oldTitle, read: true, minutesAgo: 60 },
    ]);
    await storeNotifications(
      many,
      'Everything',
      Array.from({ length: NOTIFICATIONS_PAGE_SIZE.default + 1 }, (_, i) => ({
        title: `${manyTitle} ${i}`,
        minutesAgo: i,
      })),
    );
  }, 60_000);

  afterEach(() => signOutApp());

  it('when there are no notifications, then it says "No notifications yet." and the bell shows no count', async () => {
    await signInApp(nobody);
    open(nobody);
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(await screen.findByText(NO_NOTIFICATIONS)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });

  it('when there is an unread alert, then the bell says "1 unread", the alert is marked and links to the listing; Mark all read clears both', async () => {
    await signInApp(reader);
    open(reader);
    const bell = await screen.findByRole('link', { name: 'Notifications, 1 unread' });
    expect(bell).toHaveTextContent('1');

    const list = within(await screen.findByRole('list', { name: 'Notifications' }));
    const [first, second] = list.getAllByRole('listitem');
    expect(first).toHaveTextContent(
      `Unread: New listing for “Brooklyn studios”: ${newTitle} · Testville, Brooklyn · $1,450`,
    );
    expect(within(first!).getByRole('link', { name: newTitle })).toHaveAttribute(
      'href',
      `/details/${newPost}`,
    );
    expect(second).toHaveTextContent(`New listing for “Brooklyn studios”: ${oldTitle}`);
    expect(second).not.toHaveTextContent('Unread');

    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(first).not.toHaveTextContent('Unread'));
    expect(await screen.findByRole('link', { name: 'Notifications' })).not.toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    expect(await unreadCount(reader)).toBe(0);
  });

  it('when an alert’s listing link is followed, then the details page opens', async () => {
    await signInApp(reader);
    const { router } = open(reader);
    await userEvent.click(await screen.findByRole('link', { name: newTitle }));
    expect(router.state.location.pathname).toBe(`/details/${newPost}`);
  });

  it('when an unread alert’s link is followed, then that alert is read and the bell counts one fewer', async () => {
    const member = await createAccount('alerts-open', 'Otto Opener');
    const opened = unique('Opened room');
    const [openedPost] = await storeNotifications(member, 'Open me', [
      { title: opened, minutesAgo: 1 },
      { title: unique('Other room'), minutesAgo: 2 },
    ]);
    await signInApp(member);
    const { router } = renderWithApp(
      [
        {
          element: (
            <MuiThemeScope>
              <NotificationBell uid={member.uid} />
              <Outlet />
            </MuiThemeScope>
          ),
          children: [
            { path: '/notifications', element: <NotificationsRoute /> },
            { path: '/details/:id', element: <p>Listing page</p> },
          ],
        },
      ],
      { path: '/notifications', session: signedInSession(member) },
    );
    expect(
      await screen.findByRole('link', { name: 'Notifications, 2 unread' }),
    ).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('link', { name: opened }));
    expect(router.state.location.pathname).toBe(`/details/${openedPost}`);
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toHaveTextContent(
      '1',
    );
    await waitFor(async () => expect(await unreadCount(member)).toBe(1));
    const { notifications } = await api<{ notifications: { title: string; read: boolean }[] }>(
      member,
      'GET',
      '/users/me/notifications',
    );
    expect(notifications.filter((n) => n.read).map((n) => n.title)).toEqual([opened]);
  });

  it('when a new alert arrives, then the bell shows it after the next navigation', async () => {
    const member = await createAccount('alerts-later', 'Lena Later');
    await signInApp(member);
    renderWithApp(
      [
        {
          element: (
            <>
              <NotificationBell uid={member.uid} />
              <Outlet />
            </>
          ),
          children: [
            { path: '/a', element: <Link to="/b">Next page</Link> },
            { path: '/b', element: <p>Page b</p> },
          ],
        },
      ],
      { path: '/a', session: signedInSession(member) },
    );
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    await storeNotifications(member, 'Later', [{ title: unique('Fresh room'), minutesAgo: 0 }]);
    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
    expect(await screen.findByText('Page b')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toHaveTextContent(
      '1',
    );
  });

  it('when alerts’ listings changed since, then each says what it is now: new rent and title, or no longer available', async () => {
    const member = await createAccount('alerts-changes', 'Cleo Changes');
    const poster = await createAccount('alerts-poster', 'Pia Poster');
    const renamed = unique('Renamed room');
    const [pricier, steady, paused] = await Promise.all([
      createListing(poster, { title: renamed, rentAmount: 1050 }),
      createListing(poster, { rentAmount: 800 }),
      createListing(poster),
    ]);
    await api(poster, 'POST', `/posts/${paused!._id}/pause`);
    const wasTitle = unique('Old title');
    await storeNotifications(member, 'Lisbon', [
      { title: wasTitle, postId: pricier!._id, rentAmount: 950, minutesAgo: 1 },
      { title: steady!.title, postId: steady!._id, rentAmount: 800, minutesAgo: 2 },
      { title: paused!.title, postId: paused!._id, rentAmount: 850, minutesAgo: 3 },
    ]);
    await signInApp(member);
    open(member);
    const list = within(await screen.findByRole('list', { name: 'Notifications' }));
    const [changed, same, closed] = list.getAllByRole('listitem');
    expect(within(changed!).getByRole('link', { name: renamed })).toHaveAttribute(
      'href',
      `/details/${pricier!._id}`,
    );
    expect(changed).toHaveTextContent(`Now $1,050/month (was $950) · Renamed from “${wasTitle}”`);
    expect(changed).not.toHaveTextContent('$950 ·');
    expect(same).toHaveTextContent(`${steady!.title} · Testville, Brooklyn · $800`);
    expect(within(same!).queryByTestId('listing-changes')).not.toBeInTheDocument();
    expect(closed).toHaveTextContent('This listing is no longer available');
  });

  it('when a moderator removed one of the member’s listings, then the bell counts it and the page gives the reason', async () => {
    const member = await createAccount('alerts-removed', 'Remy Removed');
    const title = unique('Removed room');
    await storeRemoval(member, title, 'Asked for a deposit before any viewing');
    await signInApp(member);
    open(member);
    expect(
      await screen.findByRole('link', { name: 'Notifications, 1 unread' }),
    ).toBeInTheDocument();
    const [item] = within(await screen.findByRole('list', { name: 'Notifications' })).getAllByRole(
      'listitem',
    );
    expect(item).toHaveTextContent(
      `Unread: Your listing "${title}" was removed by a moderator: Asked for a deposit before any viewing`,
    );
    expect(within(item!).getByRole('link', { name: 'Go to My Listings' })).toHaveAttribute(
      'href',
      '/my-listings',
    );
  });

  it('when a seeker matches the member’s listing and a room matches their ad, then each alert says so and links to the ad or the room', async () => {
    const member = await createAccount('alerts-matches', 'Mia Matcher');
    const poster = await createAccount('alerts-matches-poster', 'Paula Poster');
    const seekerAccount = await createAccount('alerts-matches-seeker', 'Tom Seeker');
    const room = await createListing(poster, { title: unique('Room for Mia'), rentAmount: 1000 });
    const listingTitle = unique('My bright room');
    const { _id: adId } = await createWantedAd(seekerAccount, {
      headline: 'Tidy nurse, early shifts',
      areas: areasNamed(unique('Area')),
    });
    await storeMatches(
      member,
      { postId: unique('post'), title: listingTitle, adId, headline: 'Tidy nurse, early shifts' },
      { postId: room._id, title: room.title, adId: unique('myad') },
    );
    await signInApp(member);
    const { router } = open(member);
    expect(
      await screen.findByRole('link', { name: 'Notifications, 2 unread' }),
    ).toBeInTheDocument();
    const [seeker, found] = within(
      await screen.findByRole('list', { name: 'Notifications' }),
    ).getAllByRole('listitem');
    expect(seeker).toHaveTextContent(
      `Unread: A seeker matches ${listingTitle}: “Tidy nurse, early shifts”`,
    );
    expect(
      within(seeker!).getByRole('link', { name: '“Tidy nurse, early shifts”' }),
    ).toHaveAttribute('href', `/room-wanted/${adId}`);
    expect(found).toHaveTextContent(
      `Unread: A room matches your Room wanted ad: ${room.title} · Marlowe Centre · $1,000`,
    );
    await userEvent.click(within(found!).getByRole('link', { name: room.title }));
    expect(router.state.location.pathname).toBe(`/details/${room._id}`);
    await waitFor(async () => expect(await unreadCount(member)).toBe(1));
  });

  it('when the ad that matched the member’s listing is gone, then the alert says so and shows neither its headline nor a link to it', async () => {
    const member = await createAccount('alerts-ad-gone', 'Gina Poster');
    const listingTitle = unique('My calm room');
    await storeMatches(
      member,
      // No ad at this id: deleted since it matched.
      {
        postId: unique('post'),
        title: listingTitle,
        adId: unique('gone'),
        headline: 'Call me now',
      },
      { postId: unique('post'), title: unique('Some room'), adId: unique('myad') },
    );
    await signInApp(member);
    open(member);
    const [seeker] = within(
      await screen.findByRole('list', { name: 'Notifications' }),
    ).getAllByRole('listitem');
    expect(seeker).toHaveTextContent(`Unread: A seeker matches ${listingTitle}: ${AD_UNAVAILABLE}`);
    expect(seeker).not.toHaveTextContent('Call me now');
    expect(within(seeker!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('when there are more alerts than a page, then "Load more" shows the rest, each once', async () => {
    await signInApp(many);
    open(many);
    const list = within(await screen.findByRole('list', { name: 'Notifications' }));
    expect(list.getAllByRole('listitem')).toHaveLength(NOTIFICATIONS_PAGE_SIZE.default);
    expect(list.getByText(`${manyTitle} 0`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(list.getAllByRole('listitem')).toHaveLength(NOTIFICATIONS_PAGE_SIZE.default + 1),
    );
    expect(list.getByText(`${manyTitle} ${NOTIFICATIONS_PAGE_SIZE.default}`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(
      await screen.findByRole('link', {
        name: `Notifications, ${NOTIFICATIONS_PAGE_SIZE.default + 1} unread`,
      }),
    ).toBeInTheDocument();
  });
});
