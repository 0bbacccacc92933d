import Alert from '@mui/material/Alert';
import { LISTING_STATUS_BANNERS } from '../types';

/**
 * What others see of a listing under review (the API sends them nothing but
 * its id and status): the banner, and nothing to like, message or report.
 */
export function UnderReviewNotice() {
  return (
    <Alert severity="info" sx={{ mt: 1 }}>
      {LISTING_STATUS_BANNERS['under-review']}
    </Alert>
  );
}
