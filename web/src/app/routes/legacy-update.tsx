import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { useLegacyPost } from '@/features/listings/api/get-legacy-post';
import { UPDATE_FAILED } from '@/features/listings/api/update-listing';
import { useUpdateLegacyPost } from '@/features/listings/api/update-legacy-post';
import { FormPage } from '@/components/form-page';
import { LegacyUpdateForm, legacyValuesOf } from '@/features/listings/components/legacy-forms';
import { OwnListingGate } from '@/features/listings/components/own-listing-gate';
import { isValidListingId } from '@/features/listings/utils/listing-id';

export const POST_UPDATED = 'Post updated successfully!';

/** The spec's older update form (`/update/:id`, through `/api/posts/:id`). */
export default function LegacyUpdateRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const post = useLegacyPost(isValidListingId(id) ? id : undefined);
  const update = useUpdateLegacyPost(id);

  return (
    <FormPage title="Update Post">
      <OwnListingGate id={id} post={post} fields={5}>
        {(data) => (
          <LegacyUpdateForm
            defaultValues={legacyValuesOf(data)}
            cancelTo={paths.details(id)}
            submitError={update.isError ? `${UPDATE_FAILED}: ${update.error.message}` : null}
            onSubmit={(input) =>
              update.mutateAsync(input).then(() => {
                notify.success(POST_UPDATED);
                void navigate(paths.details(id));
              })
            }
          />
        )}
      </OwnListingGate>
    </FormPage>
  );
}
