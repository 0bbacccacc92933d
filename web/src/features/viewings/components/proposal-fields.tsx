// The times, the kind of viewing and a note: the propose dialog's fields, and
// the decline dialog's "Suggest other times". Plain date and time inputs (the
// browser's own pickers), no date-picker library: they weigh nothing.
import { localDay } from '@/lib/local-day';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import {
  VIEWING_LIMITS,
  VIEWING_MODE_LABELS,
  VIEWING_MODES,
  type ViewingMode,
} from '@contract/viewings';
import { lengthLabel, zoneLabel } from '../utils/format';
import {
  emptySlot,
  lastDay,
  SLOT_LENGTHS,
  type ProposalDraft,
  type ProposalErrors,
  type SlotDraft,
} from '../utils/proposal';

type Props = {
  draft: ProposalDraft;
  onChange: (draft: ProposalDraft) => void;
  errors: ProposalErrors | null;
  timeZone: string;
  disabled?: boolean;
};

export const ADD_SLOT = 'Add another time';

export function ProposalFields({ draft, onChange, errors, timeZone, disabled }: Props) {
  const id = useId();
  const now = new Date();
  const setSlot = (key: number, change: Partial<SlotDraft>) =>
    onChange({
      ...draft,
      slots: draft.slots.map((slot) => (slot.key === key ? { ...slot, ...change } : slot)),
    });
  const removeSlot = (key: number) =>
    onChange({ ...draft, slots: draft.slots.filter((slot) => slot.key !== key) });
  const addSlot = () => onChange({ ...draft, slots: [...draft.slots, emptySlot()] });

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        Times are in your time zone ({zoneLabel(timeZone)}).
      </Typography>
      {draft.slots.map((slot, i) => {
        const error = errors?.slots[i] ?? null;
        const label = `Time ${i + 1}`;
        return (
          <Box
            key={slot.key}
            component="fieldset"
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, m: 0, px: 1.5, pb: 1.5 }}
          >
            <Box component="legend" sx={{ px: 0.5, typography: 'body2' }}>
              {label}
            </Box>
            <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
              <TextField
                type="date"
                label="Date"
                size="small"
                value={slot.date}
                onChange={(e) => setSlot(slot.key, { date: e.target.value })}
                error={Boolean(error)}
                helperText={error ?? undefined}
                disabled={disabled}
                required
                sx={{ flex: '1 1 150px' }}
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput: { min: localDay(now), max: localDay(lastDay(now)) },
                }}
              />
              <TextField
                type="time"
                label="Start time"
                size="small"
                value={slot.time}
                onChange={(e) => setSlot(slot.key, { time: e.target.value })}
                error={Boolean(error)}
                disabled={disabled}
                required
                sx={{ flex: '1 1 110px' }}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 900 } }}
              />
              <TextField
                select
                label="Length"
                size="small"
                value={slot.minutes}
                onChange={(e) => setSlot(slot.key, { minutes: Number(e.target.value) })}
                disabled={disabled}
                sx={{ flex: '1 1 150px' }}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                {SLOT_LENGTHS.map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {lengthLabel(minutes)}
                  </option>
                ))}
              </TextField>
              {draft.slots.length > 1 && (
                <IconButton
                  aria-label={`Remove time ${i + 1}`}
                  onClick={() => removeSlot(slot.key)}
                  disabled={disabled}
                >
                  <DeleteOutline />
                </IconButton>
              )}
            </Box>
          </Box>
        );
      })}
      {draft.slots.length < VIEWING_LIMITS.slotsMax && (
        <Button
          startIcon={<AddIcon />}
          onClick={addSlot}
          disabled={disabled}
          sx={{ justifySelf: 'start' }}
        >
          {ADD_SLOT}
        </Button>
      )}
      <FormControl disabled={disabled}>
        <FormLabel id={`${id}-mode`}>How</FormLabel>
        <RadioGroup
          row
          aria-labelledby={`${id}-mode`}
          value={draft.mode}
          onChange={(e) => onChange({ ...draft, mode: e.target.value as ViewingMode })}
        >
          {VIEWING_MODES.map((mode) => (
            <FormControlLabel
              key={mode}
              value={mode}
              control={<Radio />}
              label={VIEWING_MODE_LABELS[mode]}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {draft.mode === 'video' && (
        <TextField
          type="url"
          label="Video call link"
          placeholder="https://"
          value={draft.videoLink}
          onChange={(e) => onChange({ ...draft, videoLink: e.target.value })}
          error={Boolean(errors?.videoLink)}
          helperText={errors?.videoLink ?? 'Shared once the viewing is confirmed.'}
          disabled={disabled}
          required
          slotProps={{ htmlInput: { maxLength: VIEWING_LIMITS.videoLink } }}
        />
      )}
      <TextField
        label="Note (optional)"
        multiline
        minRows={2}
        value={draft.note}
        onChange={(e) => onChange({ ...draft, note: e.target.value })}
        disabled={disabled}
        slotProps={{ htmlInput: { maxLength: VIEWING_LIMITS.note } }}
      />
    </Box>
  );
}
