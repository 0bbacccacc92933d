import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { notify } from '@/lib/notify';
import { loginPath } from '@/lib/redirect';
import type { SessionUser } from '@/lib/session';
import { useLikeListing, useUnlikeListing } from '../api/like-listing';
import { NO_CONTACT_INFO, type Listing } from '../types';
import { likesLabel } from '../utils/format';

export const LOGIN_TO_LIKE = 'Please login to like posts';
export const OWN_POST = "You can't like your own post!";
export const CONTACT_VISIBLE = 'Contact information is now visible.';
export const PREFERS_MESSAGES = 'This poster prefers messages';
export const LIKE_SAVED = 'You liked this listing.';
export const LIKE_TAKEN_BACK = 'Like removed.';
export const UNLIKE = 'Unlike';

type Props = {
  post: Listing;
  user: SessionUser | null;
  /** "Message {poster}", shown to everyone but the owner. */
  messageAction?: ReactNode;
};

/**
 * Likes and contact details. Anonymous visitors are asked to log in; owners
 * see no Like button (they can't like their own post); anyone else likes it
 * (once, on the server) and the poster's contact details appear — also after
 * a reload (`liked`).
 */
export function LikePanel({ post, user, messageAction }: Props) {
  const location = useLocation();
  const [askLogin, setAskLogin] = useState(false);
  const viewer = user?.email.toLowerCase() ?? null;
  const like = useLikeListing(post._id, viewer);
  const unlike = useUnlikeListing(post._id, viewer);
  // The API decides ownership for the token the details request carried.
  const owner = Boolean(user && post.isOwner);
  const liked = Boolean(post.liked);
  // A messages-only listing never shows its contact details to anyone but the owner.
  const messagesOnly = post.contactPreference === 'messages-only' && !owner;
  const showContact = owner || (liked && !messagesOnly);

  const onLike = () => {
    if (!user) {
      notify.info(LOGIN_TO_LIKE, { toastId: 'login-to-like' });
      setAskLogin(true);
      return;
    }
    like.mutate(undefined, {
      onSuccess: () => notify.success(messagesOnly ? LIKE_SAVED : CONTACT_VISIBLE),
      onError: (error) => notify.error(error.message),
    });
  };

  const onUnlike = () =>
    unlike.mutate(undefined, {
      onSuccess: () => notify.success(LIKE_TAKEN_BACK),
      onError: (error) => notify.error(error.message),
    });

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography
        aria-live="polite"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 600 }}
      >
        <Favorite color="error" aria-hidden />
        {likesLabel(post.likes)}
      </Typography>
      {owner ? (
        // Nobody likes their own listing: the owner gets the reason, not a button.
        <Typography variant="body2" color="text.secondary">
          {OWN_POST}
        </Typography>
      ) : liked ? (
        // Liked: the button takes it back (and what it revealed), saying so.
        <Button
          variant="outlined"
          size="large"
          fullWidth
          startIcon={<Favorite />}
          onClick={onUnlike}
          loading={unlike.isPending}
          aria-label={`Liked. ${UNLIKE}`}
        >
          {UNLIKE}
        </Button>
      ) : (
        <Button
          variant="contained"
          size="large"
          fullWidth
          startIcon={<FavoriteBorder />}
          onClick={onLike}
          loading={like.isPending}
        >
          Like
        </Button>
      )}
      {!owner && !messagesOnly && messageAction}
      {askLogin && !user && (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={loginPath(location)} color="inherit" size="small">
              Log in
            </Button>
          }
        >
          {LOGIN_TO_LIKE}
        </Alert>
      )}
      <Box
        sx={{
          p: 2,
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'action.hover',
        }}
      >
        <Typography component="h2" variant="h6" sx={{ mb: 0.5 }}>
          Contact Information
        </Typography>
        {messagesOnly ? (
          <>
            <Typography sx={{ fontWeight: 600, mb: messageAction ? 1.5 : 0 }}>
              {PREFERS_MESSAGES}
            </Typography>
            {messageAction}
          </>
        ) : showContact ? (
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {post.contactInfo?.trim() || NO_CONTACT_INFO}
          </Typography>
        ) : (
          <Typography color="text.secondary">
            Like this listing to see how to contact the poster.
          </Typography>
        )}
      </Box>
    </Box>
  );
}
