// The ad's owner: its status, when it expires, and what they can do with it
// (Edit, Pause / Resume, Renew, Delete), as on the details page and their
// own ad's page.
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { WANTED_AD_STATUS_LABELS, type WantedAd } from '@contract/wanted-ad';
import { StatusBadge, type StatusTone } from '@/components/ads/status-badge';
import { paths } from '@/config/paths';
import { lazyDialog } from '@/lib/lazy-dialog';
import { notify } from '@/lib/notify';
import {
  AD_ACTION_DONE,
  AD_CHANGE_FAILED,
  useChangeWantedAd,
  type AdAction,
} from '../api/save-wanted-ad';
import { AD_ACTION_LABELS, adActionsFor, adExpiryText } from '../utils/lifecycle';
import type { DeleteAdDialog as Dialog } from './delete-ad-dialog';

const DeleteAdDialog = lazyDialog<Parameters<typeof Dialog>[0]>(
  () => import('./delete-ad-dialog').then((m) => m.DeleteAdDialog),
  (props) => props.open,
);

const TONES: Record<WantedAd['status'], StatusTone> = {
  active: 'live',
  paused: 'neutral',
  expired: 'neutral',
  'under-review': 'under-review',
};

export function AdStatusChip({ status }: { status: WantedAd['status'] }) {
  return (
    <StatusBadge label={WANTED_AD_STATUS_LABELS[status]} tone={TONES[status]} testId="ad-status" />
  );
}

type Props = {
  ad: WantedAd;
  uid: string;
  /** After deleting: where the page goes. */
  onDeleted: () => void;
};

export function OwnerActions({ ad, uid, onDeleted }: Props) {
  const change = useChangeWantedAd(uid);
  const [deleting, setDeleting] = useState(false);
  const expiry = adExpiryText(ad);
  const run = (action: AdAction) =>
    change.mutate(
      { id: ad._id, action },
      {
        onSuccess: () => notify.success(AD_ACTION_DONE[action]),
        onError: (error) => notify.error(error.message || AD_CHANGE_FAILED),
      },
    );
  return (
    <Box component="section" aria-label="Your ad" sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>Status:</Typography>
        <AdStatusChip status={ad.status} />
        {expiry && (
          <Typography variant="body2" color="text.secondary">
            {expiry}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          component={RouterLink}
          to={paths.editRoomWanted(ad._id)}
          variant="contained"
          startIcon={<EditOutlined />}
        >
          Edit
        </Button>
        {adActionsFor(ad).map((action) => (
          <Button
            key={action}
            variant="outlined"
            disabled={change.isPending}
            loading={change.isPending && change.variables?.action === action}
            onClick={() => run(action)}
          >
            {AD_ACTION_LABELS[action]}
          </Button>
        ))}
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteOutlined />}
          onClick={() => setDeleting(true)}
        >
          Delete
        </Button>
      </Box>
      <DeleteAdDialog
        open={deleting}
        adId={ad._id}
        uid={uid}
        onClose={() => setDeleting(false)}
        onDeleted={() => {
          setDeleting(false);
          onDeleted();
        }}
      />
    </Box>
  );
}
