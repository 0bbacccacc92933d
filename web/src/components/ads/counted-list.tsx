// A list of ads page by page, under its "{n} found" line: the loading view,
// the error, the empty state, the rows, a failed next page and "Load more".
// Each kind declares its texts (AdListKind) and gives how its rows look.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { InfiniteData, UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useMemo, type ReactNode } from 'react';
import type { ListCount } from '@/lib/list-pages';
import { visuallyHidden } from '@/lib/visually-hidden';

// Shown only when a load fails, or while new filters search: out of the page's
// first download (a visitor who never filters never needs them).
const QueryError = lazy(() =>
  import('@/components/query-error').then((m) => ({ default: m.QueryError })),
);
const LinearProgress = lazy(() => import('@mui/material/LinearProgress'));

type Page = { nextCursor: string | null };
type PagesQuery<P extends Page> = UseInfiniteQueryResult<InfiniteData<P>>;

/**
 * True once this search's first page says more exist: only then is the exact
 * count asked for (a result that fits one page is its own count).
 */
export const hasMorePages = <P extends Page>(query: PagesQuery<P>) =>
  !query.isPlaceholderData && query.data?.pages[0]?.nextCursor != null;

/**
 * How a "found" line holds its number: `exact`; `loaded`, at least what is
 * loaded (the count failed): '{n}+'; `capped`, the count stopped at its cap
 * (a near search's, GET /posts/count `more`): 'More than {n}'.
 */
export type FoundBound = 'exact' | 'loaded' | 'capped';

/** "{n} listings found" ('1 listing found'), "{n}+ listings found", "More than 1,000 listings found". */
export const foundLine =
  (one: string, many: string) =>
  (count: number, bound: FoundBound = 'exact'): string =>
    bound === 'capped'
      ? `More than ${count.toLocaleString('en-US')} ${many} found`
      : `${count}${bound === 'loaded' ? '+' : ''} ${count === 1 && bound === 'exact' ? one : many} found`;

/**
 * What the "found" line says (null: not known yet). Once every page is
 * loaded, the list's own length is exact (and fresher than a count the CDN
 * may have kept a few seconds). Otherwise the count, if it answers for the
 * same filters as the rows shown (both current, or both the previous
 * search's while a new one loads), and never fewer than the rows shown; a
 * count that stopped at its cap says "More than". If the count failed, what
 * is loaded: '{n}+'.
 */
export function foundText(
  list: { loaded: number; hasMore: boolean; previous: boolean },
  count: { value?: number; more?: boolean; previous: boolean; failed: boolean },
  say: (count: number, bound?: FoundBound) => string,
): string | null {
  if (!list.hasMore) return say(list.loaded);
  if (count.value !== undefined && count.previous === list.previous) {
    return say(Math.max(count.value, list.loaded), count.more ? 'capped' : 'exact');
  }
  if (count.failed) return say(list.loaded, 'loaded');
  return null;
}

/** What a kind of ad's list says, and where its rows are in a page. */
export type AdListKind<P extends Page, T> = {
  rowsOf: (page: P) => T[];
  /** What is found, one and many: "{n} listings found", and "Counting listings" while it counts. */
  nouns: readonly [string, string];
  /** The loading view's name for screen readers. */
  loading: string;
  errorTitle: string;
  /** What an empty list says, without filters and with. */
  empty: readonly [string, string];
};

/** What a browse page gives its list: the filters, whether any is set, and how to clear them. */
export type BrowseListProps<F> = { filters: F; filtered: boolean; onClearFilters: () => void };

type Props<P extends Page, T> = Omit<BrowseListProps<unknown>, 'filters'> & {
  kind: AdListKind<P, T>;
  query: PagesQuery<P>;
  count: UseQueryResult<ListCount>;
  /** The rows shown (the same function while they look the same: its element is kept). */
  renderRows: (rows: T[]) => ReactNode;
  /** The rows' shape while the first page loads (the same element while it looks the same). */
  loadingRows: ReactNode;
  /** Offered under an empty list without filters. */
  emptyAction?: ReactNode;
};

export function CountedList<P extends Page, T>(props: Props<P, T>) {
  const { kind, query, count, renderRows, filtered, loadingRows } = props;
  const { rowsOf, nouns } = kind;
  // New results render as a transition: in slices that yield to the browser,
  // not in one long task that would block input (a page of cards is a lot of
  // Material UI). Until that render is done, the previous view stays.
  const data = useDeferredValue(query.data);
  const rows = useMemo(() => data?.pages.flatMap(rowsOf) ?? [], [data, rowsOf]);
  const hasMore = data?.pages.at(-1)?.nextCursor != null;
  const list = useMemo(() => renderRows(rows), [renderRows, rows]);
  // The same element on every render while loading: when the answer arrives,
  // the urgent render it triggers stops here, and the deferred one renders the rows.
  const loading = useMemo(
    () => (
      <Box role="status" aria-label={kind.loading}>
        <Typography sx={{ mb: 2 }}>
          <Skeleton width={160} />
        </Typography>
        {loadingRows}
      </Box>
    ),
    [kind.loading, loadingRows],
  );

  if (query.isPending || (data === undefined && query.data !== undefined)) return loading;
  if (query.isError && rows.length === 0) {
    return (
      <Suspense fallback={null}>
        <QueryError
          error={query.error}
          title={kind.errorTitle}
          onRetry={() => void query.refetch()}
        />
      </Suspense>
    );
  }

  const found = foundText(
    { loaded: rows.length, hasMore, previous: query.isPlaceholderData },
    {
      value: count.data?.count,
      more: count.data?.more,
      previous: count.isPlaceholderData,
      failed: count.isError,
    },
    foundLine(...nouns),
  );
  const searching = query.isFetching && !query.isFetchingNextPage;

  return (
    <Box sx={{ position: 'relative' }}>
      {/* Overlaid, not inserted: a new search doesn't push the results down. */}
      {searching && (
        <Suspense fallback={null}>
          <LinearProgress
            aria-label="Updating results"
            sx={{ position: 'absolute', top: -12, left: 0, right: 0, height: 3, borderRadius: 2 }}
          />
        </Suspense>
      )}
      {/* One line whatever it holds: the text, or a skeleton of the same height while it loads. */}
      <Typography role="status" aria-busy={found === null} sx={{ mb: 2, fontWeight: 600 }}>
        {found ?? (
          <>
            <Skeleton width={160} aria-hidden />
            <Box component="span" sx={visuallyHidden}>
              {`Counting ${nouns[1]}`}
            </Box>
          </>
        )}
      </Typography>
      {rows.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 8 }}>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {kind.empty[filtered ? 1 : 0]}
          </Typography>
          {filtered ? (
            <Button onClick={props.onClearFilters}>Clear filters</Button>
          ) : (
            props.emptyAction
          )}
        </Box>
      ) : (
        list
      )}
      {query.isFetchNextPageError && (
        <Suspense fallback={null}>
          <QueryError
            error={query.error}
            onRetry={() => void query.fetchNextPage()}
            sx={{ mt: 2 }}
          />
        </Suspense>
      )}
      {hasMore && !query.isFetchNextPageError && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button
            variant="outlined"
            size="large"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            Load more
          </Button>
        </Box>
      )}
    </Box>
  );
}
