// /notifications (login required): alerts for new listings that
// match the user's saved searches.
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSession } from '@/lib/session';
import { NotificationList } from '@/features/notifications/components/notification-list';

export default function NotificationsRoute() {
  const { user } = useSession();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <title>Notifications · Roomly</title>
      <Typography variant="h1" sx={{ mb: 3 }}>
        Notifications
      </Typography>
      {/* The protected route renders this page only for a signed-in user. */}
      {user && <NotificationList uid={user.uid} />}
    </Container>
  );
}
