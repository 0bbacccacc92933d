import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useState } from 'react';
import { prefersReducedMotion, useAfterFirstPaint } from '@/lib/after-first-paint';
import { visuallyHidden } from '@/lib/visually-hidden';

export const TYPEWRITER_WORDS = ['Featured Roommates', 'Latest Listings', 'Top Picks'] as const;
export const TYPEWRITER_PAUSE_MS = 2000;

// react-type-animation arrives after first paint; until then the first word
// stands still in the same box, so nothing moves when the animation takes over.
const TypewriterAnimation = lazy(() => import('./typewriter-animation'));

type Props = { id?: string };

/**
 * The featured section's heading, cycling through the spec's words. Screen
 * readers get one stable name instead of every keystroke.
 */
export function TypewriterHeading({ id }: Props) {
  const ready = useAfterFirstPaint();
  const [reducedMotion] = useState(prefersReducedMotion);
  const first = TYPEWRITER_WORDS[0];
  return (
    <Typography
      id={id}
      variant="h2"
      sx={{ minHeight: '1.25em', whiteSpace: 'nowrap', fontSize: { xs: '1.75rem', md: '2.25rem' } }}
    >
      <Box component="span" sx={visuallyHidden}>
        {first}
      </Box>
      <Box component="span" aria-hidden sx={{ color: 'primary.main' }}>
        {!ready ? (
          first
        ) : reducedMotion ? (
          <WordCycle />
        ) : (
          <Suspense fallback={first}>
            <TypewriterAnimation words={TYPEWRITER_WORDS} pauseMs={TYPEWRITER_PAUSE_MS} />
          </Suspense>
        )}
      </Box>
    </Typography>
  );
}

/** Same words and rhythm without the typing motion. */
function WordCycle() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(
      () => setIndex((i) => (i + 1) % TYPEWRITER_WORDS.length),
      TYPEWRITER_PAUSE_MS,
    );
    return () => window.clearInterval(timer);
  }, []);
  return <>{TYPEWRITER_WORDS[index]}</>;
}
