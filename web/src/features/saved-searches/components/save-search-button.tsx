// "Save this search" on browse: names the current filters and saves
// them; new listings matching them then raise an in-app alert. Anonymous
// visitors get a login link that brings them back to the same filters.
import BookmarkAdded from '@mui/icons-material/BookmarkAdded';
import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { useMemo, useState } from 'react';
import { describeFilters, searchFiltersOf } from '@contract/browse-filters';
import { suggestedName } from '@contract/saved-search-name';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyDialog } from '@/lib/lazy-dialog';
import { notify } from '@/lib/notify';
import { loginPath } from '@/lib/redirect';
import { useSession } from '@/lib/session';
import { useCreateSavedSearch } from '../api/create-saved-search';
import { SEARCH_SAVED, type SavedSearchFilters } from '../types';
import type { SearchNameDialog as NameDialog } from './search-name-dialog';

// The name dialog (with its form library and Zod) loads when a member first
// opens it: anonymous visitors, who see a login link, never download it.
const SearchNameDialog = lazyDialog<Parameters<typeof NameDialog>[0]>(
  () => import('./search-name-dialog').then((m) => m.SearchNameDialog),
  (props) => props.open,
);

export const SAVE_THIS_SEARCH = 'Save this search';
export const LOGIN_TO_SAVE = 'Log in to save this search';
export const SAVED = 'Saved';
/** The "Saved" link's full name: what it is, and where it goes. */
export const SAVED_LINK_NAME = 'Saved. Open Saved Searches';

/** `filters`: browse's current filters (extra fields such as the sort are ignored). */
export function SaveSearchButton({ filters }: { filters: SavedSearchFilters }) {
  const { user, loading } = useSession();
  const location = useLocation();
  if (loading) return null;
  if (!user) {
    return (
      <Button
        component={RouterLink}
        to={loginPath(location)}
        variant="outlined"
        startIcon={<BookmarkAddOutlined />}
      >
        {LOGIN_TO_SAVE}
      </Button>
    );
  }
  return <SaveSearch uid={user.uid} filters={filters} />;
}

function SaveSearch({ uid, filters }: { uid: string; filters: SavedSearchFilters }) {
  const [open, setOpen] = useState(false);
  // The filters last saved from here: while browse still shows them, the
  // button says so (and leads to the list) instead of offering a duplicate.
  const [savedKey, setSavedKey] = useState<string | null>(null);
  const create = useCreateSavedSearch(uid);
  const picked = useMemo(() => searchFiltersOf(filters), [filters]);
  const key = JSON.stringify(picked);

  const start = () => {
    create.reset();
    setOpen(true);
  };
  const save = (name: string) =>
    create.mutate(
      { name, filters: picked },
      {
        onSuccess: () => {
          setOpen(false);
          setSavedKey(key);
          notify.success(SEARCH_SAVED);
        },
      },
    );

  if (savedKey === key) {
    return (
      <Button
        component={RouterLink}
        to={paths.savedSearches}
        aria-label={SAVED_LINK_NAME}
        variant="outlined"
        color="success"
        startIcon={<BookmarkAdded />}
      >
        {SAVED}
      </Button>
    );
  }
  return (
    <>
      <Button variant="outlined" startIcon={<BookmarkAddOutlined />} onClick={start}>
        {SAVE_THIS_SEARCH}
      </Button>
      <SearchNameDialog
        open={open}
        title={SAVE_THIS_SEARCH}
        submitLabel="Save"
        defaultName={suggestedName(picked)}
        pending={create.isPending}
        error={create.error?.message ?? null}
        onCancel={() => setOpen(false)}
        onSubmit={save}
      >
        <DialogContentText sx={{ mb: 2 }}>
          {describeFilters(picked)}. You get an alert under Notifications when a new listing
          matches.
        </DialogContentText>
      </SearchNameDialog>
    </>
  );
}
