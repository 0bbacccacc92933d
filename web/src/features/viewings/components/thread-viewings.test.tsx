// A thread's viewings, live, on the real emulators: the other side's changes
// arrive through the Firestore listener (no refresh), and each action goes
// through the API, which the test then asks what it stored.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Listing } from '@contract/listing-wire';
import { VIEWING_STATUS_LABELS, type Viewing } from '@contract/viewings';
import {
  api,
  createAccount,
  ESTABLISHED,
  createListing,
  signedInSession,
  signInApp,
  signOutApp,
  type TestAccount,
} from '@/testing/emulator-data';
import { renderWithApp } from '@/testing/test-utils';
import { fetchCalendar } from '../api/calendar';
import {
  accept,
  moveIntoPast,
  propose,
  slotIn,
  startConversation,
  viewingsOf,
} from '@/testing/viewings';
import { formatSlot } from '../utils/format';
import { CANCEL_REASON_NEEDED } from './cancel-dialog';
import { DECLINED_WITH_TIMES, SUGGEST_OTHER_TIMES } from './decline-dialog';
import { ThreadViewings } from './thread-viewings';

type Pair = { poster: TestAccount; seeker: TestAccount; post: Listing; conversationId: string };

/**
 * A poster, a seeker and their conversation about the poster's listing;
 * members for a couple of days, so a viewing they both say they held counts.
 */
async function pair(name: string): Promise<Pair> {
  const poster = await createAccount(`${name}-poster`, 'Paula Poster', ESTABLISHED);
  const seeker = await createAccount(`${name}-seeker`, 'Sean Seeker', ESTABLISHED);
  const post = await createListing(poster);
  const conversationId = await startConversation(seeker, post._id, 'Can I see the room?');
  return { poster, seeker, post, conversationId };
}

async function openAs(account: TestAccount, conversationId: string, otherName: string) {
  await signInApp(account);
  renderWithApp(
    <ThreadViewings conversationId={conversationId} uid={account.uid} otherName={otherName} />,
    { path: '/messages/x', session: signedInSession(account), withToaster: true },
  );
}

const region = () => within(screen.getByRole('region', { name: 'Viewings' }));
const card = (name: string) => within(screen.getByRole('article', { name }));

