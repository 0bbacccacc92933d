import { describe, expect, it } from 'vitest';
import { formatDate, formatMonthlyRent, formatRent, likesLabel } from './format';

describe('rent formatting', () => {
  it('when the rent has thousands, then it shows a dollar sign and separators', () => {
    expect(formatRent(1234)).toBe('$1,234');
    expect(formatRent(1_000_000)).toBe('$1,000,000');
    expect(formatMonthlyRent(1234)).toBe('$1,234/month');
  });

  it('when the rent is zero or has cents, then both are shown as they are', () => {
    expect(formatMonthlyRent(0)).toBe('$0/month');
    expect(formatRent(999.5)).toBe('$999.5');
    expect(formatRent(12345.678)).toBe('$12,345.68');
  });

  it('when there is no rent, then it reads N/A without /month', () => {
    expect(formatRent(null)).toBe('N/A');
    expect(formatRent(undefined)).toBe('N/A');
    expect(formatMonthlyRent(Number.NaN)).toBe('N/A');
  });
});

describe('other formatting', () => {
  it('when a date is an ISO string, then it reads like "Mar 5, 2025"; when missing, null', () => {
    expect(formatDate('2025-03-05T12:00:00.000Z')).toBe('Mar 5, 2025');
    expect(formatDate(null)).toBeNull();
    expect(formatDate('not a date')).toBeNull();
  });

  it('when there is one like, then the label is singular', () => {
    expect(likesLabel(1)).toBe('1 like');
    expect(likesLabel(0)).toBe('0 likes');
  });
});
