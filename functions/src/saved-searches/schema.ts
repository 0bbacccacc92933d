// Bodies of the saved-search routes. A search's filters are browse's filters,
// so they are checked by GET /posts's own query schema (posts/schema.ts): the
// same enums, rent bounds, "minRent must not be greater than maxRent" and
// location length, with the same messages. Only the JSON form differs (rents
// are numbers, lifestyle a list), which this file adapts.
import { z } from 'zod';
import { LIFESTYLE_PREFERENCES, type LifestylePreference } from '../contract/listing';
import {
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCH_NOT_FOUND,
  type SavedSearchFilters,
} from '../contract/saved-searches';
import { notFound } from '../lib/http-error';
import { strictMessages } from '../lib/validation';
import { requiredText, listQuerySchema } from '../posts/schema';

export const nameSchema = requiredText('Name', SAVED_SEARCH_NAME_MAX);

/** The JSON shape of the filters, before browse's rules run on them. */
const filtersShape = z.strictObject(
  {
    location: z.string({ error: 'location must be text' }).optional(),
    roomType: z.string({ error: 'roomType must be text' }).optional(),
    availability: z.string({ error: 'availability must be text' }).optional(),
    minRent: z.number({ error: 'minRent must be a number from 0 to 1,000,000' }).optional(),
    maxRent: z.number({ error: 'maxRent must be a number from 0 to 1,000,000' }).optional(),
    lifestyle: z
      .array(
        z.enum(LIFESTYLE_PREFERENCES, {
          error: (issue) =>
            `Unknown lifestyle preference: ${String(issue.input)} (allowed: ${LIFESTYLE_PREFERENCES.join(', ')})`,
        }),
        { error: 'lifestyle must be a list' },
      )
      .max(LIFESTYLE_PREFERENCES.length, 'lifestyle has too many entries')
      .optional(),
  },
  {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') return `Unknown filter(s): ${issue.keys.join(', ')}`;
      return issue.code === 'invalid_type' ? 'Filters must be an object' : undefined;
    },
  },
);

/** A stored search's filters plus the location term the matcher compares (as browse does). */
export type ParsedFilters = { filters: SavedSearchFilters; locationTerm: string | null };

/**
 * Filters → their stored form: absent or empty means "any" and is left out,
 * lifestyle keys are deduplicated in contract order, and a location with no
 * letters or digits is no filter (browse ignores it the same way).
 */
export const filtersSchema = filtersShape.transform((input, ctx): ParsedFilters => {
  // GET /posts's schema, fed the values as a query string would carry them.
  const asQuery = Object.fromEntries(
    (['location', 'roomType', 'availability', 'minRent', 'maxRent'] as const)
      .filter((key) => input[key] !== undefined)
      .map((key) => [key, String(input[key])]),
  );
  const checked = listQuerySchema.safeParse(asQuery);
  if (!checked.success) {
    for (const issue of checked.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  }
  const q = checked.data;
  const lifestyle = LIFESTYLE_PREFERENCES.filter((key: LifestylePreference) =>
    input.lifestyle?.includes(key),
  );
  const locationTerm = q.location ?? null;
  const filters: SavedSearchFilters = {
    ...(locationTerm ? { location: input.location!.trim() } : {}),
    ...(q.roomType ? { roomType: q.roomType } : {}),
    ...(q.availability ? { availability: q.availability } : {}),
    ...(q.minRent !== undefined ? { minRent: q.minRent } : {}),
    ...(q.maxRent !== undefined ? { maxRent: q.maxRent } : {}),
    ...(lifestyle.length ? { lifestyle } : {}),
  };
  return { filters, locationTerm };
});

/** POST /users/me/saved-searches. */
export const createSchema = z.strictObject(
  {
    name: nameSchema,
    filters: z.preprocess((value) => value ?? {}, filtersSchema),
  },
  strictMessages,
);

/** PUT /users/me/saved-searches/:id: only the name changes (new filters are a new search). */
export const renameSchema = z.strictObject({ name: nameSchema }, strictMessages);

/**
 * A saved search's id in a URL (Firestore auto ids). Anything else is a search
 * that doesn't exist: the same 404 as another user's, so nothing is revealed.
 */
export function parseSearchId(id: unknown): string {
  if (typeof id !== 'string' || !/^[A-Za-z0-9]{1,64}$/.test(id)) {
    throw notFound(SAVED_SEARCH_NOT_FOUND);
  }
  return id;
}
