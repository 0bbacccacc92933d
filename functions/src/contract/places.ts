// Place search (GET /places): what people type to say where, answered from the
// offline gazetteer (functions/src/places/, docs/places.md) as public place
// centres, never anyone's address. The web app imports this through `@contract`.
import { z } from 'zod';
import { oneValue, queryParam, unknownQueryParams } from './browse-filters-schema';
import type { Point } from './near';
import { PLACE_LABELS_MAX_SPAN, type Bbox } from './place-values';

export { NEAR_DEFAULT_KM, NEAR_KM, type NearKm, type Point } from './near';
export { PLACE_LABELS_MAX_SPAN, type Bbox } from './place-values';

/** A point on the map: an ad's on the stored grid (places/near.ts), a search's centre. */
export const pointSchema = z.strictObject({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
}) satisfies z.ZodType<Point>;

/**
 * A point a poster or seeker chose, as a body sends it: `{ lat, lng }`,
 * finite and on the globe (the write keeps it on the stored grid). `subject`
 * names it in the message ("Point", "Each area's point").
 */
export function pointInputSchema(subject = 'Point') {
  const message = `${subject} must be a latitude from -90 to 90 and a longitude from -180 to 180`;
  return z.strictObject(
    {
      lat: z.number({ error: message }).min(-90, message).max(90, message),
      lng: z.number({ error: message }).min(-180, message).max(180, message),
    },
    { error: message },
  ) satisfies z.ZodType<Point>;
}

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

export const PLACE_LABELS_LIMIT = { min: 1, max: 50, default: 20 } as const;
const BBOX_NUMBERS = 'bbox must be four numbers: south,west,north,east';
const BBOX_RANGE = 'bbox latitudes must be from -90 to 90 and longitudes from -180 to 180';
const BBOX_SOUTH = 'bbox south must not be greater than north';
const BBOX_WEST = 'bbox west must not be greater than east';
const BBOX_SPAN = `bbox must span at most ${PLACE_LABELS_MAX_SPAN} degrees each way`;
const LABELS_LIMIT_MESSAGE = `limit must be an integer from ${PLACE_LABELS_LIMIT.min} to ${PLACE_LABELS_LIMIT.max}`;
const DECIMAL = /^-?\d{1,3}(\.\d{1,6})?$/;

const bboxParam = z
  .string({ error: (issue) => (issue.input === undefined ? 'bbox is required' : BBOX_NUMBERS) })
  .transform((text, ctx) => {
    const parts = text.split(',').map((part) => part.trim());
    if (parts.length !== 4 || !parts.every((part) => DECIMAL.test(part))) {
      ctx.addIssue({ code: 'custom', message: BBOX_NUMBERS });
      return z.NEVER;
    }
    const [south, west, north, east] = parts.map(Number) as [number, number, number, number];
    const inRange = [south, north].every((lat) => Math.abs(lat) <= 90);
    if (!inRange || ![west, east].every((lng) => Math.abs(lng) <= 180)) {
      ctx.addIssue({ code: 'custom', message: BBOX_RANGE });
      return z.NEVER;
    }
    // A box across the antimeridian (west > east) is refused too: the US's
    // few places past it (the western Aleutians) are no reason to support one.
    if (south > north || west > east) {
      ctx.addIssue({ code: 'custom', message: south > north ? BBOX_SOUTH : BBOX_WEST });
      return z.NEVER;
    }
    // To the micro-degree: 40.3 - 30.3 is 10.000000000000004 in floating point.
    const span = (low: number, high: number) => Math.round((high - low) * 1e6) / 1e6;
    if (span(south, north) > PLACE_LABELS_MAX_SPAN || span(west, east) > PLACE_LABELS_MAX_SPAN) {
      ctx.addIssue({ code: 'custom', message: BBOX_SPAN });
      return z.NEVER;
    }
    return { south, west, north, east } satisfies Bbox;
  });

/** GET /places/labels's query: `bbox` (south,west,north,east) and `limit`; unknown parameters are refused. */
export const placeLabelsQuerySchema = z.strictObject(
  {
    bbox: bboxParam,
    limit: queryParam(
      oneValue('limit')
        .regex(/^\d+$/, LABELS_LIMIT_MESSAGE)
        .transform(Number)
        .pipe(
          z
            .number()
            .min(PLACE_LABELS_LIMIT.min, LABELS_LIMIT_MESSAGE)
            .max(PLACE_LABELS_LIMIT.max, LABELS_LIMIT_MESSAGE),
        ),
    ).transform((limit) => limit ?? PLACE_LABELS_LIMIT.default),
  },
  unknownQueryParams,
);