describe('a thread’s viewings', () => {
  afterEach(() => signOutApp());

  it('when the poster proposes two times while the seeker has the thread open, then the card appears live, and accepting the second confirms it', async () => {
    const { poster, seeker, conversationId } = await pair('live');
    await openAs(seeker, conversationId, 'Paula Poster');
    const proposal = await propose(poster, conversationId, {
      slots: [slotIn(2, '18:00'), slotIn(3, '11:30', 60)],
    });
    const second = formatSlot(proposal.slots[1]!, proposal.timeZone);

    const heading = await screen.findByRole('heading', { name: 'Paula Poster proposed a viewing' });
    expect(heading).toBeInTheDocument();
    await userEvent.click(
      card('Paula Poster proposed a viewing').getByRole('button', { name: `Accept ${second}` }),
    );

    await waitFor(() =>
      expect(
        card('Paula Poster proposed a viewing').getByText(VIEWING_STATUS_LABELS.confirmed),
      ).toBeInTheDocument(),
    );
    expect(screen.getByText(second)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();
    const [stored] = await viewingsOf(poster, conversationId);
    expect(stored).toMatchObject({ status: 'confirmed', confirmedSlot: 1, proposedBy: 'me' });

    // The calendar file the button saves: the API's, for either side.
    const ics = await (await fetchCalendar(stored!.id)).text();
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('Room viewing:');
  });

  it('when the seeker declines with other times, then the declined proposal folds away and the seeker’s own appears', async () => {
    const { poster, seeker, conversationId } = await pair('decline');
    await propose(poster, conversationId);
    await openAs(seeker, conversationId, 'Paula Poster');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Decline these times?' }));
    await user.type(dialog.getByLabelText('Reason (optional)'), 'I work until 7.');
    await user.click(dialog.getByRole('checkbox', { name: SUGGEST_OTHER_TIMES }));
    const time = within(dialog.getByRole('group', { name: 'Time 1' }));
    fireEvent.change(time.getByLabelText(/^Date/), { target: { value: slotIn(4).date } });
    fireEvent.change(time.getByLabelText(/^Start time/), { target: { value: '19:30' } });
    await user.click(dialog.getByRole('button', { name: 'Decline' }));

    expect(await screen.findByText(DECLINED_WITH_TIMES)).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'You proposed a viewing' });
    await user.click(region().getByRole('button', { name: 'Show earlier viewings (1)' }));
    expect(
      card('Paula Poster proposed a viewing').getByText(
        'You declined. Other times were suggested. Reason: I work until 7.',
      ),
    ).toBeInTheDocument();

    const [mine, declined] = await viewingsOf(poster, conversationId);
    expect(mine).toMatchObject({ status: 'proposed', proposedBy: 'them' });
    expect(declined).toMatchObject({ status: 'declined', replacedBy: mine!.id });
  });

  it('when a confirmed viewing is called off, then a reason is required, and the card says who cancelled and why', async () => {
    const { poster, seeker, conversationId } = await pair('cancel');
    const proposal = await propose(poster, conversationId);
    await accept(seeker, proposal.id, 0);
    await openAs(seeker, conversationId, 'Paula Poster');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Cancel viewing' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel this viewing?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel viewing' }));
    expect(dialog.getByText(CANCEL_REASON_NEEDED)).toBeInTheDocument();
    expect((await viewingsOf(seeker, conversationId))[0]!.status).toBe('confirmed');

    await user.type(dialog.getByLabelText(/^Reason/), 'I found a room.');
    await user.click(dialog.getByRole('button', { name: 'Cancel viewing' }));
    await user.click(await screen.findByRole('button', { name: 'Show earlier viewings (1)' }));
    expect(screen.getByText('You cancelled. Reason: I found a room.')).toBeInTheDocument();
    expect((await viewingsOf(poster, conversationId))[0]).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'them',
      cancelReason: 'I found a room.',
    });
  });

  it('when the proposer withdraws, then the proposal is cancelled without a reason', async () => {
    const { poster, seeker, conversationId } = await pair('withdraw');
    await propose(seeker, conversationId);
    await openAs(seeker, conversationId, 'Paula Poster');
    const user = userEvent.setup();
    expect(await screen.findByText('Waiting for Paula Poster to pick a time.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel proposal' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel your proposal?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel proposal' }));
    await waitFor(async () =>
      expect((await viewingsOf(poster, conversationId))[0]!.status).toBe('cancelled'),
    );
  });

  it('when the viewing is over, then each side says how it went; once both said “We met” it is done and the poster’s count goes up', async () => {
    const { poster, seeker, post, conversationId } = await pair('outcome');
    const proposal = await propose(poster, conversationId);
    const confirmed = await accept(seeker, proposal.id, 1);
    await moveIntoPast(confirmed);
    await openAs(seeker, conversationId, 'Paula Poster');
    const user = userEvent.setup();

    expect(await screen.findByText('How did it go?')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'We met' }));
    expect(await screen.findByText('You said “We met”.')).toBeInTheDocument();
    expect(screen.getByText("Paula Poster hasn't answered yet.")).toBeInTheDocument();

    await api<Viewing>(poster, 'POST', `/viewings/${confirmed.id}/outcome`, { outcome: 'met' });
    await user.click(await screen.findByRole('button', { name: 'Show earlier viewings (1)' }));
    const done = card('Paula Poster proposed a viewing');
    expect(done.getByText(VIEWING_STATUS_LABELS.done)).toBeInTheDocument();
    expect(done.getByText('Paula Poster said “We met”.')).toBeInTheDocument();
    const details = await api<Listing>(null, 'GET', `/posts/${post._id}`);
    expect(details.poster.viewingsHeld).toBe(1);
  });
});
