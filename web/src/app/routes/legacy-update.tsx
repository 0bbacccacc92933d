import Alert from '@mui/material/Alert';
import { useNavigate, useParams } from 'react-router-dom';
import { QueryError } from '@/components/query-error';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { POST_LOAD_ERROR } from '@/features/listings/api/get-post';
import { useLegacyPost } from '@/features/listings/api/get-legacy-post';
import { UPDATE_FAILED } from '@/features/listings/api/update-post';
import { useUpdateLegacyPost } from '@/features/listings/api/update-legacy-post';
import { FormPage } from '@/components/form-page';
import { FormSkeleton } from '@/features/listings/components/form-skeleton';
import { LegacyUpdateForm, legacyValuesOf } from '@/features/listings/components/legacy-forms';
import { INVALID_POST_ID, isValidPostId } from '@/features/listings/utils/post-id';
import { NOT_AUTHORIZED_TO_EDIT, useOwnerGuard } from '@/features/listings/utils/use-owner-guard';

export const POST_UPDATED = 'Post updated successfully!';

/** The spec's older update form (`/update/:id`, through `/api/posts/:id`). */
export default function LegacyUpdateRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const valid = isValidPostId(id);
  const post = useLegacyPost(valid ? id : undefined);
  const update = useUpdateLegacyPost(id);
  const allowed = useOwnerGuard(post.data);

  let content;
  if (!valid) content = <Alert severity="error">{INVALID_POST_ID}</Alert>;
  else if (post.isPending) content = <FormSkeleton fields={5} />;
  else if (post.isError) {
    content = (
      <QueryError
        error={post.error}
        {...POST_LOAD_ERROR}
        elsewhere={{ label: 'My Listings', to: paths.myListings }}
        onRetry={() => void post.refetch()}
      />
    );
  } else if (!allowed) content = <Alert severity="error">{NOT_AUTHORIZED_TO_EDIT}</Alert>;
  else {
    content = (
      <LegacyUpdateForm
        defaultValues={legacyValuesOf(post.data)}
        cancelTo={paths.details(id)}
        submitError={update.isError ? `${UPDATE_FAILED}: ${update.error.message}` : null}
        onSubmit={(input) =>
          update.mutateAsync(input).then(() => {
            notify.success(POST_UPDATED);
            void navigate(paths.details(id));
          })
        }
      />
    );
  }
  return <FormPage title="Update Post">{content}</FormPage>;
}
