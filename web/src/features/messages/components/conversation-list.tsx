import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { UserAvatar } from '@/components/user-avatar';
import { paths } from '@/config/paths';
import type { Conversation } from '../types';
import { firstLine, fullTime, shortTime } from '../utils/format';

type Props = { conversations: Conversation[]; selectedId?: string };

/** The inbox: newest first, each with the other person, the listing, the last message and an unread marker. */
export function ConversationList({ conversations, selectedId }: Props) {
  if (!conversations.length) {
    return (
      <Box sx={{ p: 3 }}>
        <Typography color="text.secondary">
          No conversations yet. Open a listing and press “Message” to talk to its poster.
        </Typography>
      </Box>
    );
  }
  return (
    <Box component="ul" aria-label="Conversations" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {conversations.map((c) => {
        const selected = c._id === selectedId;
        const last = c.lastMessage;
        return (
          <Box component="li" key={c._id} sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <ButtonBase
              component={RouterLink}
              to={paths.conversation(c._id)}
              aria-current={selected ? 'page' : undefined}
              data-unread={c.unread || undefined}
              sx={{
                display: 'flex',
                width: '100%',
                gap: 1.5,
                p: 1.5,
                textAlign: 'left',
                justifyContent: 'flex-start',
                alignItems: 'flex-start',
                bgcolor: selected ? 'action.selected' : undefined,
                '&:hover': { bgcolor: 'action.hover' },
              }}
            >
              <UserAvatar sources={[c.other.photo]} alt="" size={44} />
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
                  <Typography
                    component="span"
                    sx={{ fontWeight: c.unread ? 800 : 600, flex: 1, minWidth: 0 }}
                    noWrap
                  >
                    {c.other.name}
                  </Typography>
                  {last?.at && (
                    <Typography
                      component="time"
                      dateTime={last.at}
                      title={fullTime(last.at)}
                      variant="caption"
                      color="text.secondary"
                      sx={{ flexShrink: 0 }}
                    >
                      {shortTime(last.at)}
                    </Typography>
                  )}
                </Box>
                <Typography
                  variant="body2"
                  color="primary"
                  noWrap
                  component="span"
                  sx={{ display: 'block' }}
                >
                  {c.postTitle}
                </Typography>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Typography
                    variant="body2"
                    color={c.unread ? 'text.primary' : 'text.secondary'}
                    noWrap
                    component="span"
                    sx={{ flex: 1, minWidth: 0, fontWeight: c.unread ? 700 : 400 }}
                  >
                    {last
                      ? `${last.fromMe ? 'You: ' : ''}${firstLine(last.text)}`
                      : 'No messages yet'}
                  </Typography>
                  {c.unread && (
                    <Box
                      component="span"
                      sx={{
                        flexShrink: 0,
                        px: 0.75,
                        borderRadius: 1,
                        bgcolor: 'primary.main',
                        color: 'primary.contrastText',
                        fontSize: '0.75rem',
                        fontWeight: 700,
                      }}
                    >
                      Unread
                    </Box>
                  )}
                </Box>
              </Box>
            </ButtonBase>
          </Box>
        );
      })}
    </Box>
  );
}
