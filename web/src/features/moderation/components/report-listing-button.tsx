// "Report listing" on a listing's details page: for signed-in
// members who don't own it, only while it is active. Anonymous visitors go to
// the login page and back, as Like does. The dialog (report-listing-dialog.tsx)
// asks for one of the six reasons and an optional note; its code loads when a
// member first opens it, not with the details page.
import type { ListingStatus } from '@contract/listing';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyDialog } from '@/lib/lazy-dialog';
import { loginRedirectState } from '@/lib/redirect';
import type { SessionUser } from '@/lib/session';
import type { ReportListingDialogProps } from './report-listing-dialog';

const ReportListingDialog = lazyDialog<ReportListingDialogProps>(
  () => import('./report-listing-dialog').then((m) => m.default),
  (props) => props.open,
);

export const REPORT_LISTING = 'Report listing';

type Props = {
  postId: string;
  postTitle: string;
  /** The listing's (effective) status: only an active listing can be reported here. */
  status: ListingStatus;
  isOwner: boolean;
  user: SessionUser | null;
};

export function ReportListingButton({ postId, postTitle, status, isOwner, user }: Props) {
  const location = useLocation();
  const [open, setOpen] = useState(false);

  if (isOwner || status !== 'active') return null;
  const buttonProps = {
    variant: 'text',
    color: 'inherit',
    size: 'small',
    startIcon: <FlagOutlined />,
    sx: { justifySelf: 'start', color: 'text.secondary' },
  } as const;
  if (!user) {
    return (
      <Button
        component={RouterLink}
        to={paths.login}
        state={loginRedirectState(location)}
        {...buttonProps}
      >
        {REPORT_LISTING}
      </Button>
    );
  }

  return (
    <>
      <Button {...buttonProps} onClick={() => setOpen(true)}>
        {REPORT_LISTING}
      </Button>
      <ReportListingDialog
        postId={postId}
        postTitle={postTitle}
        open={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
