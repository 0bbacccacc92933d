// A near search ("within 5 km of Brooklyn") and the points it measures from:
// what GET /posts takes, the web's browse URL writes and the map shows.
// Imports nothing: the web's browse page loads it (no zod).

/** A point on the map: an ad's on the stored grid (places/near.ts), a search's centre. */
export type Point = { lat: number; lng: number };

/** The distances a "within N km" search may ask for. */
export const NEAR_KM = [1, 2, 5, 10, 25, 50] as const;
export type NearKm = (typeof NEAR_KM)[number];

/** A near search without a distance: a walk or a short ride. */
export const NEAR_DEFAULT_KM = 5 satisfies NearKm;

/** The longest name of a near search's place (`place=Brooklyn, NY`). */
export const NEAR_PLACE_MAX = 80;
