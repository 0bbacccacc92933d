// An edit page's listing: once the signed-in poster's own listing has loaded,
// its form; until then, or instead, what stands in its place (a malformed id,
// the form's shape, the load's error, someone else's listing).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryError } from '@/components/query-error';
import { paths } from '@/config/paths';
import { POST_LOAD_ERROR } from '../api/get-listing';
import type { Listing } from '../types';
import { INVALID_POST_ID, isValidListingId } from '../utils/listing-id';
import { NOT_AUTHORIZED_TO_EDIT, useOwnerGuard } from '../utils/use-owner-guard';

type Props = {
  id: string;
  /** The listing, asked for only when `id` is well-formed. */
  post: UseQueryResult<Listing>;
  /** How many fields the form's shape has while the listing loads. */
  fields: number;
  children: (post: Listing) => ReactNode;
};

export function OwnListingGate({ id, post, fields, children }: Props) {
  const allowed = useOwnerGuard(post.data);
  if (!isValidListingId(id)) return <Alert severity="error">{INVALID_POST_ID}</Alert>;
  if (post.isPending) {
    return (
      <Box role="status" aria-label="Loading listing" sx={{ display: 'grid', gap: 2.5 }}>
        {Array.from({ length: fields }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={56} />
        ))}
        <Skeleton variant="rounded" width={160} height={42} sx={{ justifySelf: 'end' }} />
      </Box>
    );
  }
  if (post.isError) {
    return (
      <QueryError
        error={post.error}
        {...POST_LOAD_ERROR}
        elsewhere={{ label: 'My Listings', to: paths.myListings }}
        onRetry={() => void post.refetch()}
      />
    );
  }
  if (!allowed) return <Alert severity="error">{NOT_AUTHORIZED_TO_EDIT}</Alert>;
  return children(post.data);
}
