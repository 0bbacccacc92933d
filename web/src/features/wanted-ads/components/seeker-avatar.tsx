import Box from '@mui/material/Box';
import { useState } from 'react';
import { memberPhotoSrc } from '@contract/photo-files';

type Props = { name: string; photo: string; size: number };

/**
 * The seeker's profile photo, or their initial in a circle when they have none
 * (or it fails to load). Decorative: their name is beside it.
 */
export function SeekerAvatar({ name, photo, size }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  const src = memberPhotoSrc(photo.trim());
  if (src && failed !== src) {
    return (
      <Box
        component="img"
        src={src}
        alt=""
        width={size}
        height={size}
        referrerPolicy="no-referrer"
        onError={() => setFailed(src)}
        sx={{ width: size, height: size, borderRadius: '50%', objectFit: 'cover', flexShrink: 0 }}
      />
    );
  }
  const initial = [...name.trim()][0]?.toUpperCase() ?? '?';
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        borderRadius: '50%',
        flexShrink: 0,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 700,
        fontSize: size / 2.2,
      }}
    >
      {initial}
    </Box>
  );
}
