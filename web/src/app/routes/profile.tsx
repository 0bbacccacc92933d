import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageSpinner } from '@/components/page-spinner';
import { QueryError } from '@/components/query-error';
import { paths } from '@/config/paths';
import { useSignOut } from '@/features/auth/api/sign-out';
import { FETCH_PROFILE_FAILED, useProfile } from '@/features/profile/api/get-profile';
import { useUpdateProfile } from '@/features/profile/api/update-profile';
import { DeleteAccountDialog } from '@/features/profile/components/delete-account-dialog';
import { ProfileDetails } from '@/features/profile/components/profile-details';
import { PhoneSection } from '@/features/phone/components/phone-section';
import { PhoneVerificationProvider } from '@/features/phone/components/phone-verification';
import type { ProfileValues } from '@/features/profile/schemas';
import { notify } from '@/lib/notify';
import { useSession, type SessionUser } from '@/lib/session';
import { DEFAULT_PREFERENCES, type UserProfile } from '@/lib/user-profile';
import { DEFAULT_EMAIL_PREFERENCES } from '@contract/email';
import { forgetDeletedAccount } from '@/lib/firebase';
import { whenIdleAfterLoad } from '@/lib/after-first-paint';

// The form (react-hook-form, its checks, the photo upload) only once the
// member edits: the profile itself paints without it. Fetched when the page
// is idle, so Edit rarely waits.
const loadForm = () => import('@/features/profile/components/profile-form');
const ProfileForm = lazy(() => loadForm().then((m) => ({ default: m.ProfileForm })));

export const PROFILE_UPDATED = 'Profile updated successfully';
export const ACCOUNT_DELETED = 'Your account has been deleted.';

function toValues(user: SessionUser, profile: UserProfile | null): ProfileValues {
  return {
    displayName: profile?.displayName || user.displayName,
    phoneNumber: profile?.phoneNumber ?? '',
    bio: profile?.bio ?? '',
    photoURL: profile?.photoURL || user.backendPhotoURL || user.providerPhotoURL || '',
    preferences: profile?.preferences ?? DEFAULT_PREFERENCES,
    emailPreferences: profile?.emailPreferences ?? DEFAULT_EMAIL_PREFERENCES,
    lifestyle: profile?.lifestyle ?? [],
  };
}

export default function ProfileRoute() {
  const { user } = useSession();
  // The protected route only renders this page for a signed-in user.
  return user ? (
    <PhoneVerificationProvider>
      <ProfilePage user={user} />
    </PhoneVerificationProvider>
  ) : null;
}

function ProfilePage({ user }: { user: SessionUser }) {
  const profile = useProfile(user.email);
  const update = useUpdateProfile(user.email);
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const navigate = useNavigate();
  const { mutateAsync: signOut } = useSignOut();
  const queryClient = useQueryClient();
  // Set once the server has deleted the account (and its Auth user).
  const accountDeleted = useRef(false);

  useEffect(() => whenIdleAfterLoad(() => void loadForm()), []);

  // Forget the deleted account here too, once this page has gone. Not before:
  // the route change renders in a transition but the sign-out at once, so a
  // login-only page still on screen would send the user to the login page.
  useEffect(
    () => () => {
      if (!accountDeleted.current) return;
      void signOut()
        .catch(() => {
          // Logged by signOut; the account is gone either way.
        })
        .then(() => {
          // Nothing of the deleted account (its listings, profile…) stays cached.
          queryClient.clear();
          notify.success(ACCOUNT_DELETED);
        });
    },
    [signOut, queryClient],
  );

  const onAccountDeleted = () => {
    accountDeleted.current = true;
    forgetDeletedAccount(user.uid);
    void navigate(paths.home, { replace: true });
  };

  let content;
  if (profile.isPending) content = <PageSpinner label="Loading your profile" />;
  else if (profile.isError) {
    content = (
      <QueryError
        error={profile.error}
        context={FETCH_PROFILE_FAILED}
        onRetry={() => void profile.refetch()}
      />
    );
  } else {
    const values = toValues(user, profile.data);
    content = editing ? (
      <Suspense fallback={<PageSpinner label="Loading the form" />}>
        <ProfileForm
          defaultValues={values}
          saveError={update.isError ? update.error.message : null}
          onCancel={() => {
            update.reset();
            setEditing(false);
          }}
          onSave={(next) =>
            update.mutateAsync(next).then(() => {
              notify.success(PROFILE_UPDATED);
              setEditing(false);
            })
          }
        />
      </Suspense>
    ) : (
      <ProfileDetails
        email={user.email}
        values={values}
        photoSources={[values.photoURL, user.providerPhotoURL]}
        onEdit={() => setEditing(true)}
      />
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <title>My Profile · Roomly</title>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {editing ? 'Edit Profile' : 'My Profile'}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
        {content}
      </Paper>
      {!editing && (
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3, mt: 3 }}>
          <PhoneSection user={user} />
        </Paper>
      )}
      {!editing && (
        <Paper
          component="section"
          aria-labelledby="delete-account-heading"
          variant="outlined"
          sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3, mt: 3, borderColor: 'error.main' }}
        >
          <Typography id="delete-account-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            Delete account
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Removes your profile, all your listings and your likes. This cannot be undone.
          </Typography>
          <Button variant="outlined" color="error" onClick={() => setConfirmDelete(true)}>
            Delete my account
          </Button>
        </Paper>
      )}
      <DeleteAccountDialog
        open={confirmDelete}
        email={user.email}
        onClose={() => setConfirmDelete(false)}
        onDeleted={onAccountDeleted}
      />
    </Container>
  );
}
