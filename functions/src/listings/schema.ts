import { z } from 'zod';
import {
  filterQueryParams,
  filterQuerySchema,
  oneValue,
  queryParam,
  nearRules,
  rentOrder,
  unknownQueryParams,
} from '../contract/browse-filters-schema';
import { PAGE_SIZE } from '../contract/listing';
import type { ListingInput } from '../contract/listing-input';
import { badRequest } from '../lib/http-error';
import { strictMessages } from '../lib/validation';
import { photosSchema } from './photos';
import { listingFactsSchema } from '../contract/listing-facts-schema';
import { isMissing as missing, oneOf, requiredText } from '../contract/field-schemas';
import {
  AVAILABILITIES,
  CONTACT_PREFERENCES,
  DEFAULT_CONTACT_PREFERENCE,
  LIFESTYLE_PREFERENCES,
  LIMITS,
  ROOM_TYPES,
  type ListingFields,
} from './fields';
import { POST_ID_PATTERN } from './paths';
import { unknownPreferenceMessage } from '../contract/browse-filters-schema';
import { pointInputSchema } from '../contract/places';

export const roomTypeSchema = oneOf('Room type', ROOM_TYPES);

export const availabilitySchema = z.enum(AVAILABILITIES, {
  error: (issue) =>
    missing(issue.input)
      ? 'Availability is required'
      : 'Availability must be Available or Not Available',
});

/** Body of POST /posts and PUT /posts/:id (PUT replaces every editable field). */
export const listingInputSchema = z.strictObject(
  {
    title: requiredText('Title', LIMITS.title, 'line'),
    location: requiredText('Location', LIMITS.location, 'line'),
    rentAmount: z
      .number({
        error: (issue) =>
          missing(issue.input) ? 'Rent amount is required' : 'Rent must be a number',
      })
      .min(0, 'Rent must be positive')
      .max(LIMITS.maxRent, 'Rent must be at most 1,000,000'),
    roomType: roomTypeSchema,
    description: requiredText('Description', LIMITS.description, 'lines'),
    contactInfo: requiredText('Contact information', LIMITS.contactInfo, 'line'),
    lifestylePreferences: z
      .array(
        z.enum(LIFESTYLE_PREFERENCES, {
          error: (issue) => unknownPreferenceMessage(issue.input),
        }),
        { error: 'Lifestyle preferences must be a list' },
      )
      .default([])
      .transform((prefs) => [...new Set(prefs)]),
    availability: availabilitySchema,
    // Optional so the spec's clients, which don't know it, keep today's behaviour.
    contactPreference: z
      .enum(CONTACT_PREFERENCES, {
        error: `Contact preference must be one of: ${CONTACT_PREFERENCES.join(', ')}`,
      })
      .default(DEFAULT_CONTACT_PREFERENCE),
    // Photos: optional, default [] (listings/photos.ts).
    photos: photosSchema,
    // Facts: optional for clients that don't know them (see ListingFields).
    facts: listingFactsSchema().optional(),
    point: pointInputSchema().optional(),
  },
  strictMessages,
) satisfies z.ZodType<ListingFields, ListingInput>;

export const DEFAULT_LIMIT = PAGE_SIZE.default;
export const MAX_LIMIT = PAGE_SIZE.max;

/** GET /posts query string. Unknown parameters are rejected so typos don't silently widen a search. */
export const listQuerySchema = z
  .strictObject(
    {
      email: queryParam(
        oneValue('email')
          .trim()
          .toLowerCase()
          .max(254, 'email must be an e-mail address')
          .regex(/^[^\s@]+@[^\s@]+$/, 'email must be an e-mail address'),
      ),
      ...filterQueryParams,
      limit: queryParam(
        oneValue('limit')
          .regex(/^\d+$/, `limit must be an integer from 1 to ${MAX_LIMIT}`)
          .transform(Number)
          .pipe(
            z
              .number()
              .min(1, `limit must be an integer from 1 to ${MAX_LIMIT}`)
              .max(MAX_LIMIT, `limit must be an integer from 1 to ${MAX_LIMIT}`),
          ),
      ).transform((limit) => limit ?? DEFAULT_LIMIT),
      cursor: queryParam(oneValue('cursor').max(2000, 'Invalid cursor')),
    },
    unknownQueryParams,
  )
  // Owner lists (email=) take every filter browse takes (listings/query.ts).
  .refine(...rentOrder)
  .superRefine(nearRules);

/** GET /posts/count query string: the public list's filters, no paging. */
export const countQuerySchema = filterQuerySchema;

export type CountQuery = z.output<typeof countQuerySchema>;
export type ListQuery = z.output<typeof listQuerySchema>;

/** The `:id` of a post URL. */
export function parseListingId(id: unknown): string {
  if (typeof id !== 'string' || !POST_ID_PATTERN.test(id)) throw badRequest('Invalid post ID');
  return id;
}
