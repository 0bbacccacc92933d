import TextField from '@mui/material/TextField';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SelectInput } from './select-input';

// Everything but the root's Emotion class (TextField's root is FormControl
// styled again with no styles of its own, under another label), NativeSelect's
// own root class and useId's ids.
const markup = (container: HTMLElement) =>
  container.innerHTML
    .replace(/css-\w+-MuiFormControl-root(-MuiTextField-root)?/, 'ROOT')
    .replace(/\s?MuiNativeSelect-root/g, '')
    .replace(/_r_\w+_/g, 'ID');

const OPTIONS = (
  <>
    <option value="">Any</option>
    <option value="6">6 months or more</option>
  </>
);

function Picker() {
  const [value, setValue] = useState('');
  return (
    <SelectInput label="Stay" name="stay" value={value} onChange={(e) => setValue(e.target.value)}>
      {OPTIONS}
    </SelectInput>
  );
}

describe('SelectInput', () => {
  it('when rendered, then its markup is TextField’s in native select mode with its label above', () => {
    const ours = render(
      <SelectInput label="Stay" name="stay" value="" onChange={() => {}}>
        {OPTIONS}
      </SelectInput>,
    ).container;
    const theirs = render(
      <TextField
        select
        label="Stay"
        name="stay"
        value=""
        onChange={() => {}}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {OPTIONS}
      </TextField>,
    ).container;
    expect(markup(ours)).toBe(markup(theirs));
  });

  it('when an option is chosen, then the select is named by its label and takes it', async () => {
    render(<Picker />);
    const select = screen.getByRole('combobox', { name: 'Stay' });
    await userEvent.selectOptions(select, '6');
    expect(select).toHaveValue('6');
  });
});
