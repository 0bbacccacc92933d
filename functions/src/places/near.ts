// Where an ad is and how near it is, as Firestore can query it. Pure.
//
// An ad's point is stored on a 0.003° grid (about 330 m north–south, 250 m
// east–west at New York): enough to say how far a room is, never where the
// door is. Its geohash cells at four sizes are stored among the ad's place
// terms (the array its location search already queries), so "within N km"
// is a few `array-contains` queries, one per cell covering the circle, each
// with every other filter and sort of the list: the same query shapes, and
// indexes, as a typed location. A geohash range query (Firebase's geoqueries
// guide) on a prefix-aligned range reads exactly the ads whose hash starts
// with that prefix; storing the prefixes lets that range be an equality, so it
// costs none of the ten range fields a query may have (the list already uses
// all ten). What the cells read beyond the circle is dropped by distance.
import { geohashForLocation } from 'geofire-common';

export type { Point } from '../contract/near';
import type { Point } from '../contract/near';

/** The grid stored points sit on (contract/near.ts, which the browser's pin snaps to as well). */
export { POINT_GRID, roundPoint } from '../contract/near';

/** The distances a search may ask for, in km (browse's "Within" choices). */
export { NEAR_KM, type NearKm } from '../contract/near';

export const isPoint = (value: unknown): value is Point => {
  const p = value as Partial<Point> | null;
  return (
    typeof p?.lat === 'number' &&
    typeof p.lng === 'number' &&
    Number.isFinite(p.lat) &&
    Number.isFinite(p.lng) &&
    Math.abs(p.lat) <= 90 &&
    Math.abs(p.lng) <= 180
  );
};

/** The cell sizes stored (geohash characters): 3 is about 156 km, 6 about 1.2 × 0.6 km. */
export const CELL_PRECISIONS = [3, 4, 5, 6] as const;

/** Marks a place term as a cell: `:` never survives a location's normalization, so no typed word is one. */
export const CELL_TERM_PREFIX = 'geo:';

const cellTerm = (hash: string) => `${CELL_TERM_PREFIX}${hash}`;

/** The place terms a point adds to an ad: its cell at each stored size. */
export const cellTerms = ({ lat, lng }: Point): string[] =>
  CELL_PRECISIONS.map((precision) => cellTerm(geohashForLocation([lat, lng], precision)));

/** A geohash cell's height and width in degrees at `precision` characters. */
function cellDegrees(precision: number): { lat: number; lng: number } {
  const bits = precision * 5;
  return { lat: 180 / 2 ** Math.floor(bits / 2), lng: 360 / 2 ** Math.ceil(bits / 2) };
}

/** At most this many cells (so queries) cover a near search. */
export const MAX_NEAR_CELLS = 9;

const KM_PER_DEGREE_LAT = 111.32;

/** The cells of one size that meet the square around the circle. */
function coverAt(center: Point, km: number, precision: number): string[] {
  const dLat = km / KM_PER_DEGREE_LAT;
  const cos = Math.max(Math.cos((center.lat * Math.PI) / 180), 0.01);
  const dLng = Math.min(km / (KM_PER_DEGREE_LAT * cos), 180);
  const south = Math.max(center.lat - dLat, -90);
  const north = Math.min(center.lat + dLat, 90);
  const size = cellDegrees(precision);
  const cells = new Set<string>();
  // Sample at a step smaller than a cell, edges included, so every cell the square meets is hit.
  const latSteps = Math.ceil((north - south) / (size.lat / 2)) + 1;
  const lngSteps = Math.ceil((2 * dLng) / (size.lng / 2)) + 1;
  for (let i = 0; i < latSteps && cells.size <= MAX_NEAR_CELLS; i++) {
    const lat = Math.min(south + (i * size.lat) / 2, north);
    for (let j = 0; j < lngSteps && cells.size <= MAX_NEAR_CELLS; j++) {
      const lng = wrap(center.lng - dLng + Math.min((j * size.lng) / 2, 2 * dLng));
      cells.add(geohashForLocation([lat, lng], precision));
    }
  }
  return [...cells];
}

const wrap = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;

/**
 * The place terms whose ads include every ad within `km` of `center`: the
 * finest stored cells of which at most MAX_NEAR_CELLS cover the circle's
 * square (the coarsest size always does for the distances offered).
 */
export function nearCellTerms(center: Point, km: number): string[] {
  for (const precision of [...CELL_PRECISIONS].reverse()) {
    const cells = coverAt(center, km, precision);
    if (cells.length <= MAX_NEAR_CELLS) return cells.sort().map(cellTerm);
  }
  return coverAt(center, km, CELL_PRECISIONS[0]).slice(0, MAX_NEAR_CELLS).sort().map(cellTerm);
}

import { distanceKm } from '../contract/near';
export { distanceKm };

/** A distance as the wire carries it: one decimal. */
export const shownKm = (km: number): number => Math.round(km * 10) / 10;

/** A near search's reach (ads/near-page.ts `Within`): ads whose stored point is within `km` of `center`. */
export function within(center: Point, km: number) {
  return {
    fields: ['point'] as const,
    kmOf: (data: Record<string, unknown>): number | undefined => {
      if (!isPoint(data.point)) return undefined;
      const d = distanceKm(center, data.point);
      return d <= km ? d : undefined;
    },
    shown: shownKm,
  };
}

/**
 * The radii a nearest-first page widens through (ads/nearest-page.ts), in km:
 * a page in a city fills within the first rings, whose cells are small.
 */
export const NEAREST_RINGS_KM = [0.5, 1, 2, 5, 10, 25, 50] as const;

/** The rings of a search within `km`: those smaller than it, then `km` itself. */
export const nearestRings = (km: number): number[] => [
  ...NEAREST_RINGS_KM.filter((ring) => ring < km),
  km,
];
