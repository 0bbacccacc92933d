import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { Brand } from '@/components/logo';
import { paths } from '@/config/paths';
import { HERO_SCRIM_MIN_ALPHA, heroBackground, heroFocusRing, heroScrim } from './hero-colors';
import {
  HERO_IMAGE_SIZE,
  HERO_SIZES,
  heroFallbackSrc,
  heroSrcSet,
  type HeroSlideData,
} from './hero-slides';

/**
 * 600 px on desktops as the spec asks; shorter on phones and tablets so the
 * featured listings still peek above the fold there.
 */
export const HERO_HEIGHT = { xs: 440, sm: 520, md: 600 } as const;

type Props = {
  slide: HeroSlideData;
  /** The first slide is the page's largest paint: fetched eagerly and first. */
  priority?: boolean;
};

/** One carousel slide. The static first slide and Swiper's slides share this markup. */
export function HeroSlide({ slide, priority = false }: Props) {
  return (
    <Box
      sx={{
        position: 'relative',
        height: HERO_HEIGHT,
        overflow: 'hidden',
        bgcolor: heroBackground,
      }}
    >
      <picture>
        <source type="image/avif" srcSet={heroSrcSet(slide.image, 'avif')} sizes={HERO_SIZES} />
        <source type="image/webp" srcSet={heroSrcSet(slide.image, 'webp')} sizes={HERO_SIZES} />
        <img
          src={heroFallbackSrc(slide.image)}
          alt={slide.alt}
          width={HERO_IMAGE_SIZE.width}
          height={HERO_IMAGE_SIZE.height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding={priority ? 'sync' : 'async'}
          style={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'cover',
          }}
        />
      </picture>
      {/* A dark scrim keeps the white text readable (WCAG AA) over any part of the picture. */}
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          background: {
            xs: `linear-gradient(180deg, ${heroScrim(HERO_SCRIM_MIN_ALPHA)} 0%, ${heroScrim(0.78)} 100%)`,
            md: `linear-gradient(90deg, ${heroScrim(0.86)} 0%, ${heroScrim(0.62)} 45%, ${heroScrim(0.12)} 80%)`,
          },
        }}
      />
      <Container
        maxWidth="lg"
        sx={{
          position: 'relative',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          alignItems: 'flex-start',
          gap: { xs: 1.5, md: 2.5 },
          color: 'common.white',
          px: { xs: 3, sm: 6, md: 9 },
        }}
      >
        <Brand size={28} fontSize="1.25rem" />
        <Typography
          component="h2"
          sx={{
            fontSize: { xs: '2rem', sm: '2.75rem', md: '3.5rem' },
            fontWeight: 800,
            lineHeight: 1.1,
            letterSpacing: '-0.02em',
            maxWidth: 640,
          }}
        >
          {slide.title}
        </Typography>
        <Typography sx={{ fontSize: { xs: '1rem', md: '1.2rem' }, maxWidth: 560, opacity: 0.95 }}>
          {slide.text}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 1 }}>
          {/* The theme's focus ring is its primary colour, faint on the hero's purple
              (:focus-visible for the first paint, before Material UI's class). */}
          <Button
            component={RouterLink}
            to={paths.browse}
            variant="contained"
            size="large"
            sx={{ '&:focus-visible, &.Mui-focusVisible': heroFocusRing }}
          >
            Browse Listings
          </Button>
          <Button
            component={RouterLink}
            to={paths.createListing}
            variant="outlined"
            size="large"
            sx={{
              color: 'common.white',
              borderColor: 'rgba(255,255,255,0.8)',
              '&:hover': { borderColor: 'common.white', bgcolor: 'rgba(255,255,255,0.12)' },
              '&:focus-visible, &.Mui-focusVisible': heroFocusRing,
            }}
          >
            Post a Listing
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
