import Box from '@mui/material/Box';
import { preload } from 'react-dom';
import { FeaturedListings } from '@/features/listings/components/featured-listings';
import { HeroCarousel } from '@/features/listings/components/hero-carousel';
import { HERO_SIZES, HERO_SLIDES, heroSrcSet } from '@/features/listings/components/hero-slides';
import { FeaturesSection, StepsGuide } from '@/features/listings/components/home-info-sections';
import { useAfterFirstPaint } from '@/features/listings/utils/after-first-paint';
import { visuallyHidden } from '@/features/listings/utils/visually-hidden';

// Start fetching the LCP image as soon as this chunk runs, before Material UI's
// theme chunk (which the page waits for) has arrived. React dedupes it with the
// <img>; browsers without AVIF skip it by its type.
const firstSlide = HERO_SLIDES[0]!.image;
preload(`/images/hero/${firstSlide}-1280.avif`, {
  as: 'image',
  type: 'image/avif',
  imageSrcSet: heroSrcSet(firstSlide, 'avif'),
  imageSizes: HERO_SIZES,
  fetchPriority: 'high',
});

export default function HomeRoute() {
  // The sections below the featured listings are off screen at first: creating
  // them later keeps the first render (one long task on a phone) smaller.
  const belowTheFold = useAfterFirstPaint();
  return (
    <>
      <title>Roomly — find rooms and roommates</title>
      {/* The slides' titles are the visible headings; the page still needs one h1. */}
      <Box component="h1" sx={visuallyHidden}>
        Roomly: find rooms and roommates
      </Box>
      <HeroCarousel />
      <FeaturedListings />
      {belowTheFold && (
        <>
          <FeaturesSection />
          <StepsGuide />
        </>
      )}
    </>
  );
}
