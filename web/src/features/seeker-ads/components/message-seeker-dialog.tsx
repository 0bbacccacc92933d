// The first message to a seeker, about one of the poster's own active listings
// (a conversation on Roomly is always about a room). With several listings the
// poster picks which; the text stays in the box when sending fails.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { MESSAGE_LIMITS } from '@contract/listing';
import type { Post } from '@contract/post';

export type ListingChoice = Pick<Post, '_id' | 'title'>;

type Props = {
  open: boolean;
  onClose: () => void;
  /** "Message Sam". */
  title: string;
  /** The listings it may be about (one: no choice to make). */
  listings: ListingChoice[];
  /** Sends the trimmed text about the chosen listing. */
  onSend: (postId: string, text: string) => void;
  sending: boolean;
  error: Error | null;
};

export function MessageSeekerDialog({
  open,
  onClose,
  title,
  listings,
  onSend,
  sending,
  error,
}: Props) {
  const [text, setText] = useState('');
  const [postId, setPostId] = useState(listings[0]?._id ?? '');
  const titleId = useId();
  const trimmed = text.trim();
  const chosen = listings.find((listing) => listing._id === postId);
  const valid = Boolean(chosen) && trimmed.length > 0 && trimmed.length <= MESSAGE_LIMITS.text;

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error.message}
          </Alert>
        )}
        {listings.length > 1 ? (
          <TextField
            select
            label="About your listing"
            value={postId}
            onChange={(event) => setPostId(event.target.value)}
            fullWidth
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ mt: 1, mb: 2 }}
          >
            {listings.map((listing) => (
              <option key={listing._id} value={listing._id}>
                {listing.title}
              </option>
            ))}
          </TextField>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            About “{chosen?.title}”
          </Typography>
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
          onClick={() => valid && onSend(postId, trimmed)}
          disabled={!valid}
          loading={sending}
        >
          Send
        </Button>
      </DialogActions>
    </Dialog>
  );
}
