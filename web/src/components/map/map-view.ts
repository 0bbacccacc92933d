// The map's arithmetic, apart from Leaflet: what "Search this area" asks for,
// and which box of place labels a view needs.
import { NEAR_KM, PLACE_LABELS_MAX_SPAN, type Bbox } from '@contract/place-values';
import type { SearchArea } from './map-item';

const KM_PER_DEGREE = 111.2;
const round3 = (n: number) => Math.round(n * 1000) / 1000;
/** A longitude brought into [-180, 180): Leaflet's views east or west of the first world go past it. */
const wrapLng = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;
const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/**
 * The view's centre, rounded to 3 decimals, and the smallest radius of
 * NEAR_KM that reaches half the view's shorter side (at most the largest):
 * the search then covers about what the member sees.
 */
export function searchAreaOf(view: Bbox): SearchArea {
  const lat = (view.south + view.north) / 2;
  const heightKm = (view.north - view.south) * KM_PER_DEGREE;
  const widthKm = (view.east - view.west) * KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180);
  const half = Math.min(heightKm, widthKm) / 2;
  const km = NEAR_KM.find((radius) => radius >= half) ?? NEAR_KM[NEAR_KM.length - 1];
  return { lat: round3(lat), lng: round3(wrapLng((view.west + view.east) / 2)), km };
}

/** Tenths of a degree, rounded outward: views a little apart ask the same (cached) URL. */
const STEP = 10;
/** Clipped to this before rounding outward, which adds at most a tenth each side. */
const CLIP = PLACE_LABELS_MAX_SPAN - 0.2;

/**
 * The `bbox` for GET /places/labels that covers a view: rounded outward to a
 * tenth of a degree, and, for a view wider than the API answers, its middle
 * (the labels then thin out towards the edges). Undefined for a view across
 * the 180th meridian, which the API refuses (no US place is there).
 */
export function labelsBbox(view: Bbox): string | undefined {
  const clip = (low: number, high: number) => {
    const middle = (low + high) / 2;
    return high - low > CLIP ? [middle - CLIP / 2, middle + CLIP / 2] : [low, high];
  };
  const [south, north] = clip(clamp(view.south, -90, 90), clamp(view.north, -90, 90)) as [
    number,
    number,
  ];
  const shift = wrapLng(view.west) - view.west;
  const [west, east] = clip(view.west + shift, view.east + shift) as [number, number];
  if (east > 180) return undefined;
  const down = (n: number) => (Math.floor(n * STEP) / STEP).toFixed(1);
  const up = (n: number) => (Math.ceil(n * STEP) / STEP).toFixed(1);
  const box = [down(south), down(west), up(north), up(east)].map((n) =>
    n.replace(/^-0\.0$/, '0.0'),
  );
  return box.join(',');
}
