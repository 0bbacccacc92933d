import { describe, expect, it } from 'vitest';
import { shownAvailability } from './availability';

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
