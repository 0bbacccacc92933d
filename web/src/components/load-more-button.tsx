import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/** What the button needs of an infinite query (TanStack Query's `useInfiniteQuery` result). */
type PagedQuery = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/**
 * "Load more" under a paged list: shown while the server has another page,
 * busy while it loads. Paged lists load on request rather than on scroll, so
 * keyboard and screen-reader users reach the footer and decide themselves.
 */
export function LoadMoreButton({ pages }: { pages: PagedQuery }) {
  if (!pages.hasNextPage) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
      <Button
        variant="outlined"
        loading={pages.isFetchingNextPage}
        onClick={() => void pages.fetchNextPage()}
      >
        Load more
      </Button>
    </Box>
  );
}
