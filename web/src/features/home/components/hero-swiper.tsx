// Loaded after first paint by hero-carousel.tsx.
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useState, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { prefersReducedMotion } from '@/lib/after-first-paint';
import type { HERO_HEIGHT } from './hero-slide';

type Props = {
  /**
   * Mounted when the first slide's time was up (hero-carousel.tsx): move on
   * to the next slide now rather than a whole autoplay delay later.
   */
  advanceAtOnce?: boolean;
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
  slides,
  height,
  autoplayDelayMs,
}: Props) {
  // People who ask for less motion get no auto-advance (and so no pause button).
  const [autoplay] = useState(() => !prefersReducedMotion());
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(autoplay);

  const toggle = () => {
    if (!swiper) return;
    if (playing) swiper.autoplay.stop();
    else swiper.autoplay.start();
    setPlaying(!playing);
  };

  return (
    <Box
      sx={{
        height,
        '--swiper-theme-color': '#ffffff',
        '--swiper-navigation-color': '#ffffff',
        '--swiper-navigation-size': '32px',
        '--swiper-pagination-color': '#ffffff',
        '--swiper-pagination-bullet-inactive-color': '#ffffff',
        '--swiper-pagination-bullet-inactive-opacity': 0.6,
        '--swiper-pagination-bullet-size': '12px',
        '--swiper-pagination-bullet-horizontal-gap': '8px',
        '--swiper-pagination-bottom': '20px',
        '& .swiper': { height: '100%' },
        '& .swiper-button-prev, & .swiper-button-next': { display: { xs: 'none', md: 'flex' } },
      }}
    >
      <Swiper
        modules={[A11y, Autoplay, Keyboard, Navigation, Pagination]}
        rewind
        speed={600}
        autoplay={
          autoplay
            ? { delay: autoplayDelayMs, disableOnInteraction: false, pauseOnMouseEnter: true }
            : false
        }
        navigation
        pagination={{ clickable: true }}
        keyboard={{ enabled: true }}
        a11y={{
          prevSlideMessage: 'Previous slide',
          nextSlideMessage: 'Next slide',
          paginationBulletMessage: 'Go to slide {{index}}',
        }}
        onSwiper={(instance) => {
          setSwiper(instance);
          if (advanceAtOnce && autoplay) requestAnimationFrame(() => instance.slideNext());
        }}
      >
        {slides.map(({ key, content }) => (
          <SwiperSlide key={key}>{content}</SwiperSlide>
        ))}
      </Swiper>
      {autoplay && (
        <IconButton
          onClick={toggle}
          aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}
          sx={{
            position: 'absolute',
            right: { xs: 12, md: 24 },
            bottom: 12,
            zIndex: 2,
            color: 'common.white',
            bgcolor: 'rgba(9,10,28,0.55)',
            '&:hover': { bgcolor: 'rgba(9,10,28,0.75)' },
          }}
        >
          {playing ? <Pause /> : <PlayArrow />}
        </IconButton>
      )}
    </Box>
  );
}
