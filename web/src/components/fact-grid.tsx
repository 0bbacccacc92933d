// A page's facts as a definition list in a grid (two columns on a phone,
// three from `sm`): a listing's Details and a Room wanted ad's facts.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function FactGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' },
        m: 0,
      }}
    >
      {children}
    </Box>
  );
}

/** One fact: its label, then its value (a long word wraps rather than widening the grid). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </div>
  );
}
