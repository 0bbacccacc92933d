// Loaded after first paint by hero-carousel.tsx, which owns the controls
// (arrows, dots, pause): they are in the page before Swiper is.
import 'swiper/css';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { HERO_HEIGHT } from './hero-slide';

type Props = {
  /**
   * Mounted when the first slide's time was up (hero-carousel.tsx): move on
   * to the next slide now rather than a whole autoplay delay later.
   */
  advanceAtOnce?: boolean;
  /** The slide to start on (a control pressed before Swiper had loaded). */
  initialSlide: number;
  /** Whether the slideshow moves by itself at all (not for reduced motion)… */
  autoplay: boolean;
  /** …and whether it does now (paused before Swiper had loaded). */
  startPlaying: boolean;
  onReady: (swiper: SwiperInstance) => void;
  onActiveChange: (index: number) => void;
  /**
   * The slides, rendered by the carousel. Passed in rather than imported (as
   * are the height and delay) so that the slide's code stays in the home
   * page's chunk: imported from here too, it was a chunk of its own, one more
   * request on /.
   */
  slides: { key: string; content: ReactNode }[];
  height: typeof HERO_HEIGHT;
  autoplayDelayMs: number;
};

export default function HeroSwiper({
  advanceAtOnce = false,
  initialSlide,
  autoplay,
  startPlaying,
  onReady,
  onActiveChange,
  slides,
  height,
  autoplayDelayMs,
}: Props) {
  return (
    <Box sx={{ height, '& .swiper': { height: '100%' } }}>
      <Swiper
        modules={[A11y, Autoplay, Keyboard]}
        rewind
        speed={600}
        initialSlide={initialSlide}
        autoplay={
          autoplay
            ? { delay: autoplayDelayMs, disableOnInteraction: false, pauseOnMouseEnter: true }
            : false
        }
        keyboard={{ enabled: true }}
        onSwiper={(instance) => {
          if (autoplay && !startPlaying) instance.autoplay.stop();
          onReady(instance);
          if (advanceAtOnce) requestAnimationFrame(() => instance.slideNext());
        }}
        onSlideChange={(instance) => onActiveChange(instance.realIndex)}
      >
        {slides.map(({ key, content }) => (
          <SwiperSlide key={key}>{content}</SwiperSlide>
        ))}
      </Swiper>
    </Box>
  );
}
