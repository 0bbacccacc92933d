import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { NOT_FOUND_PAGE_TITLE } from '@contract/page-titles';
import { paths } from '@/config/paths';

export default function NotFoundRoute() {
  return (
    <Box sx={{ textAlign: 'center', px: 2, py: { xs: 8, md: 12 } }}>
      <title>{NOT_FOUND_PAGE_TITLE}</title>
      <Typography
        aria-hidden
        sx={{
          fontSize: { xs: '4.5rem', md: '6rem' },
          fontWeight: 800,
          color: 'primary.main',
          lineHeight: 1,
        }}
      >
        404
      </Typography>
      <Typography variant="h1" sx={{ mt: 2 }}>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, mb: 4 }}>
        The page you are looking for doesn&apos;t exist or has moved.
      </Typography>
      <Button component={RouterLink} to={paths.home} variant="contained" size="large">
        Back to home
      </Button>
    </Box>
  );
}
