import Link from '@mui/material/Link';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { defaultFacts } from '@contract/listing-facts';
import { REPOST_HELD_LISTING } from '@contract/moderation';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { usePhoneGatedSave } from '@/lib/phone-verification';
import { CREATE_POST_FAILED, useCreateListing } from '@/features/listings/api/create-listing';
import { useListing } from '@/features/listings/api/get-listing';
import { UPDATE_FAILED, useUpdateListing } from '@/features/listings/api/update-listing';
import { FormPage } from '@/components/form-page';
import {
  LazyPhoneGate,
  PhoneVerificationProvider,
} from '@/features/phone/components/phone-verification';
import { ListingForm } from '@/features/listings/components/listing-form';
import { OwnListingGate } from '@/features/listings/components/own-listing-gate';
import { factsFormValues } from '@/features/listings/facts-schema';
import { newListingValues, type ListingFormValues } from '@/features/listings/schemas';
import type { Listing } from '@/features/listings/types';
import { localDay } from '@/lib/local-day';
import { isValidListingId } from '@/features/listings/utils/listing-id';

export const LISTING_CREATED = 'Listing created successfully!';
export const LISTING_UPDATED = 'Listing updated successfully!';

export default function ListingFormRoute() {
  const { id } = useParams();
  return id === undefined ? (
    <PhoneVerificationProvider>
      <CreateListing />
    </PhoneVerificationProvider>
  ) : (
    <EditListing id={id} />
  );
}

function CreateListing() {
  const navigate = useNavigate();
  const create = useCreateListing();
  const save = usePhoneGatedSave((input: Parameters<typeof create.mutateAsync>[0]) =>
    create.mutateAsync(input).then((post) => {
      // A re-post of text under review waits for the moderator: say so, not "created".
      if (post.status === 'under-review') notify.info(REPOST_HELD_LISTING);
      else notify.success(LISTING_CREATED);
      // Show the listing as others will see it.
      void navigate(paths.details(post._id));
    }),
  );
  return (
    <FormPage
      title="Post a Listing"
      intro={
        <>
          Describe the room you are letting; fields marked optional may be left empty. Looking for a
          room instead?{' '}
          <Link component={RouterLink} to={paths.myRoomWanted}>
            Post a Room wanted ad
          </Link>
          .
        </>
      }
    >
      <LazyPhoneGate action="listing" />
      <ListingForm
        defaultValues={newListingValues(localDay())}
        submitLabel="Create Listing"
        cancelTo={paths.myListings}
        submitError={create.isError ? `${CREATE_POST_FAILED}: ${create.error.message}` : null}
        onSubmit={save}
      />
    </FormPage>
  );
}

function valuesOf(post: Listing): ListingFormValues {
  return {
    title: post.title,
    location: post.location,
    rentAmount: String(post.rentAmount),
    roomType: post.roomType,
    description: post.description,
    lifestylePreferences: post.lifestylePreferences,
    contactInfo: post.contactInfo ?? '',
    availability: post.availability,
    contactPreference: post.contactPreference,
    photos: post.photos,
    // A listing without facts (an older one, or from the legacy forms) starts from the defaults.
    facts: factsFormValues(post.facts ?? defaultFacts(localDay())),
    place: null,
  };
}

function EditListing({ id }: { id: string }) {
  const navigate = useNavigate();
  const post = useListing(isValidListingId(id) ? id : undefined);
  const update = useUpdateListing(id);

  return (
    <FormPage title="Edit Listing">
      <OwnListingGate id={id} post={post} fields={7}>
        {(data) => (
          <ListingForm
            defaultValues={valuesOf(data)}
            currentPoint={data.point}
            submitLabel="Update Listing"
            cancelTo={paths.details(id)}
            submitError={update.isError ? `${UPDATE_FAILED}: ${update.error.message}` : null}
            onSubmit={(input) =>
              update.mutateAsync(input).then(() => {
                notify.success(LISTING_UPDATED);
                void navigate(paths.details(id));
              })
            }
          />
        )}
      </OwnListingGate>
    </FormPage>
  );
}
