import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { placeSchema } from '../contract/places';
import { findPlaces, loadPlaces } from './gazetteer';

const labels = (query: string, limit = 8) => findPlaces(query, limit).map((place) => place.label);
const first = (query: string) => findPlaces(query, 1)[0];

describe('the gazetteer', () => {
  beforeAll(() => {
    // Measured, not asserted: the numbers docs/places.md quotes.
    const heapBefore = process.memoryUsage().heapUsed;
    const started = performance.now();
    const { places } = loadPlaces();
    const loadMs = performance.now() - started;
    const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6;
    const queries = ['new y', 'Brooklyn, NY', 'Austin TX', 'sa', '11211', 'Texas'];
    const timed = performance.now();
    for (let round = 0; round < 100; round++) for (const q of queries) findPlaces(q, 8);
    const perQueryMs = (performance.now() - timed) / (100 * queries.length);
    console.info(
      `places: ${places} loaded in ${loadMs.toFixed(0)} ms, about ${heapMb.toFixed(0)} MB of heap; ` +
        `a query ${perQueryMs.toFixed(3)} ms on average`,
    );
  });

  it('when "NYC" or "New York" is typed, then New York City comes first', () => {
    expect(first('NYC')).toMatchObject({ name: 'New York City', kind: 'city', region: 'NY' });
    expect(first('New York')?.label).toBe('New York City, NY');
    expect(first('nyc')?.label).toBe('New York City, NY');
    // The state is still offered, after the city.
    expect(labels('New York')).toContain('New York');
  });

  it('when the start of a name is typed, then the name is found as the person types', () => {
    expect(first('new y')?.label).toBe('New York City, NY');
    expect(first('brookl')?.label).toBe('Brooklyn, NY');
    expect(first('san fr')?.label).toBe('San Francisco, CA');
  });

  it('when short names are typed, then they mean the city people use them for', () => {
    expect(first('SF')?.label).toBe('San Francisco, CA');
    expect(first('Philly')?.label).toBe('Philadelphia, PA');
    expect(first('DC')?.label).toBe('Washington, DC');
    // "LA" is Los Angeles first, and Louisiana too.
    expect(labels('LA').slice(0, 2)).toEqual(['Los Angeles, CA', 'Louisiana']);
    expect(first('KC')?.label).toBe('Kansas City, MO');
    expect(first('Vegas')?.label).toBe('Las Vegas, NV');
  });

  it('when a name several places share is typed, then the most populous comes first', () => {
    expect(first('Brooklyn')?.label).toBe('Brooklyn, NY');
    const williamsburg = findPlaces('Williamsburg', 8);
    expect(williamsburg[0]).toMatchObject({ label: 'Williamsburg, NY', kind: 'neighbourhood' });
    expect(williamsburg.map((place) => place.label)).toContain('Williamsburg, VA');
  });

  it('when a neighbourhood is typed, then it is found as a neighbourhood with a small radius', () => {
    for (const [query, label] of [
      ['Williamsburg', 'Williamsburg, NY'],
      ['Mission Dis', 'Mission District, CA'],
      ['Park Slope', 'Park Slope, NY'],
      ['slope', 'Park Slope, NY'],
    ]) {
      const place = findPlaces(query!, 8).find((p) => p.label === label);
      expect(place, query).toBeDefined();
      expect(place).toMatchObject({ kind: 'neighbourhood' });
      expect(place!.radiusKm).toBeLessThanOrEqual(4);
    }
    // GeoNames has Astoria, Queens as a populated place of its own: a city here.
    expect(first('Astoria')?.label).toBe('Astoria, NY');
  });

  it('when a city is written with its state ("Brooklyn, NY", "Austin TX"), then only that state answers', () => {
    expect(labels('Brooklyn, NY')[0]).toBe('Brooklyn, NY');
    expect(findPlaces('Brooklyn, NY', 8).every((place) => place.region === 'NY')).toBe(true);
    expect(labels('Austin TX')).toEqual(['Austin, TX']);
    expect(labels('austin, texas')).toEqual(['Austin, TX']);
    expect(labels('Portland Oregon')[0]).toBe('Portland, OR');
    // Still typing the state: every state it begins.
    expect(labels('Portland, O')).toEqual(expect.arrayContaining(['Portland, OR']));
    expect(labels('Portland, O')).not.toContain('Portland, ME');
    // A place after the comma: the states of the places so named.
    expect(labels('Williamsburg, Brooklyn')[0]).toBe('Williamsburg, NY');
    expect(labels('Williamsburg, Brooklyn')).not.toContain('Williamsburg, VA');
    // Neither a state nor a place: nothing, not every Brooklyn.
    expect(labels('Brooklyn, QQ')).toEqual([]);
  });

  it('when a 5-digit ZIP is typed, then that ZIP answers with its state and nearest place', () => {
    expect(findPlaces('11211', 8)).toEqual([
      {
        id: 'zip:11211',
        name: '11211',
        kind: 'zip',
        region: 'NY',
        label: '11211 (Williamsburg, NY)',
        lat: expect.closeTo(40.71, 1),
        lng: expect.closeTo(-73.95, 1),
        radiusKm: 3,
      },
    ]);
    expect(first('94110')).toMatchObject({ kind: 'zip', region: 'CA' });
    expect(findPlaces('00000', 8)).toEqual([]);
  });

  it('when the start of a ZIP is typed, then the ZIPs it begins answer in order, up to the limit', () => {
    const zips = findPlaces('1121', 5).map((place) => place.name);
    expect(zips).toHaveLength(5);
    expect(zips.every((zip) => zip.startsWith('1121'))).toBe(true);
    expect(zips).toEqual([...zips].sort());
  });

  it('when a state or its abbreviation is typed, then the state answers, large', () => {
    for (const query of ['Texas', 'TX', 'tx', 'texas']) {
      expect(first(query), query).toMatchObject({
        id: 'state:TX',
        name: 'Texas',
        kind: 'state',
        region: 'TX',
        label: 'Texas',
      });
    }
    const texas = first('Texas')!;
    expect(texas.radiusKm).toBeGreaterThan(300);
    // Its centre is inside Texas.
    expect(texas.lat).toBeGreaterThan(26);
    expect(texas.lat).toBeLessThan(36);
    expect(texas.lng).toBeGreaterThan(-106);
    expect(texas.lng).toBeLessThan(-94);
  });

  it('when a name is misspelt, then it matches no other city', () => {
    // "Austen" is one letter from Austin and shares "ston"-like endings with
    // Boston; a wrong place is worse than none (docs/places.md).
    expect(labels('Austen')).toEqual([]);
    expect(labels('Bostn')).toEqual([]);
    expect(labels('Brooklin')).not.toContain('Brooklyn, NY');
    expect(labels('Brooklin').every((label) => label.startsWith('Brooklin'))).toBe(true);
  });

  it('when accents, okinas or dots are typed or left out, then the same place answers', () => {
    // No US city in the data is São anything; Española, NM is the same case.
    expect(first('Espanola')?.label).toBe('Española, NM');
    expect(first('ESPAÑOLA')?.label).toBe('Española, NM');
    expect(first('Canon City')?.label).toBe('Cañon City, CO');
    expect(labels('Kapaa')).toContain('Kapa‘a, HI');
    expect(first('St Louis')?.label).toBe('St. Louis, MO');
    expect(first('Saint Louis')?.label).toBe('St. Louis, MO');
    expect(first('Fort Wor')?.label).toBe('Fort Worth, TX');
  });

  it('when a limit is given, then at most that many answer, the best first', () => {
    expect(findPlaces('San', 3)).toHaveLength(3);
    expect(findPlaces('San', 10)).toHaveLength(10);
    expect(findPlaces('San', 3)).toEqual(findPlaces('San', 10).slice(0, 3));
    // A whole name before a longer one that begins with it, whatever their sizes.
    expect(labels('Portland').slice(0, 2)).toEqual(['Portland, OR', 'Portland, ME']);
    expect(labels('Portland').indexOf('Portland, ME')).toBeLessThan(
      labels('Portland').indexOf('South Portland, ME') >>> 0,
    );
  });

  it('when anything is answered, then it has the wire shape with coordinates rounded to 3 decimals', () => {
    const answers = ['new', 'Brooklyn, NY', '112', 'TX', 'SF', 'Williamsburg'].flatMap((q) =>
      findPlaces(q, 10),
    );
    expect(answers.length).toBeGreaterThan(30);
    for (const place of answers) {
      expect(placeSchema.parse(place)).toEqual(place);
      expect(Math.round(place.lat * 1000) / 1000).toBe(place.lat);
      expect(Math.round(place.lng * 1000) / 1000).toBe(place.lng);
    }
    expect(new Set(answers.map((place) => place.id)).size).toBe(
      new Set(answers.map((p) => `${p.kind} ${p.label}`)).size,
    );
  });

  it('when nothing but punctuation is typed, then nothing answers', () => {
    expect(findPlaces('--', 8)).toEqual([]);
    expect(findPlaces('  ,  ', 8)).toEqual([]);
  });

  it('when anything at all is typed, then it answers at most the limit, each in the wire shape, and never throws', () => {
    const typed = fc.oneof(
      fc.string({ unit: 'grapheme', minLength: 2, maxLength: 80 }),
      fc.stringMatching(/^[0-9]{2,6}$/),
      fc.constantFrom('new', 'San', 'Brooklyn, ', ', NY', 'St', 'Mt ', '11', 'tx tx', 'la la'),
    );
    fc.assert(
      fc.property(typed, fc.integer({ min: 1, max: 10 }), (query, limit) => {
        const places = findPlaces(query, limit);
        expect(places.length).toBeLessThanOrEqual(limit);
        for (const place of places) expect(placeSchema.parse(place)).toEqual(place);
      }),
      { seed: 43, numRuns: 500 },
    );
  });
});
