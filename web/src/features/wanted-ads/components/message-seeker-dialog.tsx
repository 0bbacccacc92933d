// The first message to a seeker, about one of the poster's own active listings
// (a conversation on Roomly is always about a room). With several listings the
// poster picks which.
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { Listing } from '@contract/listing-wire';
import { FirstMessageDialog } from '@/components/first-message-dialog';

export type ListingChoice = Pick<Listing, '_id' | 'title'>;

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

export function MessageSeekerDialog({ listings, onSend, ...dialog }: Props) {
  const [postId, setPostId] = useState(listings[0]?._id ?? '');
  const chosen = listings.find((listing) => listing._id === postId);
  const choice =
    listings.length > 1 ? (
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
      (chosen?.title ?? '')
    );
  return (
    <FirstMessageDialog
      {...dialog}
      about={choice}
      ready={chosen !== undefined}
      onSend={(text) => onSend(postId, text)}
    />
  );
}
