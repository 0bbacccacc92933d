import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  TURN_BACK_ON_TEXT,
  UNSUBSCRIBE_INVALID,
  resubscribedText,
  subscribedText,
  turnOffLabel,
  unsubscribedText,
  type SubscriptionAnswer,
} from '@contract/email';
import { PageSpinner } from '@/components/page-spinner';
import { QueryError } from '@/components/query-error';
import { paths } from '@/config/paths';
import {
  useSubscription,
  useSubscriptionStatus,
  type SubscriptionChange,
} from '../api/subscription';

export const EMAIL_SETTINGS_LINK = 'Change your e-mail settings';

/**
 * What the unsubscribe link in an e-mail opens. Opening it changes nothing:
 * mail scanners open every link in an e-mail, so the page reads the setting
 * and asks, and its button turns the kind off (a mail client's RFC 8058
 * one-click POST goes to the API and needs no page). After the button, Undo
 * sits beside the answer when this visit turned it off (the API's undo token,
 * good for 30 minutes; the link itself can't turn e-mails back on, so a
 * forwarded e-mail can't undo a member's opt-out). The token is the only
 * credential: no sign-in.
 */
export function UnsubscribePanel({ token }: { token: string }) {
  const status = useSubscriptionStatus(token);
  const subscription = useSubscription(token);
  // The last change's answer stays on screen while the next one runs.
  const [changed, setChanged] = useState<SubscriptionAnswer | null>(null);
  // The last unsubscribe's undo token (the answer after Undo carries none).
  const [undoToken, setUndoToken] = useState<string | undefined>();
  const change = (next: SubscriptionChange) =>
    subscription.mutate(next, {
      onSuccess: (answer) => {
        setChanged(answer);
        if (!answer.subscribed) setUndoToken(answer.undoToken);
      },
    });

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
  if (status.isError) {
    return (
      <QueryError
        error={status.error}
        onRetry={() => void status.refetch()}
        elsewhere={{ label: 'E-mail settings', to: paths.emailSettings }}
      />
    );
  }
  const answer = changed ?? status.data;
  if (!answer) return <PageSpinner label="Loading" />;

  const { kind, subscribed } = answer;
  // Off, and no Undo to offer: the link found them off already.
  const settledOff = !subscribed && !undoToken;
  const text = subscribed
    ? changed
      ? resubscribedText(kind)
      : subscribedText(kind)
    : unsubscribedText(kind);
  return (
    <Box>
      <Typography role="status" sx={{ fontSize: '1.125rem', mb: 2 }}>
        {text}
      </Typography>
      {settledOff && <Typography sx={{ mb: 2 }}>{TURN_BACK_ON_TEXT}</Typography>}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        {subscribed && (
          <Button
            variant="contained"
            loading={subscription.isPending}
            onClick={() => change({ subscribed: false })}
          >
            {turnOffLabel(kind)}
          </Button>
        )}
        {!subscribed && undoToken && (
          <Button
            variant="outlined"
            loading={subscription.isPending}
            onClick={() => change({ subscribed: true, undoToken })}
          >
            Undo
          </Button>
        )}
        <Link component={RouterLink} to={paths.emailSettings}>
          {EMAIL_SETTINGS_LINK}
        </Link>
      </Box>
    </Box>
  );
}
