// The map's place labels (GET /places/labels, docs/places.md): the most
// populous cities and neighbourhoods inside a map's view, from the gazetteer.
// ZIP codes and states are left out: a map names towns, and a state's centre
// is no place on the ground. The places are put in cells of a degree once,
// each cell most populous first, so a box reads at most `limit` places from
// each of its (at most 11 × 11) cells instead of sorting them all.
import type { Bbox, Place } from '../contract/places';
import { weightedPlaces, type WeightedPlace } from './gazetteer';

export type LabelGrid = Map<string, WeightedPlace[]>;

const cellKey = (latCell: number, lngCell: number) => `${latCell},${lngCell}`;

const byWeight = (a: WeightedPlace, b: WeightedPlace) =>
  b.weight - a.weight || a.label.localeCompare(b.label) || (a.id < b.id ? -1 : 1);

/** The cities and neighbourhoods in cells of one degree, each cell most populous first. */
export function buildLabelGrid(places: readonly WeightedPlace[]): LabelGrid {
  const grid: LabelGrid = new Map();
  for (const place of places) {
    if (place.kind !== 'city' && place.kind !== 'neighbourhood') continue;
    const key = cellKey(Math.floor(place.lat), Math.floor(place.lng));
    const cell = grid.get(key);
    if (cell) cell.push(place);
    else grid.set(key, [place]);
  }
  for (const cell of grid.values()) cell.sort(byWeight);
  return grid;
}

const inBox = (place: WeightedPlace, box: Bbox) =>
  place.lat >= box.south &&
  place.lat <= box.north &&
  place.lng >= box.west &&
  place.lng <= box.east;

/** The `limit` most populous places of the grid inside the box (edges included), most populous first. */
export function labelsInBox(grid: LabelGrid, box: Bbox, limit: number): Place[] {
  const found: WeightedPlace[] = [];
  for (let lat = Math.floor(box.south); lat <= Math.floor(box.north); lat++)
    for (let lng = Math.floor(box.west); lng <= Math.floor(box.east); lng++) {
      let taken = 0;
      for (const place of grid.get(cellKey(lat, lng)) ?? []) {
        if (taken === limit) break;
        if (!inBox(place, box)) continue;
        found.push(place);
        taken++;
      }
    }
  return found
    .sort(byWeight)
    .slice(0, limit)
    .map(({ weight: _weight, ...place }) => place);
}

let grid: LabelGrid | undefined;

/** The map's labels for a box, from the gazetteer (loaded, and the grid built, on first use). */
export function placeLabels(box: Bbox, limit: number): Place[] {
  grid ??= buildLabelGrid(weightedPlaces());
  return labelsInBox(grid, box, limit);
}
