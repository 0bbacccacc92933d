import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { MESSAGE_LIMITS } from '@contract/listing';
import { phoneMissing } from '@/lib/phone-verification';
import { useSession } from '@/lib/session';
import { PhoneGate } from './phone-gate';

type Props = {
  open: boolean;
  onClose: () => void;
  /** The dialog's title, e.g. "Message Maya". */
  title: string;
  /** The listing it is about: its title, or a choice among several (a poster writing to a seeker). */
  about: string | ReactNode;
  /** False while the message can't be sent whatever its text (no listing chosen). */
  ready?: boolean;
  /** Sends the trimmed text (starts the conversation). */
  onSend: (text: string) => void;
  sending: boolean;
  error: Error | null;
};

/**
 * The first message of a conversation, written in a dialog: a seeker's
 * "Message {poster}", the poster's "Message" beside someone who liked the
 * listing, and a poster's message to a Room wanted ad. A conversation is
 * always about a listing. The text stays in the box when sending fails.
 * Starting one needs a verified phone: without it the dialog says so before
 * the box, and Send waits until it is verified.
 */
export function FirstMessageDialog({
  open,
  onClose,
  title,
  about,
  ready = true,
  onSend,
  sending,
  error,
}: Props) {
  const [text, setText] = useState('');
  const titleId = useId();
  const { user } = useSession();
  const trimmed = text.trim();
  const valid =
    ready && !phoneMissing(user) && trimmed.length > 0 && trimmed.length <= MESSAGE_LIMITS.text;

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {typeof about === 'string' ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            About “{about}”
          </Typography>
        ) : (
          about
        )}
        <PhoneGate action="message" />
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
