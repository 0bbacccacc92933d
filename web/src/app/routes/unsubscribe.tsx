// /unsubscribe?token=…: the page an e-mail's unsubscribe link opens (no
// sign-in: the signed token says who and which kind of e-mail).
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { UnsubscribePanel } from '@/features/email/components/unsubscribe-panel';

export default function UnsubscribeRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 6 } }}>
      <title>Unsubscribe · Roomly</title>
      <Typography variant="h1" sx={{ mb: 3 }}>
        Unsubscribe
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
        {/* A new token (another link) starts over. */}
        <UnsubscribePanel key={token} token={token} />
      </Paper>
    </Container>
  );
}
