import Forum from '@mui/icons-material/Forum';
import Handshake from '@mui/icons-material/Handshake';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

const features: Array<{ title: string; text: string; icon: ReactNode }> = [
  {
    title: 'Find Your Perfect Match',
    text: 'Filter by location, budget, room type and lifestyle (pets, night owl, quiet) to find people you will enjoy living with.',
    icon: <Handshake fontSize="large" />,
  },
  {
    title: 'Secure Platform',
    text: 'Contact details stay private until someone likes a listing, and only you can edit or delete your own posts.',
    icon: <VerifiedUser fontSize="large" />,
  },
  {
    title: 'Easy Communication',
    text: 'Like a listing to reveal how to reach the poster, then message or call them directly.',
    icon: <Forum fontSize="large" />,
  },
];

const steps = [
  {
    title: 'Create Your Profile',
    text: 'Sign up in seconds and tell others a little about yourself.',
  },
  {
    title: 'Discover Listings',
    text: 'Browse and search rooms and roommates that fit your budget and lifestyle.',
  },
  {
    title: 'Connect and Move In',
    text: 'Like a listing to see the contact details, meet up, and move in.',
  },
];

const threeColumns = {
  display: 'grid',
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;

/** Why Roomly: perfect match, secure platform, easy communication. */
export function FeaturesSection() {
  return (
    <Box
      component="section"
      aria-labelledby="why-roomly"
      sx={{ bgcolor: 'action.hover', py: { xs: 5, md: 8 } }}
    >
      <Container maxWidth="lg">
        <Typography id="why-roomly" variant="h2" sx={{ textAlign: 'center', mb: 1 }}>
          Why Choose Roomly?
        </Typography>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mb: { xs: 3, md: 5 } }}>
          Everything you need to find a home and the people to share it with.
        </Typography>
        <Box component="ul" sx={threeColumns}>
          {features.map((feature) => (
            <Paper
              component="li"
              key={feature.title}
              variant="outlined"
              sx={{ p: 3, borderRadius: 3, textAlign: 'center' }}
            >
              <Box aria-hidden sx={{ color: 'primary.main', mb: 1 }}>
                {feature.icon}
              </Box>
              <Typography variant="h3" sx={{ fontSize: '1.25rem', mb: 1 }}>
                {feature.title}
              </Typography>
              <Typography color="text.secondary">{feature.text}</Typography>
            </Paper>
          ))}
        </Box>
      </Container>
    </Box>
  );
}

/** The three-step guide: create profile, discover listings, connect and move in. */
export function StepsGuide() {
  return (
    <Container
      component="section"
      aria-labelledby="how-it-works"
      maxWidth="lg"
      sx={{ py: { xs: 5, md: 8 } }}
    >
      <Typography id="how-it-works" variant="h2" sx={{ textAlign: 'center', mb: { xs: 3, md: 5 } }}>
        How It Works
      </Typography>
      <Box component="ol" sx={threeColumns}>
        {steps.map((step, index) => (
          <Box component="li" key={step.title} sx={{ textAlign: 'center', px: 2 }}>
            <Box
              aria-hidden
              sx={{
                width: 56,
                height: 56,
                mx: 'auto',
                mb: 2,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                fontSize: '1.5rem',
                fontWeight: 800,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              }}
            >
              {index + 1}
            </Box>
            <Typography variant="h3" sx={{ fontSize: '1.25rem', mb: 1 }}>
              {step.title}
            </Typography>
            <Typography color="text.secondary">{step.text}</Typography>
          </Box>
        ))}
      </Box>
    </Container>
  );
}
