import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  UNSUBSCRIBE_INVALID,
  resubscribedText,
  unsubscribedText,
  type SubscriptionAnswer,
} from '@contract/email';
import { PageSpinner } from '@/components/page-spinner';
import { QueryError } from '@/components/query-error';
import { paths } from '@/config/paths';
import { useSubscription } from '../api/subscription';

export const EMAIL_SETTINGS_LINK = 'Change your e-mail settings';

/**
 * What the unsubscribe link in an e-mail opens. Opening it is the one click:
 * the kind the link names is turned off at once, with Undo beside the answer.
 * The token is the only credential: no sign-in.
 */
export function UnsubscribePanel({ token }: { token: string }) {
  const subscription = useSubscription(token);
  const { mutate } = subscription;
  // The last answer stays on screen while Undo (or unsubscribing again) runs.
  const [answer, setAnswer] = useState<SubscriptionAnswer | null>(null);
  const started = useRef(false);

  const change = (subscribed: boolean) => mutate(subscribed, { onSuccess: setAnswer });

  useEffect(() => {
    // Once per page: development's double effects would send it twice (harmless, but noise).
    if (started.current || !token) return;
    started.current = true;
    mutate(false, { onSuccess: setAnswer });
  }, [mutate, token]);

  if (!token) return <Alert severity="error">{UNSUBSCRIBE_INVALID}</Alert>;
  if (subscription.isError) {
    return (
      <QueryError
        error={subscription.error}
        onRetry={() => change(subscription.variables ?? false)}
        elsewhere={{ label: 'E-mail settings', to: paths.emailSettings }}
      />
    );
  }
  if (!answer) return <PageSpinner label="Unsubscribing" />;

  const { kind, subscribed } = answer;
  return (
    <Box>
      <Typography role="status" sx={{ fontSize: '1.125rem', mb: 2 }}>
        {subscribed ? resubscribedText(kind) : unsubscribedText(kind)}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Button
          variant="outlined"
          loading={subscription.isPending}
          onClick={() => change(!subscribed)}
        >
          {subscribed ? 'Unsubscribe' : 'Undo'}
        </Button>
        <Link component={RouterLink} to={paths.emailSettings}>
          {EMAIL_SETTINGS_LINK}
        </Link>
      </Box>
    </Box>
  );
}
