// The server's strict reading of browse's filters (browse-filters.ts): the
// query of GET /posts and GET /posts/count, and a saved search's filters as
// JSON, with the 400 messages the API answers. Same names, limits and
// normalization as the browser's tolerant reading beside it. Server-only in
// practice: it needs the full zod, which the web app doesn't load (it uses
// zod/mini, web/src/lib/zod.ts).
import { z } from 'zod';
import { plainText } from './text-schema';
import {
  FLAG_FILTERS,
  LIFESTYLE_PARAM_MAX,
  MAX_RENT,
  RENT_PATTERN,
  canonicalLifestyle,
  locationSearchTerm,
  type FlagFilter,
  type SearchFilters,
} from './browse-filters';
import { FACT_LIMITS, isCalendarDate } from './listing-facts';
import { NEAR_DEFAULT_KM, NEAR_KM, NEAR_PLACE_MAX, type NearKm, type Point } from './near';
import {
  AVAILABILITIES,
  LIFESTYLE_PREFERENCES,
  LISTING_LIMITS,
  LIST_SORTS,
  NEAREST_SORT,
  ROOM_TYPES,
  type ListSort,
} from './listing';

/**
 * "Unknown lifestyle preference: x (allowed: …)" for a listing's, a profile's
 * or a search's lifestyle list. The value is quoted as JSON: `String()` of an
 * object whose `toString` isn't a function throws, which once made a hostile
 * body a 500 instead of a 400 (found by the fuzz suite).
 */
export function unknownPreferenceMessage(input: unknown): string {
  const shown = typeof input === 'string' ? input : (JSON.stringify(input) ?? typeof input);
  return `Unknown lifestyle preference: ${shown.slice(0, 100)} (allowed: ${LIFESTYLE_PREFERENCES.join(', ')})`;
}

/** Query values arrive as strings (or arrays when repeated); an empty value means "no filter". */
export const queryParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** A query parameter given once, as text (a repeated one arrives as an array). */
export const oneValue = (name: string) =>
  z.string({ error: `${name} must be given once, as text` });

const rentMessage = (name: string) => `${name} must be a number from 0 to 1,000,000`;

const rentParam = (name: string) =>
  queryParam(
    oneValue(name)
      .regex(RENT_PATTERN, rentMessage(name))
      .transform(Number)
      .pipe(z.number().max(MAX_RENT, rentMessage(name))),
  );

/**
 * `lifestyle=pets,quiet`: comma-separated keys of the contract.
 * Repeats collapse and the order becomes the contract's; empty means no filter.
 */
const lifestyleParam = queryParam(
  oneValue('lifestyle')
    .max(LIFESTYLE_PARAM_MAX, 'lifestyle must be a comma-separated list of lifestyle preferences')
    .transform((text, ctx) => {
      const keys = text
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean);
      const unknown = keys.filter(
        (key) => !(LIFESTYLE_PREFERENCES as readonly string[]).includes(key),
      );
      if (unknown.length) {
        ctx.issues.push({
          code: 'custom',
          input: text,
          message: `Unknown lifestyle preference(s): ${unknown.join(', ')} (allowed: ${LIFESTYLE_PREFERENCES.join(', ')})`,
        });
        return z.NEVER;
      }
      const chosen = canonicalLifestyle(keys);
      return chosen.length ? chosen : undefined;
    }),
);

const MOVE_IN_BY_MESSAGE = 'moveInBy must be a date (YYYY-MM-DD)';
const { min: STAY_MIN, max: STAY_MAX } = FACT_LIMITS.stayMonths;
const STAY_MESSAGE = `stay must be a whole number of months from ${STAY_MIN} to ${STAY_MAX}`;

/** `moveInBy=2027-03-01`: a real calendar date (`2027-02-30` is not). */
const moveInByParam = queryParam(oneValue('moveInBy').refine(isCalendarDate, MOVE_IN_BY_MESSAGE));

/** `stay=6`: whole months, as a listing's stays are. */
const stayParam = queryParam(
  oneValue('stay')
    .regex(/^\d{1,3}$/, STAY_MESSAGE)
    .transform(Number)
    .pipe(z.number().min(STAY_MIN, STAY_MESSAGE).max(STAY_MAX, STAY_MESSAGE)),
);

/** A filter that takes one of `values`: `roomType=Studio`. */
export const choiceParam = <const T extends readonly [string, ...string[]]>(
  name: string,
  values: T,
) => queryParam(z.enum(values, { error: `${name} must be one of: ${values.join(', ')}` }));

/** A yes/no filter: `=1` (or `=true`) turns it on; absent or empty leaves it off. */
const flagParam = (name: FlagFilter) =>
  queryParam(
    oneValue(name)
      .refine((value) => value === '1' || value === 'true', `${name} must be 1`)
      .transform(() => true as const),
  );

