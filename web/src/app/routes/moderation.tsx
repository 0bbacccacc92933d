// /moderation: the photos held as suspected copies and the moderators' queue
// of reports. Anyone without the moderator claim (signed out included) gets
// the app's 'Page not found' view: the page doesn't advertise itself, and the
// API refuses them anyway (403).
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageSpinner } from '@/components/page-spinner';
import { useIsModerator } from '@/features/moderation/api/use-is-moderator';
import { ModerationQueue } from '@/features/moderation/components/moderation-queue';
import { PhotosToCheck } from '@/features/moderation/components/photos-to-check';
import NotFoundRoute from './not-found';

export default function ModerationRoute() {
  const { moderator, loading } = useIsModerator();
  if (loading) return <PageSpinner />;
  if (!moderator) return <NotFoundRoute />;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <title>Moderation · Roomly</title>
      <Typography variant="h1" sx={{ mb: 3 }}>
        Moderation
      </Typography>
      <PhotosToCheck />
      <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
        Reported listings and ads
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Listings and Room wanted ads with open reports, newest report first. Restore clears the
        reports; Remove deletes the listing or ad and tells its owner why.
      </Typography>
      <ModerationQueue />
    </Container>
  );
}
