import ArrowBack from '@mui/icons-material/ArrowBack';
import Block from '@mui/icons-material/Block';
import ContactPhoneOutlined from '@mui/icons-material/ContactPhoneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { UserAvatar } from '@/components/user-avatar';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { useSendMessage, useSetBlocked, useShareContact } from '../api/conversations';
import { BLOCKED_MESSAGE, type Conversation, type Message } from '../types';
import { fullTime, shortTime } from '../utils/format';
import { ClosedNotice } from './closed-notice';
import { Composer } from './composer';
import { NeverPayWarning, ScamWarning } from './scam-warning';

type Props = {
  conversation: Conversation;
  messages: Message[];
  /** Phone layout: a back button to the inbox. */
  onBack?: () => void;
  /** Called with what the API answered after a send, for clients without realtime. */
  onSent?: (message: Message) => void;
  /** More buttons for the header (the route adds "Propose a viewing"). */
  actions?: ReactNode;
  /** Shown above the messages (the route adds the conversation's viewings). */
  aboveMessages?: ReactNode;
};

export const SHARE_CONTACT = 'Share my contact details';

/**
 * One conversation: the listing on top, the messages, and the composer (or,
 * once the conversation is closed, why nothing more can be sent).
 */
export function ThreadView({
  conversation,
  messages,
  onBack,
  onSent,
  actions,
  aboveMessages,
}: Props) {
  const send = useSendMessage(conversation._id);
  const share = useShareContact(conversation._id);
  const block = useSetBlocked(conversation._id);
  const [confirmShare, setConfirmShare] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  const name = conversation.other.name;
  // Live from the conversation document: a block or a closure takes effect at once.
  const canSend = !conversation.blocked && !conversation.closed;
  const lastId = messages[messages.length - 1]?._id;

  useEffect(() => {
    // The newest message in view (the list scrolls, not the page).
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [lastId]);

  const onShare = () => {
    setConfirmShare(false);
    share.mutate(undefined, {
      onSuccess: (result) => {
        onSent?.(result.message);
        notify.success('Your contact details were shared.');
      },
      onError: (error) => notify.error(error.message),
    });
  };
  const toggleBlock = () =>
    block.mutate(!conversation.blockedByMe, {
      onSuccess: (result) =>
        notify.success(result.blockedByMe ? `You blocked ${name}.` : `You unblocked ${name}.`),
      onError: (error) => notify.error(error.message),
    });

  return (
    <Box
      component="section"
      aria-label={`Conversation with ${name}`}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          p: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
          flexWrap: 'wrap',
        }}
      >
        {onBack && (
          <IconButton onClick={onBack} aria-label="Back to conversations" edge="start">
            <ArrowBack />
          </IconButton>
        )}
        <UserAvatar sources={[conversation.other.photo]} alt="" size={40} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography component="h2" variant="h6" noWrap>
            {name}
          </Typography>
          <Link
            component={RouterLink}
            to={paths.details(conversation.postId)}
            variant="body2"
            sx={{
              display: 'block',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {conversation.postTitle}
          </Link>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {actions}
          <Button
            size="small"
            variant="outlined"
            startIcon={<ContactPhoneOutlined />}
            onClick={() => setConfirmShare(true)}
            disabled={!canSend}
            loading={share.isPending}
          >
            {SHARE_CONTACT}
          </Button>
          <Button
            size="small"
            color={conversation.blockedByMe ? 'primary' : 'error'}
            startIcon={<Block />}
            onClick={toggleBlock}
            // Nothing is left of a deleted member to block.
            disabled={conversation.other.deleted}
            loading={block.isPending}
          >
            {conversation.blockedByMe ? 'Unblock' : 'Block'}
          </Button>
        </Box>
      </Box>

      {conversation.neverPayWarning && <NeverPayWarning />}
      {aboveMessages}

      <Box
        component="ol"
        ref={list}
        aria-label="Messages"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 1.5,
          flex: 1,
          overflowY: 'auto',
          display: 'grid',
          gap: 1.5,
          alignContent: 'start',
        }}
      >
        {messages.map((m) => (
          <MessageItem key={m._id} message={m} otherName={name} />
        ))}
      </Box>

      {conversation.closed ? (
        <ClosedNotice closure={conversation.closed} />
      ) : (
        <Composer
          disabled={conversation.blocked}
          disabledReason={
            conversation.blockedByMe
              ? `You blocked ${name}. Unblock to send messages.`
              : BLOCKED_MESSAGE
          }
          onSend={(text) =>
            send.mutateAsync(text).then((result) => {
              onSent?.(result.message);
            })
          }
        />
      )}

      <Dialog
        open={confirmShare}
        onClose={() => setConfirmShare(false)}
        aria-labelledby="share-contact-title"
      >
        <DialogTitle id="share-contact-title">Share your contact details?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Your profile’s phone number will be posted in this conversation for {name} to see, or
            your e-mail address if your profile has no phone number.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmShare(false)}>Cancel</Button>
          <Button variant="contained" onClick={onShare}>
            Share
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

function MessageItem({ message, otherName }: { message: Message; otherName: string }) {
  const mine = message.fromMe;
  return (
    <Box
      component="li"
      data-testid="message"
      sx={{
        justifySelf: mine ? 'end' : 'start',
        maxWidth: { xs: '90%', sm: '75%' },
        minWidth: 0,
      }}
    >
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ display: 'block', textAlign: mine ? 'right' : 'left' }}
      >
        {mine ? 'You' : otherName}
        {message.createdAt && (
          <>
            {' · '}
            <time dateTime={message.createdAt} title={fullTime(message.createdAt)}>
              {shortTime(message.createdAt)}
            </time>
          </>
        )}
        {mine && message.read && ' · Read'}
      </Typography>
      <Box
        sx={{
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: mine ? 'primary.main' : 'action.selected',
          color: mine ? 'primary.contrastText' : 'text.primary',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          fontStyle: message.kind === 'text' ? undefined : 'italic',
        }}
      >
        {message.text}
      </Box>
      {message.warning && !mine && <ScamWarning />}
    </Box>
  );
}