const flagParams = Object.fromEntries(FLAG_FILTERS.map((name) => [name, flagParam(name)])) as {
  [K in FlagFilter]: ReturnType<typeof flagParam>;
};

const NEAR_MESSAGE = 'near must be a latitude and longitude, e.g. near=40.65,-73.95';
const KM_MESSAGE = `km must be one of: ${NEAR_KM.join(', ')}`;

/** `near=40.65,-73.95`: a search's centre, kept to 3 decimals (about 100 m). */
const nearParam = queryParam(
  oneValue('near').transform((text, ctx): Point => {
    const parts = text.split(',').map((part) => part.trim());
    const [lat, lng] = parts.map(Number);
    const number = /^-?\d{1,3}(\.\d+)?$/;
    if (
      parts.length !== 2 ||
      !parts.every((part) => number.test(part)) ||
      Math.abs(lat!) > 90 ||
      Math.abs(lng!) > 180
    ) {
      ctx.issues.push({ code: 'custom', input: text, message: NEAR_MESSAGE });
      return z.NEVER;
    }
    const round = (value: number) => Math.round(value * 1000) / 1000 || 0;
    return { lat: round(lat!), lng: round(lng!) };
  }),
);

const kmParam = queryParam(
  oneValue('km')
    .refine((text) => (NEAR_KM as readonly number[]).includes(Number(text)), KM_MESSAGE)
    .transform((text) => Number(text) as NearKm),
);

/** `place=Brooklyn, NY`: the near search's place as the member chose it, for its name. */
const placeParam = queryParam(
  oneValue('place').max(NEAR_PLACE_MAX, `place must be at most ${NEAR_PLACE_MAX} characters`),
);

export const NEAREST_NEEDS_NEAR = 'sort=nearest needs near (a place to measure from)';

/**
 * `.superRefine(nearRulesBy('area'))`: km, place and the nearest sort go
 * with near, near doesn't go with the list's typed place (named `text`: the
 * place is the one searched), and km defaults to NEAR_DEFAULT_KM. Every
 * kind's list declares the same near, km and place parameters
 * (`filterQueryParams`).
 */
export function nearRulesBy<K extends string>(text: K) {
  return (
    q: { near?: Point; km?: NearKm; place?: string; sort?: string } & { [P in K]?: unknown },
    ctx: z.RefinementCtx,
  ): void => {
    const refuse = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (q.near === undefined) {
      if (q.km !== undefined) refuse('km needs near');
      if (q.place !== undefined) refuse('place needs near');
      if (q.sort === NEAREST_SORT) refuse(NEAREST_NEEDS_NEAR);
    } else if (q[text] !== undefined) {
      refuse(`Search near a place or by ${text}, not both`);
    }
  };
}

/** Browse's: near doesn't go with a typed `location`. */
export const nearRules = nearRulesBy('location');

/** A near search's centre and distance, or none. */
export const nearOf = (q: { near?: Point; km?: NearKm }) =>
  q.near ? { center: q.near, km: q.km ?? NEAR_DEFAULT_KM } : undefined;

/**
 * The filters as query parameters, shared by GET /posts and GET /posts/count
 * (same names, same validation). The location becomes its search term
 * (`locationSearchTerm`), none when it has no letters or digits.
 */
export const filterQueryParams = {
  availability: queryParam(
    z.enum(AVAILABILITIES, { error: 'availability must be Available or Not Available' }),
  ),
  roomType: choiceParam('roomType', ROOM_TYPES),
  location: queryParam(
    oneValue('location')
      .max(
        LISTING_LIMITS.location,
        `location must be at most ${LISTING_LIMITS.location} characters`,
      )
      .transform(locationSearchTerm),
  ),
  minRent: rentParam('minRent'),
  maxRent: rentParam('maxRent'),
  lifestyle: lifestyleParam,
  moveInBy: moveInByParam,
  stay: stayParam,
  near: nearParam,
  km: kmParam,
  place: placeParam,
  ...flagParams,
  sort: queryParam(
    z.enum(LIST_SORTS as [ListSort, ...ListSort[]], {
      error: `sort must be one of: ${LIST_SORTS.join(', ')}`,
    }),
  ).transform((sort) => sort ?? 'newest'),
};

/** For `z.strictObject`: unknown parameters are rejected, so typos don't silently widen a search. */
export const unknownQueryParams = {
  error: (issue: z.core.$ZodRawIssue) =>
    issue.code === 'unrecognized_keys'
      ? `Unknown query parameter(s): ${issue.keys.join(', ')}`
      : undefined,
};

/** `.refine(...rentOrder)`: the bounds may be equal, not crossed. */
export const rentOrder = [
  (q: { minRent?: number; maxRent?: number }) =>
    q.minRent === undefined || q.maxRent === undefined || q.minRent <= q.maxRent,
  'minRent must not be greater than maxRent',
] as const;

