import Box from '@mui/material/Box';
import { preload } from 'react-dom';
import { FeaturedSection } from '@/features/home/components/featured-section';
import { HeroCarousel } from '@/features/home/components/hero-carousel';
import { HERO_SIZES, HERO_SLIDES, heroSrcSet } from '@/features/home/components/hero-slides';
import { FeaturesSection, StepsGuide } from '@/features/home/components/home-info-sections';
import { RoomWantedCta } from '@/features/home/components/room-wanted-cta';
import { FeaturedListings } from '@/features/listings/components/featured-listings';
import { useAfterFirstPaint } from '@/lib/after-first-paint';
import { visuallyHidden } from '@/lib/visually-hidden';
import { ListingMatchProvider } from './listing-match';

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
      <HomeFirstView />
      {/* Features don't import each other: the home section gets the listings' cards here. */}
      <FeaturedSection>
        {/* "Good match" on the cards for a member with an active Room wanted ad. */}
        <ListingMatchProvider>
          <FeaturedListings />
        </ListingMatchProvider>
      </FeaturedSection>
      {belowTheFold && (
        <>
          {/* Seekers advertise themselves too: a short call to action, then the spec's sections. */}
          <RoomWantedCta />
          <FeaturesSection />
          <StepsGuide />
        </>
      )}
    </>
  );
}

/**
 * What the page shows first: its h1 and the carousel (its first slide, the
 * page's largest paint). The build renders it for index.html's first paint
 * (app/first-paint.tsx).
 */
export function HomeFirstView() {
  return (
    <>
      {/* The slides' titles are the visible headings; the page still needs one h1. */}
      <Box component="h1" sx={visuallyHidden}>
        Roomly: find rooms and roommates
      </Box>
      <HeroCarousel />
    </>
  );
}
