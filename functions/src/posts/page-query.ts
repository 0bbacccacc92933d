// `?limit=&cursor=`: the query of the lists that page like GET /posts but take
// no filters (the inbox, a listing's likers, the moderation queue). Unknown
// parameters are refused.
import { z } from 'zod';
import { PAGE_SIZE } from '../contract/listing';

/** The schema for a list with these page sizes (`limit` defaults to `size.default`). */
export function pageQuery(size: { default: number; max: number } = PAGE_SIZE) {
  const message = `limit must be an integer from 1 to ${size.max}`;
  return z.strictObject(
    {
      limit: z
        .string({ error: message })
        .regex(/^\d+$/, message)
        .transform(Number)
        .pipe(z.number().min(1, message).max(size.max, message))
        .optional()
        .default(size.default),
      cursor: z.string({ error: 'Invalid cursor' }).max(2000, 'Invalid cursor').optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Unknown query parameter(s): ${issue.keys.join(', ')}`
          : undefined,
    },
  );
}

export const pageQuerySchema = pageQuery();
