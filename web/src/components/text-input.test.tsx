import TextField from '@mui/material/TextField';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextInput } from './text-input';

describe('TextInput', () => {
  it('when it has a label and a helper text, then the input is named and described by them, and takes typing', async () => {
    render(<TextInput label="Email" helperText="We never show it." required fullWidth />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('We never show it.');
    await userEvent.type(input, 'ann@example.com');
    expect(input).toHaveValue('ann@example.com');
  });

  it('when it is in error, then the input says so, and an adornment sits beside it', () => {
    render(
      <TextInput
        label="Password"
        type="password"
        error
        helperText="Too short."
        slotProps={{ input: { endAdornment: <button type="button">Show password</button> } }}
      />,
    );
    const input = screen.getByLabelText(/^Password/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAccessibleDescription('Too short.');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  });

  it('when its label is told to stay above the field, then its markup is TextField’s', () => {
    // All but the root's Emotion class (TextField's root is FormControl styled
    // again under another label, with no styles of its own) and useId's ids.
    const markup = (container: HTMLElement) =>
      container.innerHTML
        .replace(/css-\w+-MuiFormControl-root(-MuiTextField-root)?/, 'ROOT')
        .replace(/_r_\w+_/g, 'ID');
    const props = {
      label: 'Move in by',
      name: 'moveInBy',
      type: 'date',
      value: '',
      onChange: () => {},
      slotProps: { inputLabel: { shrink: true } },
    };
    const ours = render(<TextInput {...props} />).container;
    const theirs = render(<TextField {...props} />).container;
    expect(markup(ours)).toBe(markup(theirs));
  });
});
