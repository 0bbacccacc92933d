import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { prefersReducedMotion, useAfterFirstPaint } from '@/lib/after-first-paint';
import { visuallyHidden } from '@/lib/visually-hidden';

export const TYPEWRITER_WORDS = ['Featured Roommates', 'Latest Listings', 'Top Picks'] as const;
export const TYPEWRITER_PAUSE_MS = 2000;

/** Milliseconds per letter typed or deleted, give or take half (react-type-animation's rhythm at speed 40). */
const KEYSTROKE_MS = 60;

// The typing starts after first paint; until then the first word stands still
// in the same box, so nothing moves when the animation takes over. A few lines
// here rather than react-type-animation: its chunk was 3 KB gzip (and one more
// request) on the home page's load.

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
        {!ready ? first : reducedMotion ? <WordCycle /> : <TypingCycle />}
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

const blink = keyframes`50% { opacity: 0; }`;

/**
 * Pauses on the word shown, deletes it letter by letter, types the next one,
 * and so on round the words, with a blinking cursor after the letters.
 */
function TypingCycle() {
  const [text, setText] = useState<string>(TYPEWRITER_WORDS[0]);
  useEffect(() => {
    let word = 0;
    let length = TYPEWRITER_WORDS[0].length;
    let deleting = true;
    const keystroke = () => KEYSTROKE_MS * (0.5 + Math.random());
    const step = () => {
      const current = TYPEWRITER_WORDS[word]!;
      if (deleting && length > 0) {
        length -= 1;
      } else if (deleting) {
        deleting = false;
        word = (word + 1) % TYPEWRITER_WORDS.length;
      } else if (length < current.length) {
        length += 1;
      }
      setText(TYPEWRITER_WORDS[word]!.slice(0, length));
      const done = !deleting && length === TYPEWRITER_WORDS[word]!.length;
      if (done) deleting = true;
      timer = window.setTimeout(step, done ? TYPEWRITER_PAUSE_MS : keystroke());
    };
    // The first word is already on screen, so the loop starts by pausing on it.
    let timer = window.setTimeout(step, TYPEWRITER_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <Box
      component="span"
      sx={{ '&::after': { content: '"|"', animation: `${blink} 1.1s infinite step-start` } }}
    >
      {text}
    </Box>
  );
}
