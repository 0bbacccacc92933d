import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { prefersReducedMotion, whenIdleAfterLoad } from '@/lib/after-first-paint';
import { HeroControls } from './hero-controls';
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
  // Swapping the slide under a keyboard user would drop their focus: wait until
  // it leaves the slide (the controls stay, so focus on them never waits).
  const [focusInSlide, setFocusInSlide] = useState(false);
  const [swiper, setSwiper] = useState<Wanted>(false);
  if (wanted && !focusInSlide && !swiper) setSwiper(wanted);

  // People who ask for less motion get no auto-advance (and so no pause button).
  // The build's first paint has no window: it shows the usual controls.
  const [autoplay] = useState(() => typeof window === 'undefined' || !prefersReducedMotion());
  const [playing, setPlaying] = useState(autoplay);
  const [active, setActive] = useState(0);
  const [instance, setInstance] = useState<SwiperInstance | null>(null);
  const count = HERO_SLIDES.length;

  const goTo = (index: number) => {
    const target = (index + count) % count;
    if (instance) {
      instance.slideTo(target);
      return;
    }
    // Swiper starts on the slide asked for.
    setActive(target);
    want();
  };
  const togglePlaying = () => {
    if (instance) {
      if (playing) instance.autoplay.stop();
      else instance.autoplay.start();
    }
    setPlaying(!playing);
  };

  const firstSlide = <HeroSlide slide={HERO_SLIDES[0]!} priority />;
  return (
    <Box
      component="section"
      aria-label="Highlights"
      aria-roledescription="carousel"
      onPointerEnter={want}
      onTouchStart={want}
      sx={{ position: 'relative', height: HERO_HEIGHT, overflow: 'hidden' }}
    >
      <Box
        onFocus={() => setFocusInSlide(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null))
            setFocusInSlide(false);
        }}
        sx={{ height: '100%' }}
      >
        {swiper ? (
          <Suspense fallback={firstSlide}>
            <HeroSwiper
              advanceAtOnce={swiper === 'timer' && playing}
              initialSlide={active}
              autoplay={autoplay}
              startPlaying={playing}
              onReady={setInstance}
              onActiveChange={setActive}
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
      <HeroControls
        count={count}
        active={active}
        playing={autoplay ? playing : null}
        onPrevious={() => goTo(active - 1)}
        onNext={() => goTo(active + 1)}
        onGoTo={goTo}
        onTogglePlaying={togglePlaying}
      />
    </Box>
  );
}
