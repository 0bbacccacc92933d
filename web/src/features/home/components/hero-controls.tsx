// The carousel's arrows, dots and pause button. They are plain markup in the
// page from the first view, outside the slides, so they can be seen, reached
// with Tab and used before Swiper has loaded (a press then loads it and
// carries out what was asked), and they stay put, with the keyboard focus on
// them, when Swiper replaces the first slide.
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { heroFocusRing, heroScrim } from './hero-colors';

type Props = {
  count: number;
  active: number;
  /** null: the slideshow doesn't move by itself (reduced motion), so there is nothing to pause. */
  playing: boolean | null;
  onPrevious: () => void;
  onNext: () => void;
  onGoTo: (index: number) => void;
  onTogglePlaying: () => void;
};

// White on a dark disc: readable (WCAG AA, 3:1 for controls) over any part of any slide.
const disc: SxProps<Theme> = {
  position: 'absolute',
  zIndex: 2,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  p: 0,
  border: 0,
  borderRadius: '50%',
  color: '#ffffff',
  bgcolor: heroScrim(0.55),
  cursor: 'pointer',
  '&:hover': { bgcolor: heroScrim(0.75) },
  '&:focus-visible': heroFocusRing,
};

const arrow: SxProps<Theme> = {
  ...disc,
  top: '50%',
  transform: 'translateY(-50%)',
  // Phones swipe; the arrows would cover the text there.
  display: { xs: 'none', md: 'inline-flex' },
};

function Glyph({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path d={d} fill="currentColor" />
    </svg>
  );
}

const CHEVRON_LEFT = 'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z';
const CHEVRON_RIGHT = 'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z';
const PAUSE = 'M6 19h4V5H6v14zm8-14v14h4V5h-4z';
const PLAY = 'M8 5v14l11-7z';

export function HeroControls(props: Props) {
  const { count, active, playing } = props;
  return (
    <>
      <Box
        component="button"
        type="button"
        aria-label="Previous slide"
        onClick={props.onPrevious}
        sx={{ ...arrow, left: 24 }}
      >
        <Glyph d={CHEVRON_LEFT} />
      </Box>
      <Box
        component="button"
        type="button"
        aria-label="Next slide"
        onClick={props.onNext}
        sx={{ ...arrow, right: 24 }}
      >
        <Glyph d={CHEVRON_RIGHT} />
      </Box>
      <Box
        role="group"
        aria-label="Slides"
        sx={{
          position: 'absolute',
          zIndex: 2,
          bottom: 12,
          left: '50%',
          transform: 'translateX(-50%)',
          display: 'flex',
        }}
      >
        {Array.from({ length: count }, (_, index) => (
          <Box
            key={index}
            component="button"
            type="button"
            aria-label={`Go to slide ${index + 1}`}
            aria-current={index === active ? 'true' : undefined}
            onClick={() => props.onGoTo(index)}
            // A 12 px dot in a 32 px target (WCAG 2.5.8).
            sx={{
              width: 32,
              height: 32,
              p: 0,
              border: 0,
              bgcolor: 'transparent',
              cursor: 'pointer',
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              '&::after': {
                content: '""',
                width: 12,
                height: 12,
                borderRadius: '50%',
                bgcolor: '#ffffff',
                opacity: index === active ? 1 : 0.6,
                boxShadow: `0 0 0 1px ${heroScrim(0.55)}`,
              },
              '&:focus-visible': { ...heroFocusRing, outlineOffset: -4 },
            }}
          />
        ))}
      </Box>
      {playing !== null && (
        <Box
          component="button"
          type="button"
          aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}
          onClick={props.onTogglePlaying}
          sx={{ ...disc, right: { xs: 12, md: 24 }, bottom: 12 }}
        >
          <Glyph d={playing ? PAUSE : PLAY} />
        </Box>
      )}
    </>
  );
}
