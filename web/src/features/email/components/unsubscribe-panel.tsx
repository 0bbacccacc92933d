import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  TURN_BACK_ON_TEXT,
  UNSUBSCRIBE_INVALID,
  resubscribedText,
  unsubscribedText,
  type SubscriptionAnswer,
} from '@contract/email';
import { PageSpinner } from '@/components/page-spinner';
import { QueryError } from '@/components/query-error';
import { paths } from '@/config/paths';
import { useSubscription, type SubscriptionChange } from '../api/subscription';

export const EMAIL_SETTINGS_LINK = 'Change your e-mail settings';

/**
 * What the unsubscribe link in an e-mail opens. Opening it is the one click:
 * the kind the link names is turned off at once, with Undo beside the answer
 * when this visit turned it off (the API's undo token, good for 30 minutes;
 * the link itself can't turn e-mails back on, so a forwarded e-mail can't undo
 * a member's opt-out). The token is the only credential: no sign-in.
 */
export function UnsubscribePanel({ token }: { token: string }) {
  const subscription = useSubscription(token);
  const { mutate } = subscription;
  // The last answer stays on screen while Undo (or unsubscribing again) runs.
  const [answer, setAnswer] = useState<SubscriptionAnswer | null>(null);
  const started = useRef(false);

  // The last unsubscribe's undo token (the answer after Undo carries none).
  const [undoToken, setUndoToken] = useState<string | undefined>();
  const onSuccess = (next: SubscriptionAnswer) => {
    setAnswer(next);
    if (!next.subscribed) setUndoToken(next.undoToken);
  };
  const change = (next: SubscriptionChange) => mutate(next, { onSuccess });

  useEffect(() => {
    // Once per page: development's double effects would send it twice (harmless, but noise).
    if (started.current || !token) return;
    started.current = true;
    mutate(
      { subscribed: false },
      {
        onSuccess: (next) => {
          setAnswer(next);
          setUndoToken(next.undoToken);
        },
      },
    );
  }, [mutate, token]);

  if (!token) return <Alert severity="error">{UNSUBSCRIBE_INVALID}</Alert>;
  if (subscription.isError) {
    return (
      <QueryError
        error={subscription.error}
        onRetry={() => change(subscription.variables ?? { subscribed: false })}
        elsewhere={{ label: 'E-mail settings', to: paths.emailSettings }}
      />
    );
  }
  if (!answer) return <PageSpinner label="Unsubscribing" />;

  const { kind, subscribed } = answer;
  // Off, and no Undo to offer: this link found them off already.
  const settledOff = !subscribed && !undoToken;
  return (
    <Box>
      <Typography role="status" sx={{ fontSize: '1.125rem', mb: 2 }}>
        {subscribed ? resubscribedText(kind) : unsubscribedText(kind)}
      </Typography>
      {settledOff && <Typography sx={{ mb: 2 }}>{TURN_BACK_ON_TEXT}</Typography>}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        {!settledOff && (
          <Button
            variant="outlined"
            loading={subscription.isPending}
            onClick={() =>
              change(
                undoToken && !subscribed ? { subscribed: true, undoToken } : { subscribed: false },
              )
            }
          >
            {subscribed ? 'Unsubscribe' : 'Undo'}
          </Button>
        )}
        <Link component={RouterLink} to={paths.emailSettings}>
          {EMAIL_SETTINGS_LINK}
        </Link>
      </Box>
    </Box>
  );
}
