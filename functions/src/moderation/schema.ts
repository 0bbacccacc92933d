import { z } from 'zod';
import { MODERATION_PAGE_SIZE, REMOVAL_LIMITS } from '../contract/moderation';
import { badRequest } from '../lib/http-error';
import { pageQuery } from '../posts/page-query';
import { requiredText } from '../posts/schema';
import { strictMessages } from '../lib/validation';

/** Body of POST /moderation/posts/:id/remove: why, in words the owner will read. */
export const removeInputSchema = z.strictObject(
  { reason: requiredText('Reason', REMOVAL_LIMITS.reason) },
  strictMessages,
);

/** `?limit=&cursor=` of GET /moderation/reports; unknown parameters are refused. */
export const queueQuerySchema = pageQuery(MODERATION_PAGE_SIZE);

/** A reporter's uid in a URL: Firebase uids are 1–128 characters, no slashes. */
export function parseUid(value: unknown): string {
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]{1,128}$/.test(value)) {
    throw badRequest('Invalid report ID');
  }
  return value;
}
