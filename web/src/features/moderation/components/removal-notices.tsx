// On My Listings: "Your listing "{title}" was removed by a
// moderator: {reason}", one alert per notice, each with a dismiss button.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { notify } from '@/lib/notify';
import { useDismissNotice, useNotices } from '../api/notices';
import { removalNoticeText } from '../types';

export function RemovalNotices({ uid }: { uid: string }) {
  const notices = useNotices(uid);
  const dismiss = useDismissNotice(uid);
  if (!notices.data?.length) return null;
  return (
    <Box component="section" aria-label="Notices" sx={{ display: 'grid', gap: 1.5, mb: 3 }}>
      {notices.data.map((notice) => (
        <Alert
          key={notice.id}
          severity="warning"
          onClose={() =>
            dismiss.mutate(notice.id, { onError: (error) => notify.error(error.message) })
          }
          slotProps={{ closeButton: { 'aria-label': `Dismiss notice about ${notice.postTitle}` } }}
        >
          {removalNoticeText(notice.postTitle, notice.reason)}
        </Alert>
      ))}
    </Box>
  );
}
