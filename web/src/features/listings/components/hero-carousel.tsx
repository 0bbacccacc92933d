import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdleAfterLoad } from '../utils/after-first-paint';
import { HERO_HEIGHT, HeroSlide } from './hero-slide';
import { HERO_SLIDES } from './hero-slides';

// Swiper (and its CSS) is ~35 KB gzip whose start-up is a long task on a slow
// phone. The first slide is shown for several seconds anyway, so until Swiper
// is needed it is plain markup of the same size (also the page's LCP element).
const HeroSwiper = lazy(() => import('./hero-swiper'));

/** Swiper takes over this long after the page has loaded and gone idle… */
export const SWIPER_DELAY_MS = 3000;

/** …or as soon as someone points at or touches the carousel. */
function useSwiperWanted(): [boolean, () => void] {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    const cancelIdle = whenIdleAfterLoad(() => {
      timer = window.setTimeout(() => setWanted(true), SWIPER_DELAY_MS);
    });
    return () => {
      cancelIdle();
      window.clearTimeout(timer);
    };
  }, []);
  return [wanted, () => setWanted(true)];
}

export function HeroCarousel() {
  const [wanted, want] = useSwiperWanted();
  // Swapping the markup under a keyboard user would drop their focus: wait until it leaves.
  const [focusInside, setFocusInside] = useState(false);
  const [swiper, setSwiper] = useState(false);
  if (wanted && !focusInside && !swiper) setSwiper(true);

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
      {swiper ? <Suspense fallback={firstSlide}>{<HeroSwiper />}</Suspense> : firstSlide}
    </Box>
  );
}
