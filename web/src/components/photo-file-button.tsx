// "Add photos": a button that opens the file picker (on a phone, the photo
// library or the camera). The input is inside its label, visually hidden but
// focusable, so the keyboard reaches it and the button shows its focus; the
// label itself is neither a button to assistive technology nor focusable
// (an interactive control inside another is one control too many).
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import Button from '@mui/material/Button';
import { visuallyHidden } from '@/lib/visually-hidden';
import { PHOTO_ACCEPT } from '@/lib/photo-upload';

type Props = {
  label: string;
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  /** The id of the text that says what it takes. */
  describedBy?: string;
  /** Several files at once (a listing's photos); off for one (a profile photo). */
  multiple?: boolean;
};

export function PhotoFileButton({ label, onFiles, disabled, describedBy, multiple = true }: Props) {
  return (
    <Button
      component="label"
      role={undefined}
      tabIndex={-1}
      variant="contained"
      startIcon={<AddPhotoAlternateOutlined />}
      disabled={disabled}
      sx={{
        flexShrink: 0,
        '&:has(input:focus-visible)': { outline: '3px solid', outlineOffset: 2 },
      }}
    >
      {label}
      <input
        type="file"
        multiple={multiple}
        accept={PHOTO_ACCEPT}
        disabled={disabled}
        aria-describedby={describedBy}
        style={visuallyHidden}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // The same file can be chosen again after it was removed.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </Button>
  );
}
