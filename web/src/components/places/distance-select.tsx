// "Within": how far from the chosen place a search reaches, one of the
// distances the API takes (NEAR_KM, contract/near.ts).
import type { SxProps, Theme } from '@mui/material/styles';
import { NEAR_KM, type NearKm } from '@contract/near';
import { SelectInput } from '@/components/select-input';

type Props = {
  label?: string;
  name?: string;
  value: NearKm;
  onChange: (km: NearKm) => void;
  sx?: SxProps<Theme>;
};

export function DistanceSelect({ label = 'Within', name, value, onChange, sx }: Props) {
  return (
    <SelectInput
      label={label}
      name={name}
      value={String(value)}
      onChange={(event) => {
        const km = NEAR_KM.find((choice) => String(choice) === event.target.value);
        if (km !== undefined) onChange(km);
      }}
      sx={sx}
    >
      {NEAR_KM.map((km) => (
        <option key={km} value={km}>
          {km} km
        </option>
      ))}
    </SelectInput>
  );
}
