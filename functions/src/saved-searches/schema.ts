// Bodies of the saved-search routes. A search's filters are browse's filters,
// checked by the contract's strict schema (contract/browse-filters-schema.ts),
// the one GET /posts and GET /posts/count use: the same enums, rent bounds,
// "minRent must not be greater than maxRent" and location length, with the
// same messages.
import { z } from 'zod';
import { searchFiltersSchema } from '../contract/browse-filters-schema';
import { SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_NOT_FOUND } from '../contract/saved-searches';
import { notFound } from '../lib/http-error';
import { strictMessages } from '../lib/validation';
import { requiredText } from '../contract/field-schemas';

export const nameSchema = requiredText('Name', SAVED_SEARCH_NAME_MAX, 'line');

/** POST /users/me/saved-searches. */
export const createSchema = z.strictObject(
  {
    name: nameSchema,
    filters: z.preprocess((value) => value ?? {}, searchFiltersSchema),
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
