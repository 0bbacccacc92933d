// The small answers of the listing routes, declared once: the API's handlers
// return these types and the web app reads them (type-only, like listing-wire.ts:
// this module loads full zod). A test parses the API's real answers with the
// schemas (functions/test/listing-answers.test.ts).
import { z } from 'zod';
import { PAGE_SIZE } from './listing';

/** `POST /posts/:id/like`: the new count; `contactInfo` only when the like reveals it (contact-visibility.ts). */
export const likeResultSchema = z.strictObject({
  likes: z.number().int().nonnegative(),
  liked: z.literal(true),
  contactInfo: z.string().optional(),
});
export type LikeResult = z.infer<typeof likeResultSchema>;

/** `DELETE /posts/:id/like`: the new count; what the like revealed is gone. */
export const unlikeResultSchema = z.strictObject({
  likes: z.number().int().nonnegative(),
  liked: z.literal(false),
});
export type UnlikeResult = z.infer<typeof unlikeResultSchema>;

/** `GET /posts/expiring-soon`: how many of the caller's active listings expire within 3 days, and the first. */
export const expiringSoonSchema = z.strictObject({
  count: z.number().int().nonnegative(),
  postId: z.string().nullable(),
});
export type ExpiringSoon = z.infer<typeof expiringSoonSchema>;

/**
 * `GET /posts/count`: the exact number of listings a filter finds; a near
 * search's count stops at its read bound (ads/near-page.ts), and then says
 * `more`: at least `count`.
 */
export const listingCountSchema = z.strictObject({
  count: z.number().int().nonnegative(),
  more: z.literal(true).optional(),
});
export type ListingCount = z.infer<typeof listingCountSchema>;

/**
 * One page of a paged list as a client holds it: the JSON array the API sends
 * as the body, and the `X-Next-Cursor` header (null on the last page). One
 * shape for every cursor-paged list (docs/paging.md); the notifications list
 * sends the same two things in its body.
 */
export type CursorPage<K extends string, T> = { [key in K]: T[] } & { nextCursor: string | null };

/** The page size every list defaults to (contract/listing.ts PAGE_SIZE). */
export const DEFAULT_PAGE_SIZE = PAGE_SIZE.default;
