// Loaded by photo-gallery.tsx once the details page has rendered. Arrow keys
// move between photos while the gallery is on screen, touch swipes, and the
// buttons and dots are labelled for screen readers.
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import Box from '@mui/material/Box';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { UploadDetails } from '@contract/photo-files';
import { galleryDiscColor, galleryIconColor } from './gallery-controls';
import { photoAlt } from '@/lib/photo-sources';
import { GalleryPhoto } from './gallery-photo';

type Props = {
  photos: string[];
  details: Record<string, UploadDetails>;
  title: string;
  ownerOnly?: boolean;
};

export default function PhotoGallerySwiper({ photos, details, title, ownerOnly }: Props) {
  return (
    <Box
      sx={{
        height: '100%',
        '--swiper-theme-color': '#ffffff',
        '--swiper-navigation-color': galleryIconColor,
        '--swiper-navigation-size': '28px',
        '--swiper-pagination-bullet-inactive-color': '#ffffff',
        '--swiper-pagination-bullet-inactive-opacity': 0.7,
        '--swiper-pagination-bullet-size': '10px',
        '& .swiper': { height: '100%' },
        // The white arrows on a dark disc and the dots stay readable on any photo.
        '& .swiper-button-prev, & .swiper-button-next': {
          width: 44,
          height: 44,
          borderRadius: '50%',
          bgcolor: galleryDiscColor,
          color: galleryIconColor,
          '&:focus-visible': { outline: `3px solid ${galleryIconColor}`, outlineOffset: 2 },
        },
        '& .swiper-pagination-bullet': { boxShadow: '0 0 2px rgba(0,0,0,0.8)' },
      }}
    >
      <Swiper
        modules={[A11y, Keyboard, Navigation, Pagination]}
        navigation
        pagination={{ clickable: true }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{
          prevSlideMessage: 'Previous photo',
          nextSlideMessage: 'Next photo',
          paginationBulletMessage: 'Go to photo {{index}}',
          slideLabelMessage: 'Photo {{index}} of {{slidesLength}}',
        }}
      >
        {photos.map((photo, index) => (
          <SwiperSlide key={photo}>
            <GalleryPhoto
              photo={photo}
              details={details[photo]}
              alt={photoAlt(title, index, photos.length)}
              first={index === 0}
              ownerOnly={ownerOnly}
            />
          </SwiperSlide>
        ))}
      </Swiper>
    </Box>
  );
}
