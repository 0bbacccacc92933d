// Share previews: Share a listing's link. Phones (and some desktop
// browsers) open their own share sheet (Web Share API); elsewhere the link is
// copied. Pasted into a chat, the link shows the listing's preview (the API's
// /details/:id tags, functions/src/share).
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Button from '@mui/material/Button';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import type { Listing } from '../types';
import { formatMonthlyRent } from '../utils/format';

export const LINK_COPIED = 'Link copied';
export const COPY_FAILED = "Couldn't copy the link. Copy it from the address bar.";

type Props = { post: Pick<Listing, '_id' | 'title' | 'location' | 'rentAmount'> };

export function ShareButton({ post }: Props) {
  const share = async () => {
    const url = new URL(paths.details(post._id), window.location.origin).href;
    const text = [formatMonthlyRent(post.rentAmount), post.location].filter(Boolean).join(' · ');
    const data = { title: post.title, text, url };
    if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
      try {
        await navigator.share(data);
        return;
      } catch (err) {
        // Closing the share sheet is no error; any other failure (sharing not
        // allowed here) falls back to copying the link.
        if ((err as { name?: string } | null)?.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      notify.success(LINK_COPIED);
    } catch {
      notify.error(COPY_FAILED);
    }
  };

  return (
    <Button startIcon={<ShareOutlined />} onClick={() => void share()} sx={{ mb: 2 }}>
      Share
    </Button>
  );
}
