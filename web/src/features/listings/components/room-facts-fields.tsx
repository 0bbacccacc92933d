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
import { AmountField, FieldPair, NativeSelectField } from '@/components/form-fields';
import { FormToggle } from '@/components/form-toggle';
import { RadioChoice } from '@/components/radio-choice';
import { fieldProps } from '@/lib/form-field-props';

type Props = {
  control: Control<ListingFormValues>;
  register: UseFormRegister<ListingFormValues>;
  errors: FieldErrors<ListingFormValues>;
};

const { stayMonths, household, age, whoLivesHere } = FACT_LIMITS;
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
const monthsLabel = (n: number) => `${n} ${n === 1 ? 'month' : 'months'}`;
const stays = range(stayMonths.min, stayMonths.max);
const ageInput = {
  htmlInput: { min: age.min, max: age.max, step: 1, inputMode: 'numeric' },
} as const;

/** The "Room facts" part of the listing form: move-in, stay, costs, the room and who lives there. */
export function RoomFactsFields({ control, register, errors }: Props) {
  const bills = useWatch({ control, name: 'facts.bills' });
  const householdSize = useWatch({ control, name: 'facts.householdSize' });
  const who = useWatch({ control, name: 'facts.whoLivesHere' });

  const withHelp = (name: keyof FactsFormValues, help?: string) =>
    fieldProps(register, errors, `facts.${name}`, help);
  const stayField = (name: 'minStayMonths' | 'maxStayMonths', label: string, none?: string) => (
    <NativeSelectField
      {...withHelp(name)}
      label={label}
      required
      none={none}
      options={stays}
      optionLabel={monthsLabel}
    />
  );
  const ageField = (name: 'householdAgeMin' | 'householdAgeMax', label: string) => (
    <TextField
      {...withHelp(name, 'Give both ages, or neither.')}
      label={label}
      type="number"
      fullWidth
      slotProps={ageInput}
    />
  );

  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 2.5 }}
    >
      <Typography component="legend" variant="h6" sx={{ mb: 1.5, p: 0 }}>
        Room facts
      </Typography>
      <FieldPair>
        <TextField
          {...withHelp('availableFrom', 'The first day the room is free.')}
          label="Available from"
          type="date"
          required
          fullWidth
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: lastMoveInDay() } }}
        />
        <AmountField
          {...withHelp('deposit', 'Enter 0 if there is none.')}
          label="Deposit ($)"
          required
        />
        {stayField('minStayMonths', 'Minimum stay')}
        {stayField('maxStayMonths', 'Maximum stay', NO_MAXIMUM)}
      </FieldPair>
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
        <AmountField
          {...withHelp('billsEstimate', 'About how much the bills come to each month.')}
          label="Monthly bills estimate ($, optional)"
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
      <NativeSelectField
        {...withHelp('householdSize', 'Not counting the new flatmate.')}
        label="People living there now"
        required
        options={range(household.min, household.max)}
      />
      {/* Ages only for people who live there. */}
      {Number(householdSize) > 0 && (
        <FieldPair>
          {ageField('householdAgeMin', 'Youngest age (optional)')}
          {ageField('householdAgeMax', 'Oldest age (optional)')}
        </FieldPair>
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
