// "Phone verified" on a Room wanted ad's writer line (card and details): the
// writer's account has a number verified through Roomly, as a listing's
// poster line says with its badge.
import SmartphoneOutlined from '@mui/icons-material/SmartphoneOutlined';
import Box from '@mui/material/Box';

export const PHONE_VERIFIED_MARK = 'Phone verified';
export const PHONE_VERIFIED_MARK_DESCRIPTION =
  'Phone verified: this member confirmed a mobile number that no other Roomly account uses. Roomly never shows the number. Roomly does not check identity documents.';

export function PhoneVerifiedMark() {
  return (
    <Box
      component="span"
      title={PHONE_VERIFIED_MARK_DESCRIPTION}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        color: 'text.secondary',
        fontSize: '0.8125rem',
      }}
    >
      <SmartphoneOutlined sx={{ fontSize: 16 }} aria-hidden />
      {PHONE_VERIFIED_MARK}
    </Box>
  );
}
