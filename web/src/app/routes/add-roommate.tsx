import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { usePhoneGatedSave } from '@/lib/phone-verification';
import { useSession } from '@/lib/session';
import { CREATE_POST_FAILED } from '@/features/listings/api/create-listing';
import { useCreateLegacyPost } from '@/features/listings/api/create-legacy-post';
import { AddRoommateForm } from '@/features/listings/components/legacy-forms';
import {
  LazyPhoneGate,
  PhoneVerificationProvider,
} from '@/features/phone/components/phone-verification';
import { FormPage } from '@/components/form-page';

export const POST_CREATED = 'Post created successfully!';
export const MUST_LOG_IN_TO_POST = 'You must be logged in to create a post';

/** The spec's minimal create form: a title only (`POST /api/posts`). */
export default function AddRoommateRoute() {
  return (
    <PhoneVerificationProvider>
      <AddRoommate />
    </PhoneVerificationProvider>
  );
}

function AddRoommate() {
  const { user } = useSession();
  const navigate = useNavigate();
  const create = useCreateLegacyPost();
  // A new listing needs a verified phone, as on the full form.
  const save = usePhoneGatedSave(async ({ title }: { title: string }) => {
    await create.mutateAsync({ title, userName: user?.displayName || 'Anonymous' });
    notify.success(POST_CREATED);
    // Its owner's list is where the new post can be completed (edit).
    void navigate(paths.myListings);
  });

  return (
    <FormPage
      title="Add a Roommate Post"
      intro="Start with a title; you can add the details from My Listings afterwards."
    >
      <LazyPhoneGate action="listing" />
      <AddRoommateForm
        submitError={create.isError ? `${CREATE_POST_FAILED}: ${create.error.message}` : null}
        onSubmit={async (values) => {
          if (!user) {
            notify.error(MUST_LOG_IN_TO_POST);
            return;
          }
          await save(values);
        }}
      />
    </FormPage>
  );
}
