// The details page's first request, started by the router while the page's
// code downloads (router.tsx, preloadRoute): an anonymous visitor's listing is
// in the query cache when the page first renders, so the gallery's photo (the
// largest paint) no longer waits for the page's code and then the request.
import { listingQueryOptions } from '@/features/listings/api/get-listing';
import { isValidListingId } from '@/features/listings/utils/listing-id';
import { queryClient } from '@/lib/query-client';
import { signedInSessionLikely } from '@/lib/session-hint';

/**
 * Prefetches `GET /posts/:id` as an anonymous visitor sees it. Someone who is
 * probably signed in waits for the page (their answer depends on who they are,
 * and the Auth SDK would have to load first).
 */
export async function prefetchListing(id: string | undefined): Promise<void> {
  if (!isValidListingId(id)) return;
  if (await signedInSessionLikely()) return;
  await queryClient.prefetchQuery(listingQueryOptions(id, null));
}
