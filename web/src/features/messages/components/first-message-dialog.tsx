import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { MESSAGE_LIMITS } from '../types';

type Props = {
  open: boolean;
  onClose: () => void;
  /** The dialog's title, e.g. "Message Maya". */
  title: string;
  postTitle: string;
  /** Sends the trimmed text (starts the conversation). */
  onSend: (text: string) => void;
  sending: boolean;
  error: Error | null;
};

/**
 * The first message of a conversation, written in a dialog: used by a seeker's
 * "Message {poster}" and by the poster's "Message" beside someone who liked the
 * listing. The text stays in the box when sending fails.
 */
export function FirstMessageDialog({
  open,
  onClose,
  title,
  postTitle,
  onSend,
  sending,
  error,
}: Props) {
  const [text, setText] = useState('');
  const titleId = useId();
  const trimmed = text.trim();
  const valid = trimmed.length > 0 && trimmed.length <= MESSAGE_LIMITS.text;

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          About “{postTitle}”
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error.message}
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
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          onClick={() => valid && onSend(trimmed)}
          disabled={!valid}
          loading={sending}
        >
          Send
        </Button>
      </DialogActions>
    </Dialog>
  );
}
