import { z } from 'zod';
import { MODERATION_PAGE_SIZE, REMOVAL_LIMITS } from '../contract/moderation';
import { badRequest } from '../lib/http-error';
import { requiredText } from '../posts/schema';
import { strictMessages } from '../lib/validation';

/** Body of POST /moderation/posts/:id/remove: why, in words the owner will read. */
export const removeInputSchema = z.strictObject(
  { reason: requiredText('Reason', REMOVAL_LIMITS.reason) },
  strictMessages,
);

const LIMIT_MESSAGE = `limit must be an integer from 1 to ${MODERATION_PAGE_SIZE.max}`;

/** `?limit=&cursor=` of GET /moderation/reports; unknown parameters are refused. */
export const queueQuerySchema = z.strictObject(
  {
    limit: z
      .string({ error: LIMIT_MESSAGE })
      .regex(/^\d+$/, LIMIT_MESSAGE)
      .transform(Number)
      .pipe(z.number().min(1, LIMIT_MESSAGE).max(MODERATION_PAGE_SIZE.max, LIMIT_MESSAGE))
      .optional()
      .default(MODERATION_PAGE_SIZE.default),
    cursor: z.string({ error: 'Invalid cursor' }).max(2000, 'Invalid cursor').optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown query parameter(s): ${issue.keys.join(', ')}`
        : undefined,
  },
);

/** A reporter's uid in a URL: Firebase uids are 1–128 characters, no slashes. */
export function parseUid(value: unknown): string {
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]{1,128}$/.test(value)) {
    throw badRequest('Invalid report ID');
  }
  return value;
}
