// The places' numbers the web app needs as values (the radii of a "near"
// search, the map labels' box), on their own: places.ts loads zod, which the
// web app takes only types from. places.ts exports them too.

/** The radii (km) a "near" search offers (near.ts). */
export { NEAR_KM } from './near';

/** The widest box GET /places/labels answers, in degrees each way: a region, not a continent. */
export const PLACE_LABELS_MAX_SPAN = 10;

/** A map view's bounds, in degrees. */
export type Bbox = { south: number; west: number; north: number; east: number };
