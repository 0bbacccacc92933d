// "Propose a viewing" on the real emulators: the form's own checks (the API's
// texts, nothing sent), a proposal of two times by video as the API stores it,
// and a refusal of the API's shown as it says it.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { VIEWING_OPEN_PROPOSAL } from '@contract/viewings';
import {
  createAccount,
  createListing,
  signedInSession,
  signInApp,
  signOutApp,
  type TestAccount,
} from '@/testing/emulator-data';
import { renderWithApp } from '@/testing/test-utils';
import { slotIn, startConversation, viewingsOf } from '@/testing/viewings';
import { zoneLabel } from '../utils/format';
import { browserTimeZone, SLOT_INCOMPLETE, VIDEO_LINK_REQUIRED } from '../utils/proposal';
import { PROPOSE_VIEWING, VIEWING_PROPOSED } from '../utils/texts';
import { ProposeViewingButton } from './thread-viewings';

describe('propose a viewing', () => {
  let poster: TestAccount;
  let seeker: TestAccount;
  let conversationId = '';

  beforeAll(async () => {
    poster = await createAccount('propose-poster', 'Paula Poster');
    seeker = await createAccount('propose-seeker', 'Sean Seeker');
    const post = await createListing(poster);
    conversationId = await startConversation(seeker, post._id, 'Could I come and see it?');
  }, 60_000);

  afterEach(() => signOutApp());

  const openDialog = async () => {
    await signInApp(seeker);
    renderWithApp(
      <ProposeViewingButton conversationId={conversationId} otherName="Paula Poster" />,
      { path: '/messages/x', session: signedInSession(seeker), withToaster: true },
    );
    await userEvent.click(screen.getByRole('button', { name: PROPOSE_VIEWING }));
    return within(await screen.findByRole('dialog', { name: PROPOSE_VIEWING }));
  };
  const slot = (dialog: ReturnType<typeof within>, n: number) =>
    within(dialog.getByRole('group', { name: `Time ${n}` }));
  const fill = (group: ReturnType<typeof within>, date: string, time: string) => {
    fireEvent.change(group.getByLabelText(/^Date/), { target: { value: date } });
    fireEvent.change(group.getByLabelText(/^Start time/), { target: { value: time } });
  };

  it('when the form is sent incomplete, then each problem shows where it is, in the API’s words, and nothing is sent', async () => {
    const user = userEvent.setup();
    const dialog = await openDialog();
    expect(
      dialog.getByText(`Times are in your time zone (${zoneLabel(browserTimeZone())}).`),
    ).toBeInTheDocument();

    // Up to three times, each removable while there is more than one.
    await user.click(dialog.getByRole('button', { name: 'Add another time' }));
    await user.click(dialog.getByRole('button', { name: 'Add another time' }));
    expect(dialog.getAllByRole('group', { name: /^Time \d$/ })).toHaveLength(3);
    expect(dialog.queryByRole('button', { name: 'Add another time' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Remove time 3' }));
    expect(dialog.getAllByRole('group', { name: /^Time \d$/ })).toHaveLength(2);

    fill(slot(dialog, 1), slotIn(2).date, '18:00');
    await user.click(dialog.getByRole('radio', { name: 'Video call' }));
    await user.click(dialog.getByRole('button', { name: 'Propose' }));

    expect(slot(dialog, 1).queryByText(SLOT_INCOMPLETE)).not.toBeInTheDocument();
    expect(slot(dialog, 2).getByText(SLOT_INCOMPLETE)).toBeInTheDocument();
    expect(dialog.getByText(VIDEO_LINK_REQUIRED)).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Video call link/)).toBeInvalid();
    expect(await viewingsOf(seeker, conversationId)).toEqual([]);
  });

  it('when two times are proposed by video with a note, then the API keeps them in the browser’s zone and the dialog closes; a second proposal is refused as the API says', async () => {
    const user = userEvent.setup();
    let dialog = await openDialog();
    const [first, second] = [slotIn(3, '18:00'), slotIn(4, '10:15')];
    fill(slot(dialog, 1), first.date, first.time);
    await user.click(dialog.getByRole('button', { name: 'Add another time' }));
    fill(slot(dialog, 2), second.date, second.time);
    await user.selectOptions(slot(dialog, 2).getByLabelText('Length'), '45 minutes');
    await user.click(dialog.getByRole('radio', { name: 'Video call' }));
    await user.type(dialog.getByLabelText(/^Video call link/), 'https://meet.example/sean');
    await user.type(dialog.getByLabelText('Note (optional)'), 'Evenings suit me best.');
    await user.click(dialog.getByRole('button', { name: 'Propose' }));

    expect(await screen.findByText(VIEWING_PROPOSED)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [stored] = await viewingsOf(poster, conversationId);
    expect(stored).toMatchObject({
      status: 'proposed',
      proposedBy: 'them',
      timeZone: browserTimeZone(),
      mode: 'video',
      videoLink: 'https://meet.example/sean',
      note: 'Evenings suit me best.',
    });
    expect(stored!.slots.map((s) => s.minutes)).toEqual([30, 45]);
    expect(new Date(stored!.slots[1]!.start)).toEqual(new Date(`${second.date}T10:15:00`));

    await user.click(screen.getByRole('button', { name: PROPOSE_VIEWING }));
    dialog = within(await screen.findByRole('dialog', { name: PROPOSE_VIEWING }));
    fill(slot(dialog, 1), slotIn(5).date, '12:30');
    await user.click(dialog.getByRole('button', { name: 'Propose' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(VIEWING_OPEN_PROPOSAL);
    expect(await viewingsOf(seeker, conversationId)).toHaveLength(1);
  });
});
