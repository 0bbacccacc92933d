// Place search (GET /places): what people type to say where, answered from the
// offline gazetteer (functions/src/places/, docs/places.md) as public place
// centres, never anyone's address. The web app imports this through `@contract`.
import { z } from 'zod';
import { oneValue, queryParam, unknownQueryParams } from './browse-filters-schema';
import type { Point } from './near';

export { NEAR_DEFAULT_KM, NEAR_KM, type NearKm, type Point } from './near';

/** A point on the map: an ad's on the stored grid (places/near.ts), a search's centre. */
export const pointSchema = z.strictObject({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
}) satisfies z.ZodType<Point>;

export const PLACE_KINDS = ['city', 'neighbourhood', 'zip', 'state'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

export const PLACE_QUERY = { min: 2, max: 80 } as const;
export const PLACE_LIMIT = { min: 1, max: 10, default: 8 } as const;

/** The answers change only with the datasets, so browsers and Hosting's CDN keep them a day. */
export const PLACES_CACHE_CONTROL = 'public, max-age=86400';

/** One answer of the place search; lat/lng rounded to 3 decimals (about 100 m). */
export const placeSchema = z.strictObject({
  /** `geonames:<id>`, `zip:<code>` or `state:<abbreviation>`: stable across loads. */
  id: z.string(),
  name: z.string(),
  kind: z.enum(PLACE_KINDS),
  /** The state's two-letter abbreviation (DC included). */
  region: z.string().regex(/^[A-Z]{2}$/),
  /** How the place reads in a field and a list: "Brooklyn, NY", "11211 (Brooklyn, NY)", "Texas". */
  label: z.string(),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  /** A typical size around the centre: small for a ZIP or a neighbourhood, large for a state. */
  radiusKm: z.number().positive(),
});
export type Place = z.infer<typeof placeSchema>;

const QUERY_MESSAGE = `q must be ${PLACE_QUERY.min} to ${PLACE_QUERY.max} characters`;
const LIMIT_MESSAGE = `limit must be an integer from ${PLACE_LIMIT.min} to ${PLACE_LIMIT.max}`;

/** GET /places's query: `q` (trimmed) and `limit`; unknown parameters are refused. */
export const placeQuerySchema = z.strictObject(
  {
    q: z
      .string({ error: (issue) => (issue.input === undefined ? 'q is required' : QUERY_MESSAGE) })
      .transform((q) => q.trim())
      .pipe(z.string().min(PLACE_QUERY.min, QUERY_MESSAGE).max(PLACE_QUERY.max, QUERY_MESSAGE)),
    limit: queryParam(
      oneValue('limit')
        .regex(/^\d+$/, LIMIT_MESSAGE)
        .transform(Number)
        .pipe(z.number().min(PLACE_LIMIT.min, LIMIT_MESSAGE).max(PLACE_LIMIT.max, LIMIT_MESSAGE)),
    ).transform((limit) => limit ?? PLACE_LIMIT.default),
  },
  unknownQueryParams,
);
