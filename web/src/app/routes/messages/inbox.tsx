// /messages and /messages/:id: the inbox, realtime (Firestore onSnapshot, in
// this route's chunk only). Desktop: the list and the open thread side by side;
// phone: the list, or the open thread full screen with a back button.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Outlet, useParams } from 'react-router-dom';
import { QueryError } from '@/components/query-error';
import { useSession } from '@/lib/session';
import { messageKeys } from '@/features/messages/api/query-keys';
import { useOlderConversations } from '@/features/messages/api/older-conversations';
import { useInbox } from '@/features/messages/api/realtime';
import { ConversationList } from '@/features/messages/components/conversation-list';
import { visuallyHidden } from '@/lib/visually-hidden';

/** Offline, with no copy of the inbox saved on this device. */
export const INBOX_NOT_SAVED =
  "You're offline, and your conversations weren't saved on this device. They show once you're back online.";

export default function InboxRoute() {
  const { user } = useSession();
  const uid = user?.uid ?? '';
  const { id } = useParams();
  const phone = useMediaQuery('(max-width: 899.95px)', { noSsr: true });
  const inbox = useInbox(uid);
  const older = useOlderConversations(uid, inbox.data?.olderAfter ?? null);
  const queryClient = useQueryClient();
  const live = inbox.data?.conversations;
  const unread = live?.filter((c) => c.unread).length;
  // The live first page, then the older pages read on request; a conversation
  // that moved up into the live page (a new message) shows only there.
  const conversations = useMemo(() => {
    if (!live) return undefined;
    const shown = new Set(live.map((c) => c._id));
    return [...live, ...older.conversations.filter((c) => !shown.has(c._id))];
  }, [live, older.conversations]);

  // While the inbox is open, the navbar's badge follows it live.
  useEffect(() => {
    if (unread !== undefined) queryClient.setQueryData(messageKeys.unreadCount(uid), unread);
  }, [unread, uid, queryClient]);

  const showList = !phone || !id;
  const showThread = !phone || Boolean(id);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <title>Messages · Roomly</title>
      <Typography
        variant="h1"
        sx={{
          fontSize: { xs: '1.75rem', md: '2.25rem' },
          mb: 2,
          ...(phone && id ? visuallyHidden : {}),
        }}
      >
        Messages
      </Typography>
      <Paper
        variant="outlined"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 2fr)' },
          height: { xs: 'calc(100dvh - 140px)', md: 'min(75vh, 760px)' },
          minHeight: 420,
          overflow: 'hidden',
          borderRadius: 3,
        }}
      >
        {showList && (
          <Box
            component="nav"
            aria-label="Inbox"
            sx={{ overflowY: 'auto', borderRight: { md: 1 }, borderColor: { md: 'divider' } }}
          >
            {inbox.notSaved ? (
              <Alert severity="info" role="status" sx={{ m: 2 }}>
                {INBOX_NOT_SAVED}
              </Alert>
            ) : inbox.error ? (
              <QueryError
                error={inbox.error}
                context="Could not load your conversations"
                onRetry={inbox.retry}
                sx={{ m: 2 }}
              />
            ) : conversations ? (
              <>
                <ConversationList conversations={conversations} selectedId={id} />
                {older.error && (
                  <QueryError
                    error={older.error}
                    context="Could not load older conversations"
                    onRetry={() => void older.loadOlder()}
                    sx={{ m: 2 }}
                  />
                )}
                {/* Older pages come from the server: not while showing what was saved. */}
                {older.hasMore && !older.error && inbox.savedAt === null && (
                  <Box sx={{ p: 1.5, textAlign: 'center' }}>
                    <Button onClick={() => void older.loadOlder()} loading={older.loading}>
                      Load older conversations
                    </Button>
                  </Box>
                )}
              </>
            ) : (
              <Box role="status" aria-label="Loading conversations" sx={{ p: 1.5 }}>
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} variant="rounded" height={64} sx={{ mb: 1 }} />
                ))}
              </Box>
            )}
          </Box>
        )}
        {showThread && (
          <Box sx={{ minHeight: 0, minWidth: 0 }}>
            {id ? (
              <Outlet />
            ) : (
              <Box sx={{ display: 'grid', placeItems: 'center', height: '100%', p: 3 }}>
                <Typography color="text.secondary">Select a conversation to read it.</Typography>
              </Box>
            )}
          </Box>
        )}
      </Paper>
    </Container>
  );
}
