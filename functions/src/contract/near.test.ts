import { describe, expect, it } from 'vitest';
import { formatDistance } from './near';

describe('formatDistance', () => {
  it('when it is under a kilometre, then it is metres to the nearest 50, never under 50', () => {
    expect(formatDistance(0)).toBe('50 m');
    expect(formatDistance(0.02)).toBe('50 m');
    expect(formatDistance(0.074)).toBe('50 m');
    expect(formatDistance(0.076)).toBe('100 m');
    expect(formatDistance(0.35)).toBe('350 m');
    expect(formatDistance(0.362)).toBe('350 m');
    expect(formatDistance(0.974)).toBe('950 m');
  });

  it('when it rounds up to a kilometre, then it is written in kilometres', () => {
    expect(formatDistance(0.975)).toBe('1.0 km');
    expect(formatDistance(0.999)).toBe('1.0 km');
  });

  it('when it is from 1 to under 10 km, then it has one decimal', () => {
    expect(formatDistance(1)).toBe('1.0 km');
    expect(formatDistance(1.2)).toBe('1.2 km');
    expect(formatDistance(1.249)).toBe('1.2 km');
    expect(formatDistance(9.94)).toBe('9.9 km');
  });

  it('when it is 10 km or more, or rounds to 10, then it is whole kilometres', () => {
    expect(formatDistance(9.95)).toBe('10 km');
    expect(formatDistance(10)).toBe('10 km');
    expect(formatDistance(12.4)).toBe('12 km');
    expect(formatDistance(12.5)).toBe('13 km');
    expect(formatDistance(49.6)).toBe('50 km');
  });
});
