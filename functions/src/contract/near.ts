// A near search ("within 5 km of Brooklyn") and the points it measures from:
// what GET /posts takes, the web's browse URL writes and the map shows.
// Imports nothing: the web's browse page loads it (no zod).
//
// A distance as a card or a match reason shows it: metres to the nearest 50
// under a kilometre, one decimal under ten, whole kilometres from there. The
// points it is measured between are rounded (about 300 m), so it never claims
// less than 50 m.

/** A point on the map: an ad's on the stored grid (places/near.ts), a search's centre. */
export type Point = { lat: number; lng: number };

/** The grid stored points sit on, in degrees (about 300 m): an area, never an address. */
export const POINT_GRID = 0.003;

/** A point's value on the grid, as 3-decimal numbers (no float noise like 40.701000000000004). */
export function roundPoint({ lat, lng }: Point): Point {
  const snap = (value: number) => Number((Math.round(value / POINT_GRID) * POINT_GRID).toFixed(3));
  return { lat: snap(lat), lng: snap(lng) };
}

/** The distances a "within N km" search may ask for. */
export const NEAR_KM = [1, 2, 5, 10, 25, 50] as const;
export type NearKm = (typeof NEAR_KM)[number];

/** A near search without a distance: a walk or a short ride. */
export const NEAR_DEFAULT_KM = 5 satisfies NearKm;

/** The longest name of a near search's place (`place=Brooklyn, NY`). */
export const NEAR_PLACE_MAX = 80;

/** Earth's mean radius, as geofire-common's haversine takes it (the API's geohash queries). */
const EARTH_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (the haversine formula). */
export function distanceKm(a: Point, b: Point): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_KM * Math.atan2(Math.sqrt(h), Math.sqrt(1 - h));
}

/** "350 m" under 1 km, "1.2 km" under 10 km, "12 km" from 10 km. */
export function formatDistance(km: number): string {
  const distance = Math.max(0, km);
  if (distance < 1) {
    const metres = Math.max(50, Math.round((distance * 1000) / 50) * 50);
    // From 975 m it rounds to a whole kilometre, which reads as one.
    if (metres < 1000) return `${metres} m`;
  }
  if (distance < 10) {
    const tenths = Math.round(distance * 10) / 10;
    // From 9.95 km it rounds to 10, which the next unit writes without a decimal.
    if (tenths < 10) return `${tenths.toFixed(1)} km`;
  }
  return `${Math.round(distance)} km`;
}
