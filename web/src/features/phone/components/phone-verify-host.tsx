// The step between the provider (on every page) and the dialog: loading this
// first keeps the list of the dialog's own chunks (Material UI's Dialog,
// TextField…) out of every page's first download.
import { lazyDialog } from '@/lib/lazy-dialog';
import type { PhoneVerifyDialogProps } from './phone-verify-dialog';

const PhoneVerifyDialog = lazyDialog<PhoneVerifyDialogProps>(
  () => import('./phone-verify-dialog').then((m) => m.default),
  (props) => props.open,
);

export default PhoneVerifyDialog;
