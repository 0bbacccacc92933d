// /messages/:id: one conversation, realtime. Marks it read while it is open
// and new messages from the other side arrive. Its viewings (their own
// feature) sit in the thread's header and above its messages.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { QueryError } from '@/components/query-error';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useMarkRead } from '@/features/messages/api/conversations';
import { useThread } from '@/features/messages/api/realtime';
import { ThreadView } from '@/features/messages/components/thread-view';
import {
  ProposeViewingButton,
  ThreadViewings,
} from '@/features/viewings/components/thread-viewings';

/** Offline, with no copy of this conversation saved on this device. */
export const THREAD_NOT_SAVED =
  "You're offline, and this conversation wasn't saved on this device. It shows once you're back online.";

export default function ThreadRoute() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const navigate = useNavigate();
  const phone = useMediaQuery('(max-width: 899.95px)', { noSsr: true });
  const thread = useThread(id, user?.uid ?? '');
  const markRead = useMarkRead(id);
  const conversation = thread.data?.conversation;
  const lastId = thread.data?.messages.at(-1)?._id;
  const marked = useRef<string | null>(null);

  // Not while showing what was saved (offline): nothing can be marked then.
  const unread = Boolean(conversation?.unread) && thread.savedAt === null;
  const { mutate } = markRead;
  useEffect(() => {
    if (!unread || !lastId) return;
    const key = `${id}:${lastId}`;
    const mark = () => {
      if (document.visibilityState !== 'visible' || marked.current === key) return;
      marked.current = key;
      mutate();
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [unread, lastId, id, mutate]);

  const inboxButton = (
    <Button component={RouterLink} to={paths.messages} color="inherit" size="small">
      Inbox
    </Button>
  );
  if (thread.notSaved) {
    return (
      <Alert severity="info" role="status" sx={{ m: 2 }} action={inboxButton}>
        {THREAD_NOT_SAVED}
      </Alert>
    );
  }
  if (thread.error) {
    return (
      <QueryError
        error={thread.error}
        context="Could not load this conversation"
        onRetry={thread.retry}
        sx={{ m: 2 }}
      />
    );
  }
  if (!thread.data) {
    return (
      <Box
        role="status"
        aria-label="Loading conversation"
        sx={{ display: 'grid', placeItems: 'center', height: '100%' }}
      >
        <CircularProgress />
      </Box>
    );
  }
  if (!conversation) {
    return (
      <Alert severity="warning" sx={{ m: 2 }} action={inboxButton}>
        Conversation not found
      </Alert>
    );
  }
  // Viewings belong to conversations about a listing; proposing one needs an
  // open conversation (the API checks the rest: the listing, blocks, limits).
  const aboutListing = Boolean(conversation.postId);
  const otherName = conversation.other.name;
  return (
    <ThreadView
      conversation={conversation}
      messages={thread.data.messages}
      onBack={phone ? () => void navigate(paths.messages) : undefined}
      actions={
        aboutListing && (
          <ProposeViewingButton
            conversationId={id}
            otherName={otherName}
            disabled={conversation.blocked || Boolean(conversation.closed)}
          />
        )
      }
      aboveMessages={
        aboutListing &&
        user && <ThreadViewings conversationId={id} uid={user.uid} otherName={otherName} />
      }
    />
  );
}
