// `?limit=&cursor=`: the query of the lists that page like GET /posts but take
// no filters (the inbox, a listing's likers). Unknown parameters are refused.
import { z } from 'zod';
import { PAGE_SIZE } from '../contract/listing';

const LIMIT_MESSAGE = `limit must be an integer from 1 to ${PAGE_SIZE.max}`;

export const pageQuerySchema = z.strictObject(
  {
    limit: z
      .string({ error: LIMIT_MESSAGE })
      .regex(/^\d+$/, LIMIT_MESSAGE)
      .transform(Number)
      .pipe(z.number().min(1, LIMIT_MESSAGE).max(PAGE_SIZE.max, LIMIT_MESSAGE))
      .optional(),
    cursor: z.string({ error: 'Invalid cursor' }).max(2000, 'Invalid cursor').optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown query parameter(s): ${issue.keys.join(', ')}`
        : undefined,
  },
);
