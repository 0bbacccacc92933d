import Box from '@mui/material/Box';
import { useState } from 'react';
import { memberPhotoSrc } from '@contract/photo-files';
import defaultAvatarUrl from '@/assets/default-avatar.svg';

export { defaultAvatarUrl };

type Props = {
  /** Candidate photo URLs, best first (e.g. backend photo, then the identity provider's); an upload is `/photos/<id>`. */
  sources: Array<string | null | undefined>;
  /** Empty when the name is shown next to the avatar anyway. */
  alt: string;
  size?: number;
};

/**
 * A round photo that falls back along `sources` and finally to the bundled
 * default placeholder, also when an image fails to load.
 */
export function UserAvatar({ sources, alt, size = 36 }: Props) {
  const candidates = sources
    .filter((s): s is string => typeof s === 'string' && s.trim() !== '')
    .map(memberPhotoSrc);
  const key = candidates.join('\n');
  // Which candidates failed, remembered per list of sources.
  const [failed, setFailed] = useState<{ key: string; count: number }>({ key, count: 0 });
  const failedCount = failed.key === key ? failed.count : 0;
  const src = candidates[failedCount] ?? defaultAvatarUrl;

  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      width={size}
      height={size}
      referrerPolicy="no-referrer"
      onError={() => {
        if (src !== defaultAvatarUrl) setFailed({ key, count: failedCount + 1 });
      }}
      sx={{
        width: size,
        height: size,
        borderRadius: '50%',
        objectFit: 'cover',
        flexShrink: 0,
        bgcolor: 'action.hover',
        display: 'block',
      }}
    />
  );
}
