// /saved-searches: each search with its filters in words, a link
// that opens browse with them, Rename and Delete.
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { browseQuery, describeFilters } from '@contract/browse-filters';
import { QueryError } from '@/components/query-error';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { useDeleteSavedSearch } from '../api/delete-saved-search';
import { useSavedSearches } from '../api/get-saved-searches';
import { useRenameSavedSearch } from '../api/rename-saved-search';
import {
  NO_SAVED_SEARCHES,
  SAVED_SEARCH_LIMIT,
  SEARCH_DELETED,
  SEARCH_RENAMED,
  type SavedSearch,
} from '../types';
import { DeleteSearchDialog } from './delete-search-dialog';
import { SearchNameDialog } from './search-name-dialog';

/** The browse page with a search's filters. */
export const browseLink = (search: Pick<SavedSearch, 'filters'>) => {
  const query = browseQuery(search.filters);
  return query ? `${paths.browse}?${query}` : paths.browse;
};

export function SavedSearchList({ uid }: { uid: string }) {
  const searches = useSavedSearches(uid);
  const rename = useRenameSavedSearch(uid);
  const remove = useDeleteSavedSearch(uid);
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);

  if (searches.isPending) {
    return (
      <Stack role="status" aria-label="Loading your saved searches" spacing={2}>
        {[0, 1].map((i) => (
          <Skeleton key={i} variant="rounded" height={112} />
        ))}
      </Stack>
    );
  }
  if (searches.isError) {
    return <QueryError error={searches.error} onRetry={() => void searches.refetch()} />;
  }
  if (searches.data.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 4, md: 6 }, borderRadius: 3, textAlign: 'center' }}>
        <Typography sx={{ mb: 1 }}>{NO_SAVED_SEARCHES}</Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Set filters on Browse Listings and choose “Save this search” to get an alert when a new
          listing matches.
        </Typography>
        <Button component={RouterLink} to={paths.browse} variant="contained">
          Browse Listings
        </Button>
      </Paper>
    );
  }

  const startRename = (search: SavedSearch) => {
    rename.reset();
    setRenaming(search);
  };
  const submitRename = (name: string) => {
    if (!renaming) return;
    rename.mutate(
      { id: renaming.id, name },
      {
        onSuccess: () => {
          setRenaming(null);
          notify.success(SEARCH_RENAMED);
        },
      },
    );
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => notify.success(SEARCH_DELETED),
      onError: (error) => notify.error(error.message),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {searches.data.length} of {SAVED_SEARCH_LIMIT} saved searches
      </Typography>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {searches.data.map((search) => (
          <SavedSearchItem
            key={search.id}
            search={search}
            onRename={() => startRename(search)}
            onDelete={() => setDeleting(search)}
          />
        ))}
      </Stack>
      <SearchNameDialog
        open={renaming !== null}
        title="Rename search"
        submitLabel="Rename"
        defaultName={renaming?.name ?? ''}
        pending={rename.isPending}
        error={rename.error?.message ?? null}
        onCancel={() => setRenaming(null)}
        onSubmit={submitRename}
      />
      <DeleteSearchDialog
        name={deleting?.name ?? null}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onDelete={confirmDelete}
      />
    </>
  );
}

function SavedSearchItem({
  search,
  onRename,
  onDelete,
}: {
  search: SavedSearch;
  onRename: () => void;
  onDelete: () => void;
}) {
  const headingId = useId();
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3 }}
    >
      <Typography
        id={headingId}
        component="h2"
        variant="h6"
        sx={{ overflowWrap: 'anywhere', mb: 0.5 }}
      >
        {search.name}
      </Typography>
      <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {describeFilters(search.filters)}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
        <Button
          component={RouterLink}
          to={browseLink(search)}
          variant="contained"
          size="small"
          startIcon={<SearchIcon />}
          aria-label={`Open in browse: ${search.name}`}
        >
          Open in browse
        </Button>
        <Button
          size="small"
          startIcon={<EditOutlined />}
          onClick={onRename}
          aria-label={`Rename ${search.name}`}
        >
          Rename
        </Button>
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutlined />}
          onClick={onDelete}
          aria-label={`Delete ${search.name}`}
        >
          Delete
        </Button>
      </Box>
    </Paper>
  );
}
