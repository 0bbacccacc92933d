// What browse's "found" line says, from the list and the count.
import { describe, expect, it } from 'vitest';
import { foundText, listingsFoundText } from './browse-listings';

const list = (loaded: number, hasMore: boolean, previous = false) => ({
  loaded,
  hasMore,
  previous,
});
const count = (
  value: number | undefined,
  { previous = false, failed = false, more = false } = {},
) => ({ value, more, previous, failed });

describe('the "listings found" line', () => {
  it('when the texts are written, then they are the spec’s', () => {
    expect(listingsFoundText(0)).toBe('0 listings found');
    expect(listingsFoundText(1)).toBe('1 listing found');
    expect(listingsFoundText(137)).toBe('137 listings found');
    expect(listingsFoundText(20, 'loaded')).toBe('20+ listings found');
    expect(listingsFoundText(1000, 'capped')).toBe('More than 1,000 listings found');
  });

  it('when every page is loaded, then the list is the count (whatever a cached count says)', () => {
    expect(foundText(list(3, false), count(undefined))).toBe('3 listings found');
    expect(foundText(list(21, false), count(19))).toBe('21 listings found');
  });

  it('when more pages exist, then the count shows once it answers, never below what is loaded', () => {
    expect(foundText(list(20, true), count(137))).toBe('137 listings found');
    expect(foundText(list(40, true), count(35))).toBe('40 listings found');
  });

  it('when the count is still loading, then nothing is said yet (the line keeps its height)', () => {
    expect(foundText(list(20, true), count(undefined))).toBeNull();
  });

  it('when the count answers for other filters than the rows shown, then it waits for the matching one', () => {
    // New rows, the previous search's count.
    expect(foundText(list(20, true), count(90, { previous: true }))).toBeNull();
    // Both still the previous search's while the new one loads: they agree.
    expect(foundText(list(20, true, true), count(90, { previous: true }))).toBe(
      '90 listings found',
    );
  });

  it('when the count stopped at its cap (more: true), then the line says there are more than it counted', () => {
    expect(foundText(list(20, true), count(1000, { more: true }))).toBe(
      'More than 1,000 listings found',
    );
    expect(foundText(list(40, true), count(35, { more: true }))).toBe(
      'More than 40 listings found',
    );
    // Every page loaded: the list is exact whatever the count said.
    expect(foundText(list(7, false), count(1000, { more: true }))).toBe('7 listings found');
  });

  it('when the count fails, then the line says what is loaded, as a lower bound', () => {
    expect(foundText(list(20, true), count(undefined, { failed: true }))).toBe(
      '20+ listings found',
    );
  });
});