/** GET /posts/count's query: the filters alone. */
export const filterQuerySchema = z
  .strictObject(filterQueryParams, unknownQueryParams)
  .refine(...rentOrder)
  .superRefine(nearRules);

const flagShape = (name: FlagFilter) =>
  z.boolean({ error: `${name} must be true or false` }).optional();
const flagShapes = Object.fromEntries(FLAG_FILTERS.map((name) => [name, flagShape(name)])) as {
  [K in FlagFilter]: ReturnType<typeof flagShape>;
};

/** The JSON shape of a saved search's filters, before browse's rules run on them (near, km and place as the query's). */
const searchFiltersShape = z.strictObject(
  {
    // Stored with the search, and shown back in its name and alerts.
    location: plainText(
      z.string({ error: 'location must be text' }),
      'location',
      'line',
    ).optional(),
    roomType: z.string({ error: 'roomType must be text' }).optional(),
    availability: z.string({ error: 'availability must be text' }).optional(),
    minRent: z.number({ error: rentMessage('minRent') }).optional(),
    maxRent: z.number({ error: rentMessage('maxRent') }).optional(),
    lifestyle: z
      .array(
        z.enum(LIFESTYLE_PREFERENCES, {
          error: (issue) => unknownPreferenceMessage(issue.input),
        }),
        { error: 'lifestyle must be a list' },
      )
      .max(LIFESTYLE_PREFERENCES.length, 'lifestyle has too many entries')
      .optional(),
    moveInBy: z.string({ error: MOVE_IN_BY_MESSAGE }).optional(),
    stay: z.number({ error: STAY_MESSAGE }).optional(),
    // A near search as the browse URL spells it: near "40.65,-73.95", km 5, place "Brooklyn, NY".
    near: z.string({ error: NEAR_MESSAGE }).optional(),
    km: z.number({ error: KM_MESSAGE }).optional(),
    place: plainText(z.string({ error: 'place must be text' }), 'place', 'line').optional(),
    // JSON's yes/no: true is the filter, false (or absent) none.
    ...flagShapes,
  },
  {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') return `Unknown filter(s): ${issue.keys.join(', ')}`;
      return issue.code === 'invalid_type' ? 'Filters must be an object' : undefined;
    },
  },
);

/**
 * A saved search's filters plus what its alerts compare: the location term (as
 * browse normalizes it), or the near search's centre and distance.
 */
export type ParsedSearchFilters = {
  filters: SearchFilters;
  locationTerm: string | null;
  near: { center: Point; km: NearKm } | null;
};

/**
 * A saved search's filters (JSON: rents are numbers, lifestyle a list) → their
 * stored form, checked by the query's own rules with the same messages: absent
 * or empty means "any" and is left out, lifestyle keys are deduplicated in
 * contract order, and a location with no letters or digits is no filter
 * (browse ignores it the same way).
 */
export const searchFiltersSchema = searchFiltersShape.transform(
  (input, ctx): ParsedSearchFilters => {
    // The query's schema, fed the values as a query string would carry them.
    const asQuery = Object.fromEntries([
      ...(
        [
          'location',
          'roomType',
          'availability',
          'minRent',
          'maxRent',
          'moveInBy',
          'stay',
          'near',
          'km',
          'place',
        ] as const
      )
        .filter((key) => input[key] !== undefined)
        .map((key) => [key, String(input[key])]),
      ...FLAG_FILTERS.filter((flag) => input[flag] === true).map((flag) => [flag, '1']),
    ]);
    const checked = filterQuerySchema.safeParse(asQuery);
    if (!checked.success) {
      for (const issue of checked.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    }
    const q = checked.data;
    const lifestyle = canonicalLifestyle(input.lifestyle ?? []);
    const locationTerm = q.location ?? null;
    const near = q.near ? { center: q.near, km: q.km ?? NEAR_DEFAULT_KM } : null;
    const filters: SearchFilters = {
      ...(locationTerm ? { location: input.location!.trim() } : {}),
      ...(near
        ? {
            near: `${near.center.lat},${near.center.lng}`,
            km: near.km,
            ...(q.place?.trim() ? { place: q.place.trim() } : {}),
          }
        : {}),
      ...(q.roomType ? { roomType: q.roomType } : {}),
      ...(q.availability ? { availability: q.availability } : {}),
      ...(q.minRent !== undefined ? { minRent: q.minRent } : {}),
      ...(q.maxRent !== undefined ? { maxRent: q.maxRent } : {}),
      ...(lifestyle.length ? { lifestyle } : {}),
      ...(q.moveInBy !== undefined ? { moveInBy: q.moveInBy } : {}),
      ...(q.stay !== undefined ? { stay: q.stay } : {}),
      ...Object.fromEntries(FLAG_FILTERS.filter((flag) => q[flag]).map((flag) => [flag, true])),
    };
    return { filters, locationTerm, near };
  },
);
