import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The frame of the Room wanted form's pages: title, intro, a card around the form. */
export function AdFormPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <title>{`${title} · Roomly`}</title>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {intro && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {intro}
        </Typography>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
        {children}
      </Paper>
    </Container>
  );
}

/** The form's shape while what it edits loads. */
export function AdFormSkeleton() {
  return (
    <div role="status" aria-label="Loading the form">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={56} sx={{ mb: 2.5 }} />
      ))}
    </div>
  );
}
