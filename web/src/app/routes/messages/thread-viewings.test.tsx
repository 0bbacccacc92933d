// The thread page with its viewings on the real emulators: the button in the
// header, the cards above the messages (live), and the never-pay banner the
// seeker sees once the poster refuses a viewing or asks for money (the API
// flags the conversation; the poster never sees it).
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NEVER_PAY_WARNING } from '@contract/viewings';
import {
  api,
  createAccount,
  createListing,
  signedInSession,
  signInApp,
  signOutApp,
  type TestAccount,
} from '@/testing/emulator-data';
import { renderRoute } from '@/testing/render-route';
import { propose, startConversation } from '@/testing/viewings';
import ThreadRoute from './thread';

describe('a thread with viewings', () => {
  let poster: TestAccount;
  let seeker: TestAccount;
  let id = '';
  const refusal = "I'm abroad, so no viewings. Send the deposit and I'll mail the keys.";

  beforeAll(async () => {
    poster = await createAccount('thread-viewings-poster', 'Paula Poster');
    seeker = await createAccount('thread-viewings-seeker', 'Sean Seeker');
    const post = await createListing(poster);
    id = await startConversation(seeker, post._id, 'When could I see the room?');
    await api(poster, 'POST', `/conversations/${encodeURIComponent(id)}/messages`, {
      text: refusal,
    });
    await propose(poster, id);
  }, 60_000);

  afterEach(() => signOutApp());

  const open = async (account: TestAccount) => {
    await signInApp(account);
    renderRoute(<ThreadRoute />, {
      route: '/messages/:id',
      path: `/messages/${id}`,
      session: signedInSession(account),
    });
    return within(await screen.findByRole('region', { name: /^Conversation with/ }));
  };

  it('when the poster refused a viewing, then the seeker sees the never-pay banner with the safety tips above the messages, and the proposal’s card', async () => {
    const thread = await open(seeker);
    const banner = thread.getByText(NEVER_PAY_WARNING, { exact: false });
    expect(within(banner).getByRole('link', { name: 'Safety tips' })).toHaveAttribute(
      'href',
      '/safety',
    );
    const messages = thread.getByRole('list', { name: 'Messages' });
    expect(banner.compareDocumentPosition(messages)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(within(messages).getByText(refusal)).toBeInTheDocument();
    expect(thread.getByRole('button', { name: 'Propose a viewing' })).toBeEnabled();
    const viewings = within(await thread.findByRole('region', { name: 'Viewings' }));
    expect(
      await viewings.findByRole('heading', { name: 'Paula Poster proposed a viewing' }),
    ).toBeInTheDocument();
  });

  it('when the poster opens the same thread, then there is no banner, and the card is their own proposal', async () => {
    const thread = await open(poster);
    expect(
      await thread.findByRole('heading', { name: 'You proposed a viewing' }),
    ).toBeInTheDocument();
    expect(thread.queryByText(NEVER_PAY_WARNING, { exact: false })).not.toBeInTheDocument();
  });
});
