import fc from 'fast-check';
import { distanceBetween } from 'geofire-common';
import { describe, expect, it } from 'vitest';
import {
  CELL_TERM_PREFIX,
  MAX_NEAR_CELLS,
  NEAR_KM,
  POINT_GRID,
  cellTerms,
  distanceKm,
  nearCellTerms,
  roundPoint,
  shownKm,
} from './near';

// Points where people look for rooms: the US, Alaska and Hawaii included.
const usPoint = fc.record({
  lat: fc.double({ min: 18, max: 65, noNaN: true }),
  lng: fc.double({ min: -170, max: -66, noNaN: true }),
});

describe('a stored point', () => {
  it('when a point is rounded, then it sits on the grid, within half a cell of where it was', () => {
    fc.assert(
      fc.property(usPoint, (point) => {
        const rounded = roundPoint(point);
        for (const axis of ['lat', 'lng'] as const) {
          expect(Math.abs(rounded[axis] - point[axis])).toBeLessThanOrEqual(POINT_GRID / 2 + 1e-9);
          expect(String(rounded[axis])).toMatch(/^-?\d+(\.\d{1,3})?$/);
          expect(Math.abs(Math.round(rounded[axis] * 1000) % 3)).toBe(0);
        }
      }),
    );
    expect(roundPoint({ lat: 40.71234, lng: -73.95678 })).toEqual({ lat: 40.713, lng: -73.956 });
  });

  it('when a point is stored, then its four cells are nested geohash prefixes no typed word can be', () => {
    // Williamsburg's cell is dr5rsg (geofire-common's encoding).
    const terms = cellTerms({ lat: 40.714, lng: -73.961 });
    expect(terms).toEqual(['geo:dr5', 'geo:dr5r', 'geo:dr5rs', 'geo:dr5rsg']);
    expect(terms.every((term) => term.startsWith(CELL_TERM_PREFIX))).toBe(true);
  });
});

describe('a distance', () => {
  it("when measured by the contract (the browser's too), then it is geofire-common's haversine", () => {
    fc.assert(
      fc.property(usPoint, usPoint, (a, b) => {
        expect(distanceKm(a, b)).toBeCloseTo(distanceBetween([a.lat, a.lng], [b.lat, b.lng]), 9);
      }),
    );
  });
});

describe('a near search', () => {
  it('when any point is within N km of a centre, then one of its stored cells is among the searched ones', () => {
    fc.assert(
      fc.property(
        usPoint,
        fc.constantFrom(...NEAR_KM),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        (center, km, fraction, bearing) => {
          // A point at a random distance up to km and bearing from the centre (flat approximation, then checked).
          const d = km * fraction * 0.999;
          const lat = center.lat + (d / 111.32) * Math.cos(bearing);
          const lng =
            center.lng +
            (d / (111.32 * Math.cos((center.lat * Math.PI) / 180))) * Math.sin(bearing);
          const point = roundPoint({ lat, lng });
          fc.pre(distanceKm(center, point) <= km);
          const searched = new Set(nearCellTerms(center, km));
          expect(searched.size).toBeLessThanOrEqual(MAX_NEAR_CELLS);
          expect(cellTerms(point).some((term) => searched.has(term))).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('when the distance is small, then the cells are small: 1 km reads 5 km cells, 50 km 150 km ones', () => {
    const brooklyn = { lat: 40.65, lng: -73.95 };
    const sizes = (km: number) => new Set(nearCellTerms(brooklyn, km).map((t) => t.length - 4));
    expect(sizes(1)).toEqual(new Set([5]));
    expect(sizes(10)).toEqual(new Set([4]));
    expect(sizes(50)).toEqual(new Set([3]));
  });

  it('when a distance is shown, then it has one decimal and is measured on the ground', () => {
    // Manhattan's Union Square to Williamsburg: about 3.6 km.
    const km = distanceKm({ lat: 40.736, lng: -73.991 }, { lat: 40.714, lng: -73.953 });
    expect(shownKm(km)).toBe(4);
    expect(shownKm(1.2345)).toBe(1.2);
  });
});
