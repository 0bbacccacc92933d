import { z } from 'zod';
import { MODERATION_PAGE_SIZE, REMOVAL_LIMITS } from '../contract/moderation';
import { badRequest } from '../lib/http-error';
import { pageQuery } from '../lib/paging';
import { requiredText } from '../contract/field-schemas';
import { strictMessages } from '../lib/validation';

/** Body of POST /moderation/{posts,seeker-ads}/:id/remove: why, in words the owner will read. */
export const removeInputSchema = z.strictObject(
  { reason: requiredText('Reason', REMOVAL_LIMITS.reason, 'lines') },
  strictMessages,
);

/** `?limit=&cursor=` of GET /moderation/reports; unknown parameters are refused. */
export const queueQuerySchema = pageQuery(MODERATION_PAGE_SIZE);

/** A report's id in a URL: Firestore's random ids are 20 letters and digits. */
export function parseReportId(value: unknown): string {
  if (typeof value !== 'string' || !/^[A-Za-z0-9]{20}$/.test(value)) {
    throw badRequest('Invalid report ID');
  }
  return value;
}
