import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdleAfterLoad } from '@/lib/after-first-paint';
import { HERO_HEIGHT, HeroSlide } from './hero-slide';
import { AUTOPLAY_DELAY_MS, HERO_SLIDES } from './hero-slides';

// Swiper (and its CSS) is ~35 KB gzip whose start-up is a long task on a slow
// phone. The first slide is shown for several seconds anyway, so until Swiper
// is first used it is plain markup of the same size (also the page's LCP
// element): when the slide is due to change, or when someone points at or
// touches the carousel.
const HeroSwiper = lazy(() => import('./hero-swiper'));

/**
 * Swiper takes over this long after the page has loaded and gone idle, when
 * the first slide has been shown as long as autoplay shows each slide, and
 * moves on at once…
 */
export const SWIPER_DELAY_MS = AUTOPLAY_DELAY_MS;

type Wanted = false | 'timer' | 'interaction';

/** …or as soon as someone points at or touches the carousel. */
function useSwiperWanted(): [Wanted, () => void] {
  const [wanted, setWanted] = useState<Wanted>(false);
  useEffect(() => {
    let timer: number | undefined;
    const cancelIdle = whenIdleAfterLoad(() => {
      timer = window.setTimeout(() => setWanted((current) => current || 'timer'), SWIPER_DELAY_MS);
    });
    return () => {
      cancelIdle();
      window.clearTimeout(timer);
    };
  }, []);
  return [wanted, () => setWanted((current) => current || 'interaction')];
}

export function HeroCarousel() {
  const [wanted, want] = useSwiperWanted();
  // Swapping the markup under a keyboard user would drop their focus: wait until it leaves.
  const [focusInside, setFocusInside] = useState(false);
  const [swiper, setSwiper] = useState<Wanted>(false);
  if (wanted && !focusInside && !swiper) setSwiper(wanted);

  const firstSlide = <HeroSlide slide={HERO_SLIDES[0]!} priority />;
  return (
    <Box
      component="section"
      aria-label="Highlights"
      onPointerEnter={want}
      onTouchStart={want}
      onFocus={() => setFocusInside(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          setFocusInside(false);
      }}
      sx={{ position: 'relative', height: HERO_HEIGHT, overflow: 'hidden' }}
    >
      {swiper ? (
        <Suspense fallback={firstSlide}>
          <HeroSwiper
            advanceAtOnce={swiper === 'timer'}
            slides={HERO_SLIDES.map((slide, index) => ({
              key: slide.image,
              content: <HeroSlide slide={slide} priority={index === 0} />,
            }))}
            height={HERO_HEIGHT}
            autoplayDelayMs={AUTOPLAY_DELAY_MS}
          />
        </Suspense>
      ) : (
        firstSlide
      )}
    </Box>
  );
}
