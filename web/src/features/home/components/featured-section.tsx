import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { TypewriterHeading } from './typewriter-heading';

type Props = {
  /** The listings themselves: the route passes the listings feature's cards. */
  children: ReactNode;
};

/** The home page's featured section: the typewriter heading, a link to browse, and the cards. */
export function FeaturedSection({ children }: Props) {
  const headingId = useId();
  return (
    <Container
      component="section"
      aria-labelledby={headingId}
      maxWidth="lg"
      sx={{ py: { xs: 5, md: 8 } }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: 2,
          mb: { xs: 3, md: 4 },
        }}
      >
        <div>
          <TypewriterHeading id={headingId} />
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Rooms you can move into now, fresh from our community.
          </Typography>
        </div>
        <Button component={RouterLink} to={paths.browse} variant="outlined">
          See all listings
        </Button>
      </Box>
      {children}
    </Container>
  );
}
