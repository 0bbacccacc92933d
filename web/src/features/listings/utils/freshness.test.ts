import { describe, expect, it } from 'vitest';
import { expiresLabel, expiresSoon, updatedLabel } from './freshness';

// Local times, so the calendar-day arithmetic is what a reader in any time zone sees.
const at = (day: number, hour: number) => new Date(2026, 5, day, hour, 0, 0);
const NOW = at(15, 10);

describe('updatedLabel', () => {
  it('when the listing was updated earlier today, then "Updated today"', () => {
    expect(updatedLabel(at(15, 0).toISOString(), NOW)).toBe('Updated today');
  });

  it('when it was updated late yesterday, then "Updated 1 day ago"', () => {
    expect(updatedLabel(at(14, 23).toISOString(), NOW)).toBe('Updated 1 day ago');
  });

  it('when it was updated days ago, then "Updated N days ago"', () => {
    expect(updatedLabel(at(3, 12).toISOString(), NOW)).toBe('Updated 12 days ago');
  });

  it('when the date is missing, invalid or a little in the future, then nothing or "today"', () => {
    expect(updatedLabel(null, NOW)).toBeNull();
    expect(updatedLabel('not a date', NOW)).toBeNull();
    expect(updatedLabel(at(15, 11).toISOString(), NOW)).toBe('Updated today');
  });
});

describe('expiresLabel', () => {
  it('when the listing expires later today, then "Expires today"', () => {
    expect(expiresLabel(at(15, 22).toISOString(), NOW)).toBe('Expires today');
  });

  it('when it expires tomorrow, then "Expires in 1 day"', () => {
    expect(expiresLabel(at(16, 1).toISOString(), NOW)).toBe('Expires in 1 day');
  });

  it('when it expires in some days, then "Expires in N days"', () => {
    expect(expiresLabel(at(18, 9).toISOString(), NOW)).toBe('Expires in 3 days');
  });

  it('when it has expired or has no date, then nothing', () => {
    expect(expiresLabel(at(15, 9).toISOString(), NOW)).toBeNull();
    expect(expiresLabel(undefined, NOW)).toBeNull();
  });
});

describe('expiresSoon', () => {
  it('when an active listing expires within 3 days, then the owner is reminded', () => {
    expect(expiresSoon({ status: 'active', expiresAt: at(17, 10).toISOString() }, NOW)).toBe(true);
    expect(expiresSoon({ status: 'active', expiresAt: at(18, 10).toISOString() }, NOW)).toBe(true);
  });

  it('when it expires later, has expired, or is not active, then no reminder', () => {
    expect(expiresSoon({ status: 'active', expiresAt: at(18, 11).toISOString() }, NOW)).toBe(false);
    expect(expiresSoon({ status: 'active', expiresAt: at(15, 9).toISOString() }, NOW)).toBe(false);
    expect(expiresSoon({ status: 'paused', expiresAt: at(16, 10).toISOString() }, NOW)).toBe(false);
    expect(expiresSoon({ status: 'active', expiresAt: null }, NOW)).toBe(false);
  });
});
