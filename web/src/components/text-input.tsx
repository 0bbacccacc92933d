// Material UI's TextField (outlined) without its `select` mode, for forms with
// no drop-down. TextField imports Select, and with it the menu, popover, modal
// and their transitions: 19 KB gzip that the sign-in pages downloaded and
// evaluated before they could respond, for a mode they never use. The same
// parts, markup and props (those the forms use), composed as TextField does.
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ReactNode, type Ref } from 'react';

export type TextInputProps = {
  label?: ReactNode;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  fullWidth?: boolean;
  disabled?: boolean;
  id?: string;
  name?: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  placeholder?: string;
  value?: unknown;
  defaultValue?: unknown;
  inputRef?: Ref<HTMLInputElement>;
  onChange?: OutlinedInputProps['onChange'];
  onBlur?: OutlinedInputProps['onBlur'];
  /**
   * As TextField's: `input` for the OutlinedInput (an adornment), `htmlInput` for the `<input>`,
   * `formHelperText` for the helper (a `div` when it holds a list).
   */
  slotProps?: {
    input?: Partial<OutlinedInputProps>;
    htmlInput?: OutlinedInputProps['inputProps'];
    /** `shrink`: the label stays above the field (a date, or a label wider than the field). */
    inputLabel?: { shrink?: boolean };
    formHelperText?: { component?: 'p' | 'div' };
  };
  sx?: SxProps<Theme>;
};

export function TextInput({
  label,
  helperText,
  error,
  required,
  fullWidth,
  disabled,
  id: idOverride,
  slotProps,
  sx,
  ...input
}: TextInputProps) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const hasLabel = label != null && label !== '';
  const shrink = slotProps?.inputLabel?.shrink;
  return (
    <FormControl
      className="MuiTextField-root"
      variant="outlined"
      error={error}
      required={required}
      fullWidth={fullWidth}
      disabled={disabled}
      sx={sx}
    >
      {hasLabel && (
        <InputLabel htmlFor={id} id={`${id}-label`} shrink={shrink}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        {...input}
        id={id}
        label={hasLabel ? label : undefined}
        // As TextField: a label told where to sit tells the outline's notch too.
        {...(shrink !== undefined && { notched: shrink })}
        fullWidth={fullWidth}
        aria-describedby={helperTextId}
        inputProps={slotProps?.htmlInput}
        {...slotProps?.input}
      />
      {helperText && (
        <FormHelperText id={helperTextId} {...slotProps?.formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
