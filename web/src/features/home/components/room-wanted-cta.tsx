import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { loginPath } from '@/lib/redirect';
import { useSession } from '@/lib/session';

/**
 * Below the featured listings: "Looking for a room? Post a Room wanted ad",
 * to the form, or for a visitor to the login page first (which then opens the
 * form). Light on purpose: core Material UI the page already has, no query.
 */
export function RoomWantedCta() {
  const headingId = useId();
  const { user } = useSession();
  return (
    <Container
      component="section"
      aria-labelledby={headingId}
      maxWidth="lg"
      sx={{ pb: { xs: 5, md: 8 } }}
    >
      <Box
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 3,
          p: { xs: 2.5, md: 3 },
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <div>
          <Typography id={headingId} component="h2" variant="h5">
            Looking for a room?
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            Tell posters your budget, areas and move-in date, and hear when a room matches.
          </Typography>
        </div>
        <Button
          component={RouterLink}
          to={user ? paths.myRoomWanted : loginPath(paths.myRoomWanted)}
          variant="contained"
        >
          Post a Room wanted ad
        </Button>
      </Box>
    </Container>
  );
}
