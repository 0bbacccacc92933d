import { describe, expect, it } from 'vitest';
import { LISTING_STATUSES } from './listing';
import { MOVE_IN_CLOSED, MOVE_IN_NOW, listingAvailability, moveInText } from './availability';

const facts = { availableFrom: '2027-03-01' };

describe('listingAvailability', () => {
  it('when an active listing is Available, then it can be taken from its move-in date', () => {
    expect(listingAvailability({ status: 'active', availability: 'Available', facts })).toEqual({
      state: 'available',
      available: true,
      label: 'Available',
      moveInFrom: '2027-03-01',
    });
  });

  it('when an active listing is Not Available, then its move-in date says nothing', () => {
    expect(listingAvailability({ status: 'active', availability: 'Not Available', facts })).toEqual(
      { state: 'not-available', available: false, label: 'Not Available', moveInFrom: null },
    );
  });

  it.each(['', undefined, 'Soon', 1])(
    'when an active listing’s flag is %j, then its availability is unknown, not available',
    (availability) => {
      expect(listingAvailability({ status: 'active', availability, facts })).toEqual({
        state: 'unknown',
        available: false,
        label: 'Availability unknown',
        moveInFrom: null,
      });
    },
  );

  it.each([
    ['paused', 'Paused'],
    ['let', 'Let'],
    ['expired', 'Expired'],
    ['under-review', 'Under review'],
  ] as const)(
    'when a listing is %s, then its lifecycle state wins over Available',
    (status, label) => {
      expect(listingAvailability({ status, availability: 'Available', facts })).toEqual({
        state: status,
        available: false,
        label,
        moveInFrom: null,
      });
    },
  );

  it('when any listing is available, then it is exactly an active one whose poster says Available', () => {
    for (const status of LISTING_STATUSES) {
      for (const availability of ['Available', 'Not Available', '']) {
        expect(listingAvailability({ status, availability }).available).toBe(
          status === 'active' && availability === 'Available',
        );
      }
    }
  });

  it('when an available listing states no facts, then it has no move-in date', () => {
    expect(
      listingAvailability({ status: 'active', availability: 'Available', facts: null }),
    ).toEqual(expect.objectContaining({ available: true, moveInFrom: null }));
  });
});

describe('moveInText', () => {
  const available = { status: 'active', availability: 'Available', facts } as const;

  it('when the room is free later, then it names the day; from that day on, "Now"', () => {
    expect(moveInText(available, '2027-02-28')).toBe('Mar 1, 2027');
    expect(moveInText(available, '2027-03-01')).toBe(MOVE_IN_NOW);
    expect(moveInText(available, '2027-04-01')).toBe('Now');
  });

  it('when the listing is Not Available, let or paused, then one can’t move in, whatever the date', () => {
    expect(moveInText({ ...available, availability: 'Not Available' }, '2027-04-01')).toBe(
      MOVE_IN_CLOSED,
    );
    expect(moveInText({ ...available, status: 'let' }, '2027-04-01')).toBe('Not available');
    expect(moveInText({ ...available, status: 'paused' }, '2027-02-01')).toBe('Not available');
  });

  it('when an available listing states no facts, then there is no move-in text', () => {
    expect(moveInText({ ...available, facts: null }, '2027-04-01')).toBeNull();
  });
});
