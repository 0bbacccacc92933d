// What a viewing card shows and offers, by state and by side, from the
// contract's shape as the live mapping makes it (no network: the actions'
// effects are in thread-viewings.test.tsx, on the emulators).
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  VIEWING_LISTING_GONE_BANNER,
  VIEWING_STATUS_LABELS,
  type Viewing,
} from '@contract/viewings';
import { renderWithApp } from '@/testing/test-utils';
import { ViewingCard } from './viewing-card';

const NOW = Date.parse('2027-03-10T12:00:00Z');

const base: Viewing = {
  id: 'v1',
  conversationId: 'post1_seeker',
  postId: 'post1',
  postTitle: 'Sunny room near the park',
  area: 'Brooklyn, NY',
  timeZone: 'America/New_York',
  mode: 'in-person',
  videoLink: '',
  note: 'Ring the top bell.',
  slots: [
    { start: '2027-03-13T16:00:00.000Z', end: '2027-03-13T16:30:00.000Z', minutes: 30 },
    { start: '2027-03-14T15:00:00.000Z', end: '2027-03-14T15:45:00.000Z', minutes: 45 },
  ],
  status: 'proposed',
  confirmedSlot: null,
  proposedBy: 'them',
  otherName: 'Maya',
  cancelReason: '',
  cancelledBy: null,
  replacedBy: null,
  myOutcome: null,
  theirOutcome: null,
  listingActive: true,
  createdAt: '2027-03-09T12:00:00.000Z',
  updatedAt: '2027-03-09T12:00:00.000Z',
};
const SAT = 'Sat, Mar 13, 11:00 – 11:30 AM (New York time)';
const SUN = 'Sun, Mar 14, 11:00 – 11:45 AM (New York time)';

const show = (viewing: Partial<Viewing>, now = NOW) => {
  renderWithApp(
    <ViewingCard viewing={{ ...base, ...viewing }} onProposeAnother={() => {}} now={now} />,
  );
  return within(screen.getByRole('article'));
};
const buttons = (card: ReturnType<typeof show>) =>
  card.queryAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent);

describe('a viewing card', () => {
  it('when the other side proposed two times, then each time (in the zone, with its name) has its Accept, and Decline is offered', () => {
    const card = show({});
    expect(card.getByRole('heading', { name: 'Maya proposed a viewing' })).toBeInTheDocument();
    expect(card.getByText(VIEWING_STATUS_LABELS.proposed)).toBeInTheDocument();
    expect(card.getByText('In person · Brooklyn, NY')).toBeInTheDocument();
    expect(card.getByText(/Ring the top bell\./)).toBeInTheDocument();
    expect(buttons(card)).toEqual([`Accept ${SAT}`, `Accept ${SUN}`, 'Decline']);
  });

  it('when a proposed time has already passed, then it can no longer be accepted', () => {
    const card = show({}, Date.parse('2027-03-13T20:00:00Z'));
    expect(buttons(card)).toEqual([`Accept ${SUN}`, 'Decline']);
  });

  it('when I proposed, then I wait for the other side and may only cancel my proposal', () => {
    const card = show({ proposedBy: 'me' });
    expect(card.getByRole('heading', { name: 'You proposed a viewing' })).toBeInTheDocument();
    expect(card.getByText('Waiting for Maya to pick a time.')).toBeInTheDocument();
    expect(card.getByText(SAT)).toBeInTheDocument();
    expect(buttons(card)).toEqual(['Cancel proposal']);
  });

  it('when it is confirmed by video, then the chosen time and the call’s link show, with calendar, another time and cancel', () => {
    const card = show({
      status: 'confirmed',
      confirmedSlot: 1,
      mode: 'video',
      videoLink: 'https://meet.example/room',
    });
    expect(card.getByText(VIEWING_STATUS_LABELS.confirmed)).toBeInTheDocument();
    expect(card.getByText(SUN)).toBeInTheDocument();
    expect(card.queryByText(SAT)).not.toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Join the video call' })).toHaveAttribute(
      'href',
      'https://meet.example/room',
    );
    expect(buttons(card)).toEqual(['Add to calendar', 'Propose another time', 'Cancel viewing']);
    expect(card.queryByText(VIEWING_LISTING_GONE_BANNER)).not.toBeInTheDocument();
  });

  it('when a video viewing is only proposed, then its link is not shown yet', () => {
    const card = show({ mode: 'video', videoLink: 'https://meet.example/room' });
    expect(card.getByText('Video call')).toBeInTheDocument();
    expect(card.queryByRole('link')).not.toBeInTheDocument();
  });

  it('when a confirmed viewing’s listing is no longer active, then the banner says it stays booked', () => {
    const card = show({ status: 'confirmed', confirmedSlot: 0, listingActive: false });
    expect(card.getByText(VIEWING_LISTING_GONE_BANNER)).toBeInTheDocument();
  });

  it('when a confirmed viewing is over and I haven’t answered, then I am asked how it went, and nothing else is offered', () => {
    const card = show(
      { status: 'confirmed', confirmedSlot: 0 },
      Date.parse('2027-03-14T12:00:00Z'),
    );
    expect(card.getByText('How did it go?')).toBeInTheDocument();
    expect(buttons(card)).toEqual(['We met', "They didn't come"]);
  });

  it('when I have answered and they haven’t, then my answer shows and theirs is awaited; once both have, both show', () => {
    const after = Date.parse('2027-03-14T12:00:00Z');
    let card = show({ status: 'confirmed', confirmedSlot: 0, myOutcome: 'met' }, after);
    expect(card.getByText('You said “We met”.')).toBeInTheDocument();
    expect(card.getByText("Maya hasn't answered yet.")).toBeInTheDocument();
    expect(buttons(card)).toEqual([]);
    cleanup();

    card = show(
      { status: 'done', confirmedSlot: 0, myOutcome: 'met', theirOutcome: 'no-show' },
      after,
    );
    expect(card.getByText(VIEWING_STATUS_LABELS.done)).toBeInTheDocument();
    expect(card.getByText('You said “We met”.')).toBeInTheDocument();
    expect(card.getByText("Maya said “They didn't come”.")).toBeInTheDocument();
    expect(buttons(card)).toEqual([]);
  });

  it('when they haven’t answered, then their answer stays hidden until I give mine', () => {
    const card = show(
      { status: 'confirmed', confirmedSlot: 0, theirOutcome: 'met' },
      Date.parse('2027-03-14T12:00:00Z'),
    );
    expect(card.queryByText(/Maya said/)).not.toBeInTheDocument();
  });

  it('when it was cancelled or declined, then who did it and why show, with no actions', () => {
    let card = show({
      status: 'cancelled',
      confirmedSlot: 0,
      cancelledBy: 'them',
      cancelReason: 'The room is taken.',
    });
    expect(card.getByText('Maya cancelled. Reason: The room is taken.')).toBeInTheDocument();
    expect(buttons(card)).toEqual([]);
    cleanup();

    card = show({ status: 'declined', proposedBy: 'me', replacedBy: 'v2' });
    expect(card.getByText('Maya declined. Other times were suggested.')).toBeInTheDocument();
    expect(buttons(card)).toEqual([]);
  });
});
