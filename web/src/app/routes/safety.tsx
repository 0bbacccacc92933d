// /safety: what to watch for when renting a room from a stranger. Linked from
// the scam warning in messages and from the footer.
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export const SAFETY_TIPS = [
  'See the room in person (or on a live video call you start) before you pay anything.',
  'Never send a deposit, rent or “holding fee” by wire transfer, Western Union, gift cards or crypto: that money can’t be recovered.',
  'Don’t send a copy of your passport, ID or bank statements before a viewing and a written agreement.',
  'Keep the conversation in Roomly Messages. Be wary of anyone who pushes you to WhatsApp, Telegram or e-mail straight away.',
  'Check that the person showing the room is allowed to rent it out: ask for the lease or the landlord’s consent.',
  'Go to viewings in daylight, tell a friend where you are going, or bring someone with you.',
  'Read the agreement before you sign, and get a receipt for every payment.',
  'If a deal seems too good to be true or you feel rushed, stop, block the user and tell us.',
];

export default function SafetyRoute() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <title>Safety tips · Roomly</title>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 2 }}>
        Safety tips
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Most people on Roomly are looking for a good home or a good roommate. A few are not. These
        habits keep your money and your identity safe.
      </Typography>
      <Typography component="ol" sx={{ pl: 3, display: 'grid', gap: 1.5 }}>
        {SAFETY_TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </Typography>
    </Container>
  );
}
