// A listing's cover photo on cards and rows (components/ads/cover-photo.tsx),
// with a neutral placeholder showing the room type's icon when there is no
// photo or it fails to load.
import BedOutlined from '@mui/icons-material/BedOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import { CoverPhoto, type CoverPhotoProps } from '@/components/ads/cover-photo';

// A room in someone's home gets a bed, a place of one's own (studio, n bedrooms) a
// house. Two icons rather than six: each costs ~0.3 KB on the home page, which is
// at its script budget (README, Performance); the card names the exact type anyway.
const ROOM_TYPE_ICONS: Record<string, typeof BedOutlined> = {
  'Single Room': BedOutlined,
  'Shared Room': BedOutlined,
};

type Props = Omit<CoverPhotoProps, 'alt' | 'fallback'> & {
  /** The listing's title (the image's alt text). */
  title: string;
  roomType: string;
};

export function ListingCover({ title, roomType, ...cover }: Props) {
  const Icon = ROOM_TYPE_ICONS[roomType] ?? HomeOutlined;
  return (
    <CoverPhoto
      {...cover}
      alt={title}
      fallback={<Icon sx={{ width: '36%', height: 'auto', maxWidth: 56 }} aria-hidden />}
    />
  );
}
