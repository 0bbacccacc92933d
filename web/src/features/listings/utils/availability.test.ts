import { describe, expect, it } from 'vitest';
import { defaultFacts } from '@contract/listing-facts';
import { shownAvailability, shownMoveIn } from './availability';

describe('shownAvailability', () => {
  it('when an active listing is available, then it reads Available', () => {
    expect(shownAvailability({ status: 'active', availability: 'Available' })).toEqual({
      label: 'Available',
      available: true,
    });
  });

  it('when an active listing is not available, then the poster’s flag shows', () => {
    expect(shownAvailability({ status: 'active', availability: 'Not Available' })).toEqual({
      label: 'Not Available',
      available: false,
    });
  });

  it('when an active listing has no availability, then it is unknown', () => {
    expect(shownAvailability({ status: 'active', availability: '' })).toEqual({
      label: null,
      available: false,
    });
  });

  it.each([
    ['paused', 'Paused'],
    ['let', 'Let'],
    ['expired', 'Expired'],
    ['under-review', 'Under review'],
  ] as const)(
    'when a listing is %s, then its lifecycle state wins over Available',
    (status, label) => {
      expect(shownAvailability({ status, availability: 'Available' })).toEqual({
        label,
        available: false,
      });
    },
  );
});

describe('shownMoveIn', () => {
  const facts = { ...defaultFacts('2027-01-10'), availableFrom: '2027-03-01' };

  it('when an active listing is free later, then it names the day; from that day on, "Available now"', () => {
    expect(shownMoveIn({ status: 'active', facts }, '2027-02-28')).toBe(
      'Available from 1 Mar 2027',
    );
    expect(shownMoveIn({ status: 'active', facts }, '2027-03-01')).toBe('Available now');
    expect(shownMoveIn({ status: 'active', facts }, '2027-04-01')).toBe('Available now');
  });

  it('when the listing is let or paused, then its state shows instead of a move-in date', () => {
    expect(shownMoveIn({ status: 'let', facts }, '2027-04-01')).toBe('Let');
    expect(shownMoveIn({ status: 'paused', facts }, '2027-04-01')).toBe('Paused');
  });

  it('when the listing states no facts, then there is no move-in line', () => {
    expect(shownMoveIn({ status: 'active', facts: null }, '2027-04-01')).toBeNull();
  });
});
