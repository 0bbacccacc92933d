import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ALERT_CHOICE_LABELS, EMAIL_KIND_LABELS } from '@contract/email';
import { LIFESTYLE_LABELS } from '@contract/listing';
import { UserAvatar } from '@/components/user-avatar';
import { EMAIL_UPDATES_LABEL, EMAIL_UPDATES_OFF, NOTIFICATIONS_LABEL } from '../preference-texts';
import type { ProfileValues } from '../schemas';

type Props = {
  email: string;
  values: ProfileValues;
  /** Photo candidates, best first (the avatar falls back along them). */
  photoSources: Array<string | null | undefined>;
  onEdit: () => void;
};

export function ProfileDetails({ email, values, photoSources, onEdit }: Props) {
  return (
    <Box>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'flex-start', sm: 'center' },
          gap: 3,
        }}
      >
        <UserAvatar
          sources={photoSources}
          alt={`Profile photo of ${values.displayName || email}`}
          size={96}
        />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h2" sx={{ fontSize: '1.5rem', wordBreak: 'break-word' }}>
            {values.displayName || 'No name yet'}
          </Typography>
          <Typography color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {email}
          </Typography>
        </Box>
        <Button variant="contained" startIcon={<EditOutlinedIcon />} onClick={onEdit}>
          Edit Profile
        </Button>
      </Box>

      <Box
        component="dl"
        sx={{
          mt: 4,
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { sm: '180px 1fr' },
          m: 0,
          pt: 4,
        }}
      >
        <Row term="Phone number">{values.phoneNumber || <NotProvided />}</Row>
        <Row term="Bio">
          {values.bio ? <Box sx={{ whiteSpace: 'pre-line' }}>{values.bio}</Box> : <NotProvided />}
        </Row>
        <Row term="My lifestyle">
          {values.lifestyle.length ? (
            values.lifestyle.map((key) => LIFESTYLE_LABELS[key]).join(', ')
          ) : (
            <NotProvided />
          )}
        </Row>
        <Row term={NOTIFICATIONS_LABEL}>
          <OnOff on={values.preferences.notifications} />
        </Row>
        <Row term={EMAIL_UPDATES_LABEL}>
          <OnOff on={values.preferences.emailUpdates} />
          {!values.preferences.emailUpdates && (
            <Box component="span" sx={{ display: 'block', color: 'text.secondary', mt: 0.5 }}>
              {EMAIL_UPDATES_OFF}
            </Box>
          )}
        </Row>
        {/* The unsubscribe page links here (paths.emailSettings). */}
        <Row term={EMAIL_KIND_LABELS.messages} id="email-settings">
          <OnOff on={values.emailPreferences.messages} />
        </Row>
        <Row term={EMAIL_KIND_LABELS.alerts}>
          <Chip
            size="small"
            label={ALERT_CHOICE_LABELS[values.emailPreferences.alerts]}
            color={values.emailPreferences.alerts === 'off' ? 'default' : 'success'}
            variant={values.emailPreferences.alerts === 'off' ? 'outlined' : 'filled'}
          />
        </Row>
        <Row term={EMAIL_KIND_LABELS.listings}>
          <OnOff on={values.emailPreferences.listings} />
        </Row>
      </Box>
    </Box>
  );
}

function Row({ term, id, children }: { term: string; id?: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" id={id} sx={{ fontWeight: 600, scrollMarginTop: 80 }}>
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
        {children}
      </Typography>
    </>
  );
}

function NotProvided() {
  return (
    <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
      Not provided
    </Box>
  );
}

function OnOff({ on }: { on: boolean }) {
  return (
    <Chip
      size="small"
      label={on ? 'On' : 'Off'}
      color={on ? 'success' : 'default'}
      variant={on ? 'filled' : 'outlined'}
    />
  );
}
