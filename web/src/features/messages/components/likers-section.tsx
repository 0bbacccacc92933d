import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { QueryError } from '@/components/query-error';
import { UserAvatar } from '@/components/user-avatar';
import { paths } from '@/config/paths';
import { lazyDialog } from '@/lib/lazy-dialog';
import { findConversationAbout, useStartConversation } from '../api/conversations';
import { messageKeys } from '../api/query-keys';
import { useLikers } from '../api/likers';
import type { Liker } from '../types';
import type { FirstMessageDialog as Dialog } from '@/components/first-message-dialog';

// Loads (with Material UI's Dialog and TextField) when it first opens.
const FirstMessageDialog = lazyDialog<Parameters<typeof Dialog>[0]>(
  () => import('@/components/first-message-dialog').then((m) => m.FirstMessageDialog),
  (props) => props.open,
);

type Props = { postId: string; postTitle: string; uid: string };

/**
 * "People who liked this", on the owner's own listing (the page shows it only
 * to them; the API refuses anyone else): each liker's name and photo, never an
 * e-mail, with a Message button that starts a conversation with them (a like
 * is the signal of interest that lets a poster write first).
 */
export function LikersSection({ postId, postTitle, uid }: Props) {
  const likers = useLikers(postId, uid);
  const [writingTo, setWritingTo] = useState<Liker | null>(null);
  const start = useStartConversation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The liker being looked up: Message continues a conversation that exists
  // (its history may hold a warning worth reading first) and starts one only if not.
  const [checking, setChecking] = useState<string | null>(null);
  const all = likers.data?.pages.flatMap((page) => page.likers) ?? [];

  const message = async (liker: Liker) => {
    setChecking(liker.uid);
    try {
      const existing = await queryClient.fetchQuery({
        queryKey: messageKeys.conversation(`${postId}_${liker.uid}`, uid),
        queryFn: ({ signal }) => findConversationAbout(postId, liker.uid, signal),
      });
      if (existing) {
        void navigate(paths.conversation(existing.conversation._id));
        return;
      }
    } catch {
      // Can't tell: offer the first message; the API continues a thread that exists.
    } finally {
      setChecking(null);
    }
    setWritingTo(liker);
  };

  const onSend = (text: string) =>
    writingTo &&
    start.mutate(
      { postId, userId: writingTo.uid, text },
      { onSuccess: (result) => void navigate(paths.conversation(result.conversation._id)) },
    );
  const close = () => {
    setWritingTo(null);
    start.reset();
  };

  let content;
  if (likers.isPending) {
    content = (
      <Box role="status" aria-label="Loading people who liked this">
        {[0, 1].map((i) => (
          <Skeleton key={i} variant="rounded" height={48} sx={{ mb: 1 }} />
        ))}
      </Box>
    );
  } else if (likers.isError) {
    content = (
      <QueryError
        error={likers.error}
        context="Could not load who liked this listing"
        onRetry={() => void likers.refetch()}
      />
    );
  } else if (!all.length) {
    content = <Typography color="text.secondary">Nobody has liked this listing yet.</Typography>;
  } else {
    content = (
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {all.map((liker) => (
          <Box
            component="li"
            key={liker.uid}
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}
          >
            <UserAvatar sources={[liker.photo]} alt="" size={40} />
            <Typography sx={{ fontWeight: 600, flex: 1, minWidth: 0 }} noWrap>
              {liker.name}
            </Typography>
            <Button
              size="small"
              variant="outlined"
              startIcon={<ChatBubbleOutline />}
              aria-label={`Message ${liker.name}`}
              onClick={() => void message(liker)}
              loading={checking === liker.uid}
            >
              Message
            </Button>
          </Box>
        ))}
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby={`likers-${postId}`}>
      <Typography id={`likers-${postId}`} component="h2" variant="h6" sx={{ mb: 1.5 }}>
        People who liked this
      </Typography>
      {content}
      {likers.hasNextPage && (
        <Button
          onClick={() => void likers.fetchNextPage()}
          loading={likers.isFetchingNextPage}
          sx={{ mt: 1.5 }}
        >
          Load more
        </Button>
      )}
      <FirstMessageDialog
        // A fresh box for each liker.
        key={writingTo?.uid ?? ''}
        open={writingTo !== null}
        onClose={close}
        title={`Message ${writingTo?.name ?? ''}`}
        about={postTitle}
        onSend={onSend}
        sending={start.isPending}
        error={start.error}
      />
    </Box>
  );
}
