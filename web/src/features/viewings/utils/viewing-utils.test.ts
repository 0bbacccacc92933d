// The propose form's checks (the API's texts, caught before sending) and how a
// viewing's times read in its own zone, across a daylight-saving change.
import { localDay } from '@/lib/local-day';
import { describe, expect, it } from 'vitest';
import { VIEWING_SLOT_PAST, VIEWING_SLOT_TOO_FAR } from '@contract/viewings';
import { formatSlot, lengthLabel, zoneLabel } from './format';
import {
  emptyProposal,
  SLOT_DUPLICATE,
  SLOT_INCOMPLETE,
  SLOT_LENGTHS,
  SLOT_TIME_INVALID,
  toProposalInput,
  validateProposal,
  VIDEO_LINK_INVALID,
  VIDEO_LINK_REQUIRED,
  type ProposalDraft,
} from './proposal';

const DAY = 24 * 3600 * 1000;
const now = new Date(2027, 2, 1, 12, 0); // 1 March 2027, noon, the browser's zone
const day = (days: number) => localDay(new Date(now.getTime() + days * DAY));
const draft = (slots: [string, string][], extra: Partial<ProposalDraft> = {}): ProposalDraft => ({
  ...emptyProposal(),
  slots: slots.map(([date, time], i) => ({ key: i, date, time, minutes: 30 })),
  ...extra,
});

describe('validateProposal', () => {
  it('when every time is complete, on the quarter hour, in the future and within 60 days, then nothing is wrong', () => {
    expect(
      validateProposal(
        draft([
          [day(1), '18:00'],
          [day(59), '09:45'],
        ]),
        now,
      ),
    ).toBeNull();
  });

  it('when a time is missing, past, off the quarter hour, too far ahead or repeated, then that slot says so in the API’s words', () => {
    const errors = validateProposal(
      draft([
        ['', '18:00'],
        [day(-1), '18:00'],
        [day(2), '18:10'],
        [day(61), '18:00'],
        [day(2), '18:15'],
        [day(2), '18:15'],
      ]),
      now,
    );
    expect(errors?.slots).toEqual([
      SLOT_INCOMPLETE,
      VIEWING_SLOT_PAST,
      SLOT_TIME_INVALID,
      VIEWING_SLOT_TOO_FAR,
      null,
      SLOT_DUPLICATE,
    ]);
  });

  it('when a video viewing has no link, or one that isn’t https, then the link field says so; in person needs none', () => {
    const ok: [string, string][] = [[day(1), '18:00']];
    expect(validateProposal(draft(ok, { mode: 'video' }), now)?.videoLink).toBe(
      VIDEO_LINK_REQUIRED,
    );
    expect(
      validateProposal(draft(ok, { mode: 'video', videoLink: 'http://meet.example/x' }), now)
        ?.videoLink,
    ).toBe(VIDEO_LINK_INVALID);
    expect(
      validateProposal(draft(ok, { mode: 'video', videoLink: 'https://meet.example/x' }), now),
    ).toBeNull();
    expect(validateProposal(draft(ok, { videoLink: 'not a link' }), now)).toBeNull();
  });

  it('when the draft is sent, then the body has the slots, the zone, the link only for video and the note only when written', () => {
    const body = toProposalInput(
      draft([[day(1), '18:00']], { videoLink: 'https://x.example', note: '  ' }),
      'Europe/Lisbon',
    );
    expect(body).toEqual({
      slots: [{ date: day(1), time: '18:00', minutes: 30 }],
      timeZone: 'Europe/Lisbon',
      mode: 'in-person',
    });
    expect(SLOT_LENGTHS).toEqual([15, 30, 45, 60, 75, 90, 105, 120]);
  });
});

describe('formatSlot', () => {
  it('when a slot is shown, then it reads in the viewing’s zone, named by its city, on either side of a daylight-saving change', () => {
    const ny = 'America/New_York';
    // 14 March 2027: New York's clocks go forward at 2 am (EST → EDT).
    expect(
      formatSlot({ start: '2027-03-13T16:00:00.000Z', end: '2027-03-13T16:45:00.000Z' }, ny),
    ).toBe('Sat, Mar 13, 11:00 – 11:45 AM (New York time)');
    expect(
      formatSlot({ start: '2027-03-14T15:00:00.000Z', end: '2027-03-14T15:45:00.000Z' }, ny),
    ).toBe('Sun, Mar 14, 11:00 – 11:45 AM (New York time)');
    // The same instant in London, where the change comes two weeks later.
    expect(
      formatSlot(
        { start: '2027-03-14T15:00:00.000Z', end: '2027-03-14T15:45:00.000Z' },
        'Europe/London',
      ),
    ).toBe('Sun, Mar 14, 3:00 – 3:45 PM (London time)');
    expect(zoneLabel(ny)).toBe('New York time');
  });

  it('when lengths are labelled, then they read in minutes and hours', () => {
    expect(SLOT_LENGTHS.map(lengthLabel)).toEqual([
      '15 minutes',
      '30 minutes',
      '45 minutes',
      '1 hour',
      '1 hour 15 minutes',
      '1 hour 30 minutes',
      '1 hour 45 minutes',
      '2 hours',
    ]);
  });
});
