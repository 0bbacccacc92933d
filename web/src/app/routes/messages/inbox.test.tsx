// The realtime inbox on the real emulators: beyond its live first page, "Load
// older conversations" reads the next page; a load the rules refuse shows the
// shared QueryError, whose Try Again subscribes again. The conversations are
// written straight into the Firestore emulator (as the API would store them):
// starting 51 through the API would take 51 accounts (a daily limit per seeker).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { firebaseEnv } from '@/config/firebase-env';
import {
  createAccount,
  signedInSession,
  signInApp,
  signOutApp,
  unique,
  type TestAccount,
} from '@/testing/emulator-data';
import { renderRoute } from '@/testing/render-route';
import { INBOX_LIMIT } from '@/features/messages/api/realtime';
import InboxRoute from './inbox';

const string = (value: string) => ({ stringValue: value });
const strings = (values: string[]) => ({ arrayValue: { values: values.map(string) } });
const time = (date: Date) => ({ timestampValue: date.toISOString() });

/** `count` conversations of `member`'s, the i-th one's last activity i minutes ago. */
async function storeConversations(member: TestAccount, count: number, title: string) {
  const { projectId } = firebaseEnv.config;
  const root = `projects/${projectId}/databases/(default)/documents`;
  const now = Date.now();
  const writes = Array.from({ length: count }, (_, i) => {
    const [postId, other] = [unique('post'), unique('other')];
    const at = time(new Date(now - i * 60_000));
    return {
      update: {
        name: `${root}/conversations/${postId}_${other}`,
        fields: {
          postId: string(postId),
          postTitle: string(`${title} ${i}`),
          ownerId: string(member.uid),
          seekerId: string(other),
          participants: strings([member.uid, other]),
          people: { mapValue: { fields: {} } },
          lastMessage: { nullValue: null },
          unreadBy: strings([]),
          readAt: { mapValue: { fields: {} } },
          blockedBy: strings([]),
          createdAt: at,
          updatedAt: at,
        },
      },
    };
  });
  // The emulator's "owner" token passes the rules, as the Admin SDK does.
  const response = await fetch(`${firebaseEnv.firestoreEmulatorUrl}/v1/${root}:commit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ writes }),
  });
  if (!response.ok) throw new Error(`Storing conversations: ${await response.text()}`);
}

const open = (member: TestAccount) =>
  renderRoute(<InboxRoute />, {
    route: '/messages',
    path: '/messages',
    session: signedInSession(member),
  });

describe('inbox', () => {
  let member: TestAccount;
  const title = unique('Room');

  beforeAll(async () => {
    member = await createAccount('inbox-member', 'Ines Inbox');
    await storeConversations(member, INBOX_LIMIT + 1, title);
  }, 60_000);

  afterEach(() => signOutApp());

  it('when a member has more conversations than the live page, then "Load older conversations" shows the rest, each once', async () => {
    await signInApp(member);
    open(member);
    const list = await screen.findByRole('list', { name: 'Conversations' });
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(INBOX_LIMIT));
    expect(within(list).getByText(`${title} 0`)).toBeInTheDocument();
    expect(within(list).queryByText(`${title} ${INBOX_LIMIT}`)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Load older conversations' }));
    expect(await within(list).findByText(`${title} ${INBOX_LIMIT}`)).toBeInTheDocument();
    expect(within(list).getAllByRole('link')).toHaveLength(INBOX_LIMIT + 1);
    expect(
      screen.queryByRole('button', { name: 'Load older conversations' }),
    ).not.toBeInTheDocument();
  });

  it('when the live load is refused (signed out), then the shared error shows with Try Again, which loads the inbox once signed in', async () => {
    open(member);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Could not load your conversations: /);
    await signInApp(member);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(within(list).getByText(`${title} 0`)).toBeInTheDocument();
  });
});
