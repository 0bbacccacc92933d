// `GET /posts`: public lists (home, browse) send no token, so they never wait
// for the Firebase Auth SDK; My Listings (`email=`, the user's own) needs one.
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { toApiQuery } from '@contract/browse-api-query';
import { PAGE_SIZE as LIST_PAGE_SIZE } from '@contract/listing';
import type { CursorPage } from '@contract/post-answers';
import { getPage } from '@/lib/list-pages';
import type { Post, PostFilters } from '../types';
import { postKeys } from './query-keys';

/** The spec's toast when a list (home, browse) fails to load. */
export const LOAD_LISTINGS_FAILED = 'Failed to load listings';
/** Browse and My Listings page by the API's default page size. */
export const PAGE_SIZE = LIST_PAGE_SIZE.default;
/**
 * Home shows 6 available listings, picked from one page of the newest 24
 * (utils/featured.ts: those with a photo, most recently updated, first).
 */
export const FEATURED_COUNT = 6;
export const FEATURED_QUERY = { limit: 24, availability: 'Available' } as const;

export type PostsPage = CursorPage<'posts', Post>;

export async function getPosts(
  query: PostFilters & { limit?: number; cursor?: string },
  signal?: AbortSignal,
): Promise<PostsPage> {
  const { rows, nextCursor } = await getPage<Post>('/posts', {
    query: toApiQuery(query),
    // The API lists `email=` only for that user's own token.
    auth: query.email ? 'required' : 'none',
    signal,
  });
  return { posts: rows, nextCursor };
}

/** One page: the home page's featured listings. */
export const postsQueryOptions = (query: PostFilters & { limit?: number }) =>
  queryOptions({
    queryKey: postKeys.list(query),
    queryFn: ({ signal }) => getPosts(query, signal).then((page) => page.posts),
  });

export function usePosts(query: PostFilters & { limit?: number }) {
  return useQuery(postsQueryOptions(query));
}

/** Page after page through the API's cursor (browse, my listings). */
export const postPagesQueryOptions = (filters: PostFilters, limit = PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: postKeys.pages({ ...filters, limit }),
    queryFn: ({ pageParam, signal }) =>
      getPosts({ ...filters, limit, cursor: pageParam ?? undefined }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function usePostPages(filters: PostFilters, options: { keepPrevious?: boolean } = {}) {
  return useInfiniteQuery({
    ...postPagesQueryOptions(filters),
    // While a new search loads, keep showing the last results instead of a skeleton.
    placeholderData: options.keepPrevious ? (previous) => previous : undefined,
  });
}
