import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeSchema, type Bbox, type PlaceKind } from '../contract/places';
import type { WeightedPlace } from './gazetteer';
import { buildLabelGrid, labelsInBox, placeLabels } from './labels';

const place = (
  name: string,
  lat: number,
  lng: number,
  weight: number,
  kind: PlaceKind = 'city',
): WeightedPlace => ({
  id: `test:${name}`,
  name,
  kind,
  region: 'NY',
  label: `${name}, NY`,
  lat,
  lng,
  radiusKm: 2,
  weight,
});

const names = (places: { name: string }[]) => places.map((p) => p.name);

describe('the map labels', () => {
  it('when places lie inside and outside a box, then only the cities and neighbourhoods inside answer, most populous first', () => {
    const grid = buildLabelGrid([
      place('Small', 40.5, -73.5, 1_000),
      place('Big', 40.2, -73.2, 500_000),
      place('Quarter', 40.4, -73.4, 30_000, 'neighbourhood'),
      place('Outside', 41.5, -73.5, 9_000_000),
      place('11211', 40.3, -73.3, 0, 'zip'),
      place('New York', 40.45, -73.45, 2_000_000, 'state'),
    ]);
    const box: Bbox = { south: 40, west: -74, north: 41, east: -73 };
    expect(names(labelsInBox(grid, box, 20))).toEqual(['Big', 'Quarter', 'Small']);
  });

  it('when a place lies on the box edge, then it is inside', () => {
    const grid = buildLabelGrid([place('Corner', 41, -73, 5_000)]);
    expect(names(labelsInBox(grid, { south: 40, west: -74, north: 41, east: -73 }, 5))).toEqual([
      'Corner',
    ]);
  });

  it('when more places than the limit are inside, then the most populous answer, across cells, without their weights', () => {
    const grid = buildLabelGrid([
      place('A1', 40.1, -73.9, 10),
      place('A2', 40.2, -73.8, 20),
      place('A3', 40.3, -73.7, 30),
      place('B1', 41.5, -72.5, 25),
      place('B2', 41.6, -72.6, 5),
    ]);
    const labels = labelsInBox(grid, { south: 40, west: -74, north: 42, east: -72 }, 3);
    expect(names(labels)).toEqual(['A3', 'B1', 'A2']);
    expect(labels[0]).not.toHaveProperty('weight');
  });

  it('when random places and boxes are tried, then the answer is what filtering and sorting them all gives', () => {
    const coordinate = (min: number, max: number) =>
      fc.integer({ min: min * 1000, max: max * 1000 }).map((n) => n / 1000);
    const places = fc.uniqueArray(
      fc.record({
        lat: coordinate(30, 45),
        lng: coordinate(-90, -75),
        weight: fc.integer({ min: 0, max: 1_000_000 }),
        kind: fc.constantFrom<PlaceKind>('city', 'neighbourhood', 'zip', 'state'),
      }),
      { maxLength: 200, selector: (p) => `${p.lat},${p.lng}` },
    );
    const box = fc
      .record({
        south: coordinate(30, 45),
        west: coordinate(-90, -75),
        height: coordinate(0, 10),
        width: coordinate(0, 10),
      })
      .map(({ south, west, height, width }) => ({
        south,
        west,
        north: south + height,
        east: west + width,
      }));
    fc.assert(
      fc.property(places, box, fc.integer({ min: 1, max: 50 }), (raw, bbox, limit) => {
        const all = raw.map((p, i) => place(`P${i}`, p.lat, p.lng, p.weight, p.kind));
        const expected = all
          .filter((p) => p.kind === 'city' || p.kind === 'neighbourhood')
          .filter(
            (p) =>
              p.lat >= bbox.south &&
              p.lat <= bbox.north &&
              p.lng >= bbox.west &&
              p.lng <= bbox.east,
          )
          .sort((a, b) => b.weight - a.weight || a.label.localeCompare(b.label))
          .slice(0, limit);
        expect(names(labelsInBox(buildLabelGrid(all), bbox, limit))).toEqual(names(expected));
      }),
      { numRuns: 200 },
    );
  });

  it('when the gazetteer is asked for a box around Manhattan and Brooklyn, then New York City and Brooklyn lead, in the wire shape', () => {
    const labels = placeLabels({ south: 40.6, west: -74.05, north: 40.8, east: -73.9 }, 10);
    expect(labels).toHaveLength(10);
    expect(labels.map((p) => p.label).slice(0, 2)).toEqual(['New York City, NY', 'Brooklyn, NY']);
    for (const label of labels) {
      expect(placeSchema.parse(label)).toEqual(label);
      expect(['city', 'neighbourhood']).toContain(label.kind);
    }
  });
});
