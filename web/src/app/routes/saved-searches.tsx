// /saved-searches (login required): the user's saved browse
// searches, each opening browse with its filters, renamable and deletable.
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSession } from '@/lib/session';
import { SavedSearchList } from '@/features/saved-searches/components/saved-search-list';

export default function SavedSearchesRoute() {
  const { user } = useSession();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <title>Saved Searches · Roomly</title>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Saved Searches
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        New listings that match a saved search appear under Notifications.
      </Typography>
      {/* The protected route renders this page only for a signed-in user. */}
      {user && <SavedSearchList uid={user.uid} />}
    </Container>
  );
}
