import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';
import { MuiThemeScope } from '@/app/theme/lazy-mui-theme-scope';

/** The update prompt's look (update-prompt.tsx): "… — Reload", until the member reloads or closes it. */
export default function UpdateSnackbar({
  message,
  onReload,
}: {
  message: string;
  onReload: () => void;
}) {
  const [open, setOpen] = useState(true);
  const [reloading, setReloading] = useState(false);
  return (
    <MuiThemeScope>
      <Snackbar
        open={open}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        message={`${message} —`}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setOpen(false);
        }}
        action={
          <Button
            color="inherit"
            size="small"
            loading={reloading}
            onClick={() => {
              setReloading(true);
              onReload();
            }}
          >
            Reload
          </Button>
        }
      />
    </MuiThemeScope>
  );
}
