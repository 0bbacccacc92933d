// Material UI's TextField in its native `select` mode (outlined, label above),
// without Select. TextField imports Select, and Select its own drop-down for the
// non-native mode: the menu, popover, modal and their transitions, 20 KB gzip a
// page of native selects downloads and never runs. The same parts and markup,
// composed as TextField and Select compose them for `select native`.
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ChangeEvent, type ReactNode } from 'react';

type Props = {
  label: string;
  name?: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  /** The `<option>`s. */
  children: ReactNode;
  sx?: SxProps<Theme>;
};

export function SelectInput({ label, name, value, onChange, children, sx }: Props) {
  const id = useId();
  return (
    <FormControl className="MuiTextField-root" variant="outlined" sx={sx}>
      <InputLabel htmlFor={id} id={`${id}-label`} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        name={name}
        value={value}
        onChange={onChange}
        className="MuiSelect-root"
        input={<OutlinedInput notched label={label} />}
      >
        {children}
      </NativeSelect>
    </FormControl>
  );
}
