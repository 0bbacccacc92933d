import { formatDate } from './format';

describe('formatDate', () => {
  it('when given any day of several years, then it writes the calendar date in the reader’s locale and zone (en-US here: its medium date style)', () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
    // Every day of 1999–2031 at 00:30 and 23:30 UTC: both sides of midnight in most zones.
    for (let day = Date.UTC(1999, 0, 1); day < Date.UTC(2032, 0, 1); day += 86_400_000) {
      for (const offset of [1_800_000, 84_600_000]) {
        const time = new Date(day + offset);
        expect(formatDate(time.toISOString())).toBe(intl.format(time));
      }
    }
  });

  it('when there is no usable date, then null', () => {
    expect(formatDate(null)).toBeNull();
    expect(formatDate('')).toBeNull();
    expect(formatDate('not a date')).toBeNull();
  });
});
