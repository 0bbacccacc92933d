// The Viewings page on the real emulators: upcoming ones soonest first,
// past ones newest first, page by page, each linking to its thread. The past
// ones are stored straight in the Firestore emulator (as the API stores them,
// their times already gone), which the API can't be asked to make.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, afterEach, describe, expect, it } from 'vitest';
import { firebaseEnv } from '@/config/firebase-env';
import {
  createAccount,
  createListing,
  signedInSession,
  signInApp,
  signOutApp,
  type TestAccount,
} from '@/testing/emulator-data';
import { renderRoute } from '@/testing/render-route';
import { VIEWINGS_PAGE_SIZE } from '@/features/viewings/api/viewings';
import { accept, propose, slotIn, startConversation } from '@/testing/viewings';
import { formatSlot } from '@/features/viewings/utils/format';
import MyViewingsRoute from './my-viewings';

const HOUR = 3600 * 1000;
const string = (value: string) => ({ stringValue: value });
const time = (ms: number) => ({ timestampValue: new Date(ms).toISOString() });

/** `count` done viewings in `conversationId`, the i-th one ended i + 1 days ago. */
async function storePast(
  poster: TestAccount,
  seeker: TestAccount,
  postId: string,
  conversationId: string,
  count: number,
) {
  const root = `projects/${firebaseEnv.config.projectId}/databases/(default)/documents`;
  const now = Date.now();
  const writes = Array.from({ length: count }, (_, i) => {
    const end = now - (i + 1) * 24 * HOUR;
    const slot = { start: time(end - HOUR), end: time(end), minutes: { integerValue: '60' } };
    return {
      update: {
        name: `${root}/viewings/past-${conversationId}-${i}`,
        fields: {
          conversationId: string(conversationId),
          postId: string(postId),
          postTitle: string(`Past room ${i}`),
          area: string('Lisbon, Portugal'),
          ownerId: string(poster.uid),
          seekerId: string(seeker.uid),
          participants: { arrayValue: { values: [string(poster.uid), string(seeker.uid)] } },
          proposedBy: string(seeker.uid),
          slots: { arrayValue: { values: [{ mapValue: { fields: slot } }] } },
          timeZone: string('Europe/Lisbon'),
          mode: string('in-person'),
          videoLink: string(''),
          note: string(''),
          status: string('done'),
          confirmedSlot: { integerValue: '0' },
          start: slot.start,
          end: slot.end,
          pastAt: slot.end,
          cancelReason: string(''),
          cancelledBy: { nullValue: null },
          replacedBy: { nullValue: null },
          outcomes: { mapValue: { fields: {} } },
          reminded: { booleanValue: true },
          heldCounted: { booleanValue: false },
          createdAt: time(end - 3 * 24 * HOUR),
          updatedAt: time(end),
        },
      },
    };
  });
  const response = await fetch(`${firebaseEnv.firestoreEmulatorUrl}/v1/${root}:commit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ writes }),
  });
  if (!response.ok) throw new Error(`Storing viewings: ${await response.text()}`);
}

describe('the Viewings page', () => {
  let poster: TestAccount;
  let seeker: TestAccount;
  let conversationId = '';
  let later = '';
  let sooner = '';

  beforeAll(async () => {
    poster = await createAccount('my-viewings-poster', 'Paula Poster');
    seeker = await createAccount('my-viewings-seeker', 'Sean Seeker');
    const first = await createListing(poster, { title: 'Room with a view' });
    const second = await createListing(poster, { title: 'Room by the river' });
    conversationId = await startConversation(seeker, first._id, 'Hello!');
    const other = await startConversation(seeker, second._id, 'Hello again!');
    // Booked in 5 days, and a proposal for 2 days from now: the proposal comes first.
    const booked = await propose(poster, conversationId, { slots: [slotIn(5, '18:00')] });
    const confirmed = await accept(seeker, booked.id, 0);
    later = formatSlot(confirmed.slots[0]!, confirmed.timeZone);
    const proposal = await propose(seeker, other, { slots: [slotIn(2, '09:00')] });
    sooner = formatSlot(proposal.slots[0]!, proposal.timeZone);
    await storePast(poster, seeker, first._id, conversationId, VIEWINGS_PAGE_SIZE + 1);
  }, 60_000);

  afterEach(() => signOutApp());

  const open = async (path = '/my-viewings') => {
    await signInApp(seeker);
    return renderRoute(<MyViewingsRoute />, {
      route: '/my-viewings',
      path,
      session: signedInSession(seeker),
    });
  };

  it('when the member opens Viewings, then Upcoming lists the proposal and the booked one, soonest first, each linking to its thread', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Viewings' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Upcoming', selected: true })).toBeInTheDocument();
    const panel = within(screen.getByRole('tabpanel'));
    await waitFor(() => expect(panel.getAllByRole('link')).toHaveLength(2));
    const [first, second] = panel.getAllByRole('link');
    expect(first).toHaveTextContent('Room by the river');
    expect(first).toHaveTextContent(sooner);
    expect(first).toHaveTextContent('Proposed');
    expect(second).toHaveTextContent('Room with a view');
    expect(second).toHaveTextContent(later);
    expect(second).toHaveTextContent('Confirmed');
    expect(second).toHaveTextContent('With Paula Poster · In person · Lisbon, Portugal');
    expect(second).toHaveAttribute('href', `/messages/${conversationId}`);
  });

  it('when the member opens Past, then the newest come first, ten a page, and Load more shows the rest', async () => {
    const { router } = await open();
    await userEvent.click(screen.getByRole('tab', { name: 'Past' }));
    expect(router.state.location.search).toBe('?when=past');
    const panel = within(screen.getByRole('tabpanel'));
    await waitFor(() => expect(panel.getAllByRole('link')).toHaveLength(VIEWINGS_PAGE_SIZE));
    expect(panel.getAllByRole('link')[0]).toHaveTextContent('Past room 0');
    expect(panel.getAllByRole('link')[0]).toHaveTextContent('Done');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(panel.getAllByRole('link')).toHaveLength(VIEWINGS_PAGE_SIZE + 1));
    expect(panel.getAllByRole('link').at(-1)).toHaveTextContent(`Past room ${VIEWINGS_PAGE_SIZE}`);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
