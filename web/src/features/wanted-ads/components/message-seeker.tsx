// "Message {name}" on a seeker's ad: for a verified member with at least one
// active listing (a poster writes about a room). A visitor is sent to log in
// first; a member without an open listing is told why there is no button.
// Never any contact details: the conversation is Roomly's messages.
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import type { WantedAd } from '@contract/wanted-ad';
import { MessageButton } from '@/components/message-button';
import { PhoneGate } from '@/components/phone-gate';
import { paths } from '@/config/paths';
import { lazyDialog } from '@/lib/lazy-dialog';
import { loginPath } from '@/lib/redirect';
import type { SessionUser } from '@/lib/session';
import { useMessageSeeker, useMyActiveListings } from '../api/message-seeker';
import type { MessageSeekerDialog as Dialog } from './message-seeker-dialog';

const MessageSeekerDialog = lazyDialog<Parameters<typeof Dialog>[0]>(
  () => import('./message-seeker-dialog').then((m) => m.MessageSeekerDialog),
  (props) => props.open,
);

export const VERIFY_TO_MESSAGE = 'Verify your e-mail address to message seekers.';
export const LISTING_TO_MESSAGE =
  'Seekers are messaged about a room: post a listing (or resume one) to message them.';

type Props = { ad: WantedAd; user: SessionUser | null };

export function MessageSeeker({ ad, user }: Props) {
  const location = useLocation();
  const label = `Message ${ad.name}`;
  if (ad.isOwner || ad.status !== 'active') return null;
  if (!user) {
    return <MessageButton label={label} variant="contained" to={loginPath(location)} />;
  }
  if (!user.emailVerified) {
    return <Typography color="text.secondary">{VERIFY_TO_MESSAGE}</Typography>;
  }
  // Asked before anything is written; the button comes once it is verified.
  if (user.phoneVerified === false) return <PhoneGate action="message" />;
  return <MessageAsPoster ad={ad} user={user} label={label} />;
}

function MessageAsPoster({ ad, user, label }: { ad: WantedAd; user: SessionUser; label: string }) {
  const listings = useMyActiveListings(user);
  const [open, setOpen] = useState(false);
  if (listings.isPending) return <Skeleton variant="rounded" height={42} />;
  if (!listings.data?.length) {
    return (
      <Typography color="text.secondary">
        {LISTING_TO_MESSAGE}{' '}
        <Link component={RouterLink} to={paths.createListing}>
          Add a listing
        </Link>
      </Typography>
    );
  }
  return (
    <>
      <MessageButton label={label} variant="contained" onClick={() => setOpen(true)} />
      <WriteToSeeker ad={ad} open={open} onClose={() => setOpen(false)} listings={listings.data} />
    </>
  );
}

type WriteProps = {
  ad: Pick<WantedAd, 'name' | 'userId'>;
  open: boolean;
  onClose: () => void;
  listings: Array<{ _id: string; title: string }>;
};

/** The dialog and the request: the conversation opens once the message is sent. */
export function WriteToSeeker({ ad, open, onClose, listings }: WriteProps) {
  const send = useMessageSeeker();
  const navigate = useNavigate();
  const close = () => {
    onClose();
    send.reset();
  };
  return (
    <MessageSeekerDialog
      open={open}
      onClose={close}
      title={`Message ${ad.name}`}
      listings={listings}
      onSend={(postId, text) =>
        send.mutate(
          { postId, userId: ad.userId, text },
          { onSuccess: (result) => void navigate(paths.conversation(result.conversation._id)) },
        )
      }
      sending={send.isPending}
      error={send.error}
    />
  );
}
