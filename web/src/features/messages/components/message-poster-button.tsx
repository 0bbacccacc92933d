import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { loginRedirectState } from '@/lib/redirect';
import type { SessionUser } from '@/lib/session';
import { useExistingConversation, useStartConversation } from '../api/conversations';
import { conversationIdFor, MESSAGE_LIMITS } from '../types';

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
  const [text, setText] = useState('');
  const titleId = useId();
  const id = user && !isOwner ? conversationIdFor(postId, user.uid) : null;
  const existing = useExistingConversation(id, user?.uid ?? null);
  const start = useStartConversation();
  const name = posterName || 'the poster';
  const label = `Message ${name}`;

  if (isOwner) return null;
  if (!user) {
    return (
      <Button
        component={RouterLink}
        to={paths.login}
        state={loginRedirectState(location)}
        variant="outlined"
        size="large"
        fullWidth
        startIcon={<ChatBubbleOutline />}
      >
        {label}
      </Button>
    );
  }
  if (existing.data) {
    return (
      <Button
        component={RouterLink}
        to={paths.conversation(existing.data.conversation._id)}
        variant="outlined"
        size="large"
        fullWidth
        startIcon={<ChatBubbleOutline />}
      >
        {label}
      </Button>
    );
  }

  const trimmed = text.trim();
  const valid = trimmed.length > 0 && trimmed.length <= MESSAGE_LIMITS.text;
  const onSend = () => {
    if (!valid) return;
    start.mutate(
      { postId, text: trimmed },
      { onSuccess: (result) => void navigate(paths.conversation(result.conversation._id)) },
    );
  };

  return (
    <>
      <Button
        variant="outlined"
        size="large"
        fullWidth
        startIcon={<ChatBubbleOutline />}
        onClick={() => setOpen(true)}
        loading={existing.isPending}
      >
        {label}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth>
        <DialogTitle id={titleId}>{label}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            About “{postTitle}”
          </Typography>
          {start.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {start.error.message}
            </Alert>
          )}
          <TextField
            label="Your message"
            multiline
            minRows={3}
            maxRows={10}
            fullWidth
            autoFocus
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={trimmed.length > MESSAGE_LIMITS.text}
            helperText={`${trimmed.length} / ${MESSAGE_LIMITS.text.toLocaleString('en-US')}`}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="contained" onClick={onSend} disabled={!valid} loading={start.isPending}>
            Send
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
