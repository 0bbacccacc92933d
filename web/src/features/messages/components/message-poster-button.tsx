import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { MessageButton } from '@/components/message-button';
import { paths } from '@/config/paths';
import { lazyDialog } from '@/lib/lazy-dialog';
import { loginPath } from '@/lib/redirect';
import type { SessionUser } from '@/lib/session';
import { useExistingConversation, useStartConversation } from '../api/conversations';
import type { FirstMessageDialog as Dialog } from '@/components/first-message-dialog';

// Loads (with Material UI's Dialog and TextField) when it first opens.
const FirstMessageDialog = lazyDialog<Parameters<typeof Dialog>[0]>(
  () => import('@/components/first-message-dialog').then((m) => m.FirstMessageDialog),
  (props) => props.open,
);

type Props = {
  postId: string;
  postTitle: string;
  posterName: string;
  /** The API said the caller owns the listing: nobody messages themselves. */
  isOwner: boolean;
  user: SessionUser | null;
};

/**
 * "Message {poster}" on a listing: continues the conversation when there is
 * one, else asks for the first message and starts it. Anonymous visitors are
 * sent to the login page (and back).
 */
export function MessagePosterButton({ postId, postTitle, posterName, isOwner, user }: Props) {
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const existing = useExistingConversation(user && !isOwner ? postId : null, user?.uid ?? null);
  const start = useStartConversation();
  const name = posterName || 'the poster';
  const label = `Message ${name}`;

  if (isOwner) return null;
  if (!user) {
    return <MessageButton label={label} variant="outlined" to={loginPath(location)} />;
  }
  if (existing.data) {
    return (
      <MessageButton
        label={label}
        variant="outlined"
        to={paths.conversation(existing.data.conversation._id)}
      />
    );
  }

  const onSend = (text: string) =>
    start.mutate(
      { postId, text },
      { onSuccess: (result) => void navigate(paths.conversation(result.conversation._id)) },
    );

  return (
    <>
      <MessageButton
        label={label}
        variant="outlined"
        onClick={() => setOpen(true)}
        loading={existing.isPending}
      />
      <FirstMessageDialog
        open={open}
        onClose={() => setOpen(false)}
        title={label}
        about={postTitle}
        onSend={onSend}
        sending={start.isPending}
        error={start.error}
      />
    </>
  );
}
