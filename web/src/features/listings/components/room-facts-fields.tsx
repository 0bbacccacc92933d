import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  BATHROOM_LABELS,
  BATHROOMS,
  BILLS,
  BILLS_LABELS,
  FACT_LIMITS,
  FURNISHING_LABELS,
  FURNISHINGS,
  NO_MAXIMUM,
} from '@contract/listing-facts';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { lastMoveInDay, type FactsFormValues } from '../facts-schema';
import type { ListingFormValues } from '../schemas';
import { FormToggle } from '@/components/form-toggle';
import { RadioChoice } from '@/components/radio-choice';

type Props = {
  control: Control<ListingFormValues>;
  register: UseFormRegister<ListingFormValues>;
  errors: FieldErrors<ListingFormValues>;
};

const { stayMonths, household, age, whoLivesHere } = FACT_LIMITS;
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
const monthsLabel = (n: number) => `${n} ${n === 1 ? 'month' : 'months'}`;
const twoColumns = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
} as const;
const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;
const amountInput = { htmlInput: { min: 0, step: 1, inputMode: 'decimal' } } as const;

/** The "Room facts" part of the listing form: move-in, stay, costs, the room and who lives there. */
export function RoomFactsFields({ control, register, errors }: Props) {
  const bills = useWatch({ control, name: 'facts.bills' });
  const householdSize = useWatch({ control, name: 'facts.householdSize' });
  const who = useWatch({ control, name: 'facts.whoLivesHere' });

  // react-hook-form's `register` for a fact, adapted to MUI's TextField (as
  // lib/form-field-props, for a nested name): the error, else the help.
  const withHelp = (name: keyof FactsFormValues, help?: string) => {
    const { ref, ...rest } = register(`facts.${name}`);
    const message = errors.facts?.[name]?.message;
    return { ...rest, inputRef: ref, error: Boolean(message), helperText: message ?? help };
  };

  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 2.5 }}
    >
      <Typography component="legend" variant="h6" sx={{ mb: 1.5, p: 0 }}>
        Room facts
      </Typography>
      <Box sx={twoColumns}>
        <TextField
          {...withHelp('availableFrom', 'The first day the room is free.')}
          label="Available from"
          type="date"
          required
          fullWidth
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: lastMoveInDay() } }}
        />
        <TextField
          {...withHelp('deposit', 'Enter 0 if there is none.')}
          label="Deposit ($)"
          type="number"
          required
          fullWidth
          slotProps={amountInput}
        />
        <TextField
          {...withHelp('minStayMonths')}
          select
          label="Minimum stay"
          required
          fullWidth
          slotProps={nativeSelect}
        >
          {range(stayMonths.min, stayMonths.max).map((n) => (
            <option key={n} value={String(n)}>
              {monthsLabel(n)}
            </option>
          ))}
        </TextField>
        <TextField
          {...withHelp('maxStayMonths')}
          select
          label="Maximum stay"
          required
          fullWidth
          slotProps={nativeSelect}
        >
          <option value="">{NO_MAXIMUM}</option>
          {range(stayMonths.min, stayMonths.max).map((n) => (
            <option key={n} value={String(n)}>
              {monthsLabel(n)}
            </option>
          ))}
        </TextField>
      </Box>
      <RadioChoice
        control={control}
        name="facts.bills"
        legend="Bills"
        values={BILLS}
        labels={BILLS_LABELS}
        required
      />
      {/* Only bills not all included have an estimate. */}
      {bills !== 'yes' && (
        <TextField
          {...withHelp('billsEstimate', 'About how much the bills come to each month.')}
          label="Monthly bills estimate ($, optional)"
          type="number"
          fullWidth
          slotProps={amountInput}
        />
      )}
      <RadioChoice
        control={control}
        name="facts.furnishing"
        legend="Furnishing"
        values={FURNISHINGS}
        labels={FURNISHING_LABELS}
        required
      />
      <RadioChoice
        control={control}
        name="facts.bathroom"
        legend="Bathroom"
        values={BATHROOMS}
        labels={BATHROOM_LABELS}
        required
      />
      <TextField
        {...withHelp('householdSize', 'Not counting the new flatmate.')}
        select
        label="People living there now"
        required
        fullWidth
        slotProps={nativeSelect}
      >
        {range(household.min, household.max).map((n) => (
          <option key={n} value={String(n)}>
            {n}
          </option>
        ))}
      </TextField>
      {/* Ages only for people who live there. */}
      {Number(householdSize) > 0 && (
        <Box sx={twoColumns}>
          <TextField
            {...withHelp('householdAgeMin', 'Give both ages, or neither.')}
            label="Youngest age (optional)"
            type="number"
            fullWidth
            slotProps={{ htmlInput: { min: age.min, max: age.max, step: 1, inputMode: 'numeric' } }}
          />
          <TextField
            {...withHelp('householdAgeMax', 'Give both ages, or neither.')}
            label="Oldest age (optional)"
            type="number"
            fullWidth
            slotProps={{ htmlInput: { min: age.min, max: age.max, step: 1, inputMode: 'numeric' } }}
          />
        </Box>
      )}
      <FormToggle control={control} name="facts.couplesWelcome" label="Couples welcome" />
      <TextField
        {...withHelp('whoLivesHere', `${who.length}/${whoLivesHere} characters`)}
        label="Who lives here (optional)"
        placeholder="Who they are, what they do, what a usual evening at home looks like…"
        fullWidth
        multiline
        minRows={3}
      />
    </Box>
  );
}
