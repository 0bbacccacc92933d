// The home carousel's content. Images: web/public/images/hero (drawn by
// web/scripts/build-hero-images.mjs), AVIF with WebP fallback at three widths.
export type HeroSlideData = {
  title: string;
  text: string;
  image: string;
  alt: string;
};

export const HERO_SLIDES: HeroSlideData[] = [
  {
    title: 'Find Your Perfect Roommate',
    text: 'Meet people who match your lifestyle, budget and schedule, and share a home you both love.',
    image: 'find-roommate',
    alt: 'Illustration of a cosy shared living room at sunset, two mugs on the coffee table',
  },
  {
    title: 'Discover Great Spaces',
    text: 'From single rooms to shared apartments: rooms in every part of the city, updated daily.',
    image: 'great-spaces',
    alt: 'Illustration of a city skyline at dusk with lit windows over the water',
  },
  {
    title: 'Easy Room Search',
    text: 'Filter by location, rent and room type, then like a listing to see how to get in touch.',
    image: 'room-search',
    alt: 'Illustration of a city map with pins, a magnifying glass over a house, and a key',
  },
];

/** How long autoplay shows each slide. */
export const AUTOPLAY_DELAY_MS = 6000;

export const HERO_WIDTHS = [640, 1280, 1920] as const;
/** The intrinsic size of the 1920 px image (its aspect ratio, for the browser to reserve space). */
export const HERO_IMAGE_SIZE = { width: 1920, height: 1080 } as const;
/** The hero is full width at every breakpoint. */
export const HERO_SIZES = '100vw';

export const heroSrcSet = (image: string, format: 'avif' | 'webp') =>
  HERO_WIDTHS.map((w) => `/images/hero/${image}-${w}.${format} ${w}w`).join(', ');

export const heroFallbackSrc = (image: string) => `/images/hero/${image}-1280.webp`;
