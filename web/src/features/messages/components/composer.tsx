import Send from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState, type KeyboardEvent } from 'react';
import { ApiError } from '@/lib/api-client';
import { MESSAGE_LIMITS } from '../types';

type Props = {
  /** Sends the (trimmed) text; rejects with the API's error. */
  onSend: (text: string) => Promise<unknown>;
  disabled?: boolean;
  disabledReason?: string;
};

export const MESSAGE_TOO_LONG = `A message can be at most ${MESSAGE_LIMITS.text.toLocaleString('en-US')} characters`;

/**
 * Text only, 1–2,000 characters after trimming. On desktop Enter sends and
 * Shift+Enter breaks the line (on touch screens Enter breaks the line and the
 * button sends). A failed send keeps the text, with the error and a Retry.
 */
export function Composer({ onSend, disabled = false, disabledReason }: Props) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<{ message: string; retry: boolean } | null>(null);
  const touch = useMediaQuery('(pointer: coarse)', { noSsr: true });
  const hintId = useId();
  const trimmed = text.trim();
  const tooLong = trimmed.length > MESSAGE_LIMITS.text;
  const canSend = !disabled && !sending && trimmed.length > 0 && !tooLong;

  const send = async () => {
    if (!canSend) return;
    setSending(true);
    setError(null);
    try {
      await onSend(trimmed);
      setText('');
    } catch (e) {
      const status = e instanceof ApiError ? e.status : 0;
      setError({
        message: e instanceof Error ? e.message : 'Could not send the message',
        // A refusal (blocked, not allowed, invalid) won't change by trying again.
        retry: status === 0 || status >= 500 || status === 429,
      });
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.shiftKey || touch || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <Box
      component="form"
      aria-label="Send a message"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      sx={{ display: 'grid', gap: 1, p: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      {error && (
        <Alert
          severity="error"
          action={
            error.retry ? (
              <Button color="inherit" size="small" onClick={() => void send()} disabled={!canSend}>
                Retry
              </Button>
            ) : undefined
          }
        >
          {error.message}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}>
        {disabled && disabledReason ? (
          // In place of the box (what was typed is kept for when it opens again).
          <Alert severity="info" role="status" sx={{ flex: 1 }}>
            {disabledReason}
          </Alert>
        ) : (
          <TextField
            label="Message"
            multiline
            maxRows={6}
            fullWidth
            size="small"
            value={text}
            disabled={disabled}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            error={tooLong}
            helperText={
              tooLong
                ? MESSAGE_TOO_LONG
                : touch
                  ? undefined
                  : 'Enter to send, Shift+Enter for a new line'
            }
            slotProps={{ formHelperText: { id: hintId } }}
          />
        )}
        <Button
          type="submit"
          variant="contained"
          endIcon={<Send />}
          disabled={!canSend}
          loading={sending}
          sx={{ flexShrink: 0, mb: !disabled && (tooLong || !touch) ? 2.75 : 0 }}
        >
          Send
        </Button>
      </Box>
    </Box>
  );
}
