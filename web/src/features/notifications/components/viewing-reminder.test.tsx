// The day-before reminder of a booked viewing on /notifications, on the real
// emulators. The reminders are written straight into the Firestore emulator as
// the reminder job stores them (the job itself is covered by the functions
// tests): here the text, the time in the listing's zone with the zone's name
// (across a daylight-saving change), and the link to the member's viewings.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { firebaseEnv } from '@/config/firebase-env';
import {
  api,
  createAccount,
  signedInSession,
  signInApp,
  signOutApp,
  unique,
  type TestAccount,
} from '@/testing/emulator-data';
import { renderWithApp } from '@/testing/test-utils';
import { paths } from '@/config/paths';
import { NotificationList } from './notification-list';

type Reminder = { postTitle: string; start: string; timeZone: string; minutesAgo: number };

/** Reminders of `owner`'s, as the reminder job stores them (the emulator's owner token passes the rules). */
async function storeReminders(owner: TestAccount, reminders: Reminder[]) {
  const { projectId } = firebaseEnv.config;
  const root = `projects/${projectId}/databases/(default)/documents`;
  const writes = reminders.map(({ postTitle, start, timeZone, minutesAgo }) => {
    const viewingId = unique('viewing');
    return {
      update: {
        name: `${root}/notifications/viewingReminder_${viewingId}_${owner.uid}`,
        fields: {
          ownerId: { stringValue: owner.uid },
          kind: { stringValue: 'viewing-reminder' },
          viewingId: { stringValue: viewingId },
          postTitle: { stringValue: postTitle },
          start: { timestampValue: start },
          timeZone: { stringValue: timeZone },
          read: { booleanValue: false },
          createdAt: { timestampValue: new Date(Date.now() - minutesAgo * 60_000).toISOString() },
        },
      },
    };
  });
  const response = await fetch(`${firebaseEnv.firestoreEmulatorUrl}/v1/${root}:commit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ writes }),
  });
  if (!response.ok) throw new Error(`Storing reminders: ${await response.text()}`);
}

afterEach(() => signOutApp());

describe('viewing reminders', () => {
  it('when a viewing is tomorrow, then its reminder says so with the time in the listing’s zone and its name, either side of a daylight-saving change, and links to the viewings, marking it read', async () => {
    const member = await createAccount('reminder', 'Rhea Reminded');
    const summer = unique('Garden room');
    const winter = unique('Attic room');
    // 11:00 in New York both days: daylight time on Nov 6, 2027, standard time after Nov 7.
    await storeReminders(member, [
      {
        postTitle: summer,
        start: '2027-11-06T15:00:00.000Z',
        timeZone: 'America/New_York',
        minutesAgo: 1,
      },
      {
        postTitle: winter,
        start: '2027-11-08T16:00:00.000Z',
        timeZone: 'America/New_York',
        minutesAgo: 2,
      },
    ]);
    await signInApp(member);
    const { router } = renderWithApp(
      [
        {
          path: paths.notifications,
          element: <NotificationList uid={member.uid} />,
        },
        { path: paths.myViewings, element: <p>My viewings</p> },
      ],
      { path: paths.notifications, session: signedInSession(member) },
    );

    const [first, second] = within(
      await screen.findByRole('list', { name: 'Notifications' }),
    ).getAllByRole('listitem');
    expect(first).toHaveTextContent(
      `Unread: Viewing tomorrow: ${summer} · Sat, Nov 6, 11:00 AM (New York time)`,
    );
    expect(second).toHaveTextContent(
      `Unread: Viewing tomorrow: ${winter} · Mon, Nov 8, 11:00 AM (New York time)`,
    );
    expect(within(first!).getByRole('link', { name: summer })).toHaveAttribute(
      'href',
      '/my-viewings',
    );

    await userEvent.click(within(first!).getByRole('link', { name: summer }));
    expect(router.state.location.pathname).toBe('/my-viewings');
    await waitFor(async () =>
      expect(
        (await api<{ count: number }>(member, 'GET', '/users/me/notifications/unread-count')).count,
      ).toBe(1),
    );
  });
});
