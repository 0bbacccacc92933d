// The fields the ad forms (a listing's, a Room wanted ad's, the older
// client's) lay out alike: two side by side, a choice among a fixed few, an
// amount of money.
import Box from '@mui/material/Box';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';

/** Two fields side by side, from small screens up. */
export function FieldPair({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {children}
    </Box>
  );
}

type SelectProps<V extends string | number> = Omit<TextFieldProps, 'select' | 'children'> & {
  options: readonly V[];
  /** Each option's words (the value itself where left out). */
  optionLabel?: (value: V) => string;
  /** The first option's words, whose value is '' (no choice). */
  none?: string;
};

/** MUI's TextField in its native select mode (label above): each value an option. */
export function NativeSelectField<V extends string | number>({
  options,
  optionLabel,
  none,
  ...field
}: SelectProps<V>) {
  return (
    <TextField
      {...field}
      select
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {none !== undefined && <option value="">{none}</option>}
      {options.map((value) => (
        <option key={value} value={String(value)}>
          {optionLabel?.(value) ?? value}
        </option>
      ))}
    </TextField>
  );
}

/** Whole dollars from `min` up, with the phone's decimal keypad. */
type AmountProps = Omit<TextFieldProps, 'type' | 'slotProps'> & { min?: number | string };

export function AmountField({ min = 0, ...field }: AmountProps) {
  return (
    <TextField
      {...field}
      type="number"
      fullWidth
      slotProps={{ htmlInput: { min, step: 1, inputMode: 'decimal' } }}
    />
  );
}
