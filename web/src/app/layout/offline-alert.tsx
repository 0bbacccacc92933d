import CloudOff from '@mui/icons-material/CloudOff';
import Alert from '@mui/material/Alert';
import { MuiThemeScope } from '@/app/theme/lazy-mui-theme-scope';

/** The offline note's look (offline-note.tsx): a status, read out when it changes. */
export default function OfflineAlert({ text }: { text: string }) {
  return (
    <MuiThemeScope>
      <Alert
        severity="info"
        icon={<CloudOff fontSize="inherit" />}
        role="status"
        sx={{ borderRadius: 0, justifyContent: 'center' }}
      >
        {text}
      </Alert>
    </MuiThemeScope>
  );
}
