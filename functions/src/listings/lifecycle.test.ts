// What is a listing's own: whether it can be liked or messaged, and its status
// and expiry on the wire (the transition table is ads/lifecycle.test.ts's).
import { describe, expect, it } from 'vitest';
import type { ListingStatus } from '../contract/listing';
import { toListing } from './document';
import { assertListingOpen, NOT_ACTIVE, NOT_AVAILABLE } from './lifecycle';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-06-15T12:00:00Z');
const stored = (status: ListingStatus, expiresInDays = 10) => ({
  status,
  availability: 'Available',
  expiresAt: new Date(NOW + expiresInDays * DAY),
});

describe('effectiveStatus', () => {
  it('when toListing maps a document with a clock, then status and expiresAt follow it', () => {
    const data = { title: 'Room', status: 'active', expiresAt: new Date(NOW) };
    expect(toListing('p1', data, false, NOW - DAY)).toMatchObject({
      status: 'active',
      expiresAt: new Date(NOW).toISOString(),
    });
    expect(toListing('p1', data, false, NOW + 1).status).toBe('expired');
    expect(toListing('old', { title: 'Old' })).toMatchObject({ status: 'active', expiresAt: null });
  });
});

describe('assertListingOpen', () => {
  it('when the listing is active, then it passes; otherwise 409 "This listing isn\'t active"', () => {
    expect(() => assertListingOpen(stored('active'), NOW)).not.toThrow();
    for (const status of ['paused', 'let', 'expired', 'under-review'] as const) {
      expect(() => assertListingOpen(stored(status), NOW)).toThrow(NOT_ACTIVE);
    }
    expect(() => assertListingOpen(stored('active', -1), NOW)).toThrow(NOT_ACTIVE);
  });

  it('when an active listing is Not Available or its flag is unknown, then 409 "This listing isn\'t available"', () => {
    for (const availability of ['Not Available', '', undefined]) {
      expect(() => assertListingOpen({ ...stored('active'), availability }, NOW)).toThrow(
        NOT_AVAILABLE,
      );
    }
  });
});
