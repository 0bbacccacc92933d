// "Report listing" on a listing's details page, "Report this ad" on a Room
// wanted ad's: for signed-in members who don't own it, only while it is
// active. Anonymous visitors go to the login page and back, as Like does. The
// dialog (report-dialog.tsx) asks for one of the six reasons and an optional
// note; its code loads when a member first opens it, not with the page.
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { reportableAt } from '@contract/moderation';
import { lazyDialog } from '@/lib/lazy-dialog';
import { loginPath } from '@/lib/redirect';
import type { SessionUser } from '@/lib/session';
import { SUBJECT_TEXTS, type ReportSubject } from '../utils/subjects';
import type { ReportDialogProps } from './report-dialog';

const ReportDialog = lazyDialog<ReportDialogProps>(
  () => import('./report-dialog').then((m) => m.default),
  (props) => props.open,
);

type Props = {
  /** The listing or ad, by id, with its title or headline. */
  subject: ReportSubject;
  /** Its (effective) status: only an active listing or ad can be reported here. */
  status: string;
  isOwner: boolean;
  user: SessionUser | null;
};

export function ReportButton({ subject, status, isOwner, user }: Props) {
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const label = SUBJECT_TEXTS[subject.kind].report;

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
      <Button component={RouterLink} to={loginPath(location)} {...buttonProps}>
        {label}
      </Button>
    );
  }

  return (
    <>
      <Button {...buttonProps} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ReportDialog
        subject={subject}
        open={open}
        onClose={() => setOpen(false)}
        reportableFrom={user.createdAt === undefined ? undefined : reportableAt(user.createdAt)}
        phoneVerified={user.phoneVerified === true}
      />
    </>
  );
}
