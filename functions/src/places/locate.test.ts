import { describe, expect, it } from 'vitest';
import { locatePlace } from './locate';

const where = (text: string) => locatePlace(text)?.label;

describe('where a typed location is', () => {
  it('when a location names a neighbourhood, its borough and state, then it is the neighbourhood', () => {
    expect(where('Williamsburg, Brooklyn, NY')).toBe('Williamsburg, NY');
    expect(where('Mission District, San Francisco, CA')).toBe('Mission District, CA');
    expect(where('Astoria, Queens, NY')).toBe('Astoria, NY');
  });

  it('when a neighbourhood shares its name with a town elsewhere in the state, then the one in the named city is meant', () => {
    // Crown Heights, NY is also a hamlet in Dutchess County, 110 km north.
    const crownHeights = locatePlace('Crown Heights, Brooklyn, NY')!;
    expect(crownHeights.label).toBe('Brooklyn, NY');
    expect(where('Park Slope, Brooklyn, NY')).toBe('Park Slope, NY');
    expect(where('Williamsburg, Brooklyn, NY')).toBe('Williamsburg, NY');
  });

  it('when the first part is unknown, then the next part the gazetteer knows by name is used', () => {
    expect(where('Testville, Queens')).toBe('Queens, NY');
    expect(where('SoMa, San Francisco, CA')).toBe('San Francisco, CA');
    expect(where('123 Main St, Austin, TX')).toBe('Austin, TX');
  });

  it('when a location is a city, a short name, a ZIP or a state, then it is that place', () => {
    expect(where('brooklyn')).toBe('Brooklyn, NY');
    expect(where('brooklyn ny')).toBe('Brooklyn, NY');
    expect(where('NYC')).toBe('New York City, NY');
    expect(where('SF')).toBe('San Francisco, CA');
    expect(where('Near 11211')).toBe('11211 (Williamsburg, NY)');
    expect(where('Texas')).toBe('Texas');
    // A misspelt city is not read as another one: only its state is known.
    expect(where('Austen, TX')).toBe('Texas');
  });

  it('when a location repeats place names many times, then it is still read part by part, once', () => {
    expect(where(`${'Brooklyn, '.repeat(40)}NY`)).toBe('Brooklyn, NY');
    expect(where(`Park Slope, ${'Brooklyn, '.repeat(40)}NY`)).toBe('Park Slope, NY');
  });

  it('when only the start of a name matches, or nothing does, then there is no place', () => {
    expect(where('Brook')).toBeUndefined();
    expect(where('A very long neighbourhood name somewhere in Brooklyn')).toBeUndefined();
    expect(where(' , ')).toBeUndefined();
  });
});
