import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/test-utils';
import type { ProfileValues } from '../schemas';
import { EMAIL_SETTINGS_OFF_HINT } from './email-settings';
import { ProfileForm } from './profile-form';

const values: ProfileValues = {
  displayName: 'Ada Lovelace',
  phoneNumber: '+44 20 7946 0000',
  bio: 'Mathematician.',
  photoURL: '',
  preferences: { notifications: true, emailUpdates: false },
  emailPreferences: { messages: true, alerts: 'daily', listings: false },
  lifestyle: ['quiet'],
};

function renderForm(checkImageUrl = vi.fn(async () => true)) {
  const onSave = vi.fn(async () => {});
  const onCancel = vi.fn();
  renderWithApp(
    <ProfileForm
      defaultValues={values}
      onSave={onSave}
      onCancel={onCancel}
      checkImageUrl={checkImageUrl}
    />,
    { path: '/profile' },
  );
  return { onSave, onCancel, checkImageUrl };
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

describe('ProfileForm', () => {
  it('when it opens, then every field is labelled and filled with the profile', () => {
    renderForm();
    expect(screen.getByLabelText(/^Display name/)).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText(/^Phone number/)).toHaveValue('+44 20 7946 0000');
    expect(screen.getByLabelText(/^Bio/)).toHaveValue('Mathematician.');
    expect(screen.getByLabelText(/^Photo URL/)).toHaveValue('');
    expect(screen.getByRole('switch', { name: 'Notifications' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'E-mail updates' })).not.toBeChecked();
  });

  it('when it opens, then each general switch says what it controls, and every label writes e-mail one way', () => {
    renderForm();
    expect(screen.getByRole('switch', { name: 'Notifications' })).toHaveAccessibleDescription(
      'The bell rings when a new listing or Room wanted ad matches your saved searches, listings or ads. Off, matches are still listed under Notifications, marked read.',
    );
    expect(screen.getByRole('switch', { name: 'E-mail updates' })).toHaveAccessibleDescription(
      'Off, Roomly sends you no e-mail except notices about your account.',
    );
    const form = screen.getByRole('form', { name: 'Edit profile' });
    expect(form).not.toHaveTextContent(/\bemails?\b/i);
  });

  it('when Cancel is clicked, then nothing is saved', async () => {
    const { onSave, onCancel } = renderForm();
    await userEvent.type(screen.getByLabelText(/^Bio/), ' Changed.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('when the display name is emptied, then it is required', async () => {
    const { onSave } = renderForm();
    await userEvent.clear(screen.getByLabelText(/^Display name/));
    await save();
    expect(await screen.findByText('Display name is required')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('when the photo URL is not an image, then it asks for a valid image URL', async () => {
    const { onSave, checkImageUrl } = renderForm(vi.fn(async () => false));
    await userEvent.type(screen.getByLabelText(/^Photo URL/), 'https://example.com/index.html');
    await save();
    expect(await screen.findByText('Please provide a valid image URL')).toBeInTheDocument();
    expect(checkImageUrl).toHaveBeenCalledWith('https://example.com/index.html');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('when saved, then the trimmed values and the switched preferences are handed over', async () => {
    const { onSave } = renderForm();
    await userEvent.clear(screen.getByLabelText(/^Bio/));
    await userEvent.type(screen.getByLabelText(/^Bio/), '  Poet of science.  ');
    await userEvent.type(screen.getByLabelText(/^Photo URL/), 'https://example.com/ada.png');
    await userEvent.click(screen.getByRole('switch', { name: 'Notifications' }));
    await userEvent.click(screen.getByRole('switch', { name: 'E-mail updates' }));
    await save();
    expect(onSave).toHaveBeenCalledWith({
      displayName: 'Ada Lovelace',
      phoneNumber: '+44 20 7946 0000',
      bio: 'Poet of science.',
      photoURL: 'https://example.com/ada.png',
      preferences: { notifications: false, emailUpdates: true },
      emailPreferences: { messages: true, alerts: 'daily', listings: false },
      lifestyle: ['quiet'],
    });
  });

  it('when it opens, then each kind of e-mail has its control, showing the saved choice', () => {
    renderForm();
    expect(screen.getByRole('switch', { name: 'Message e-mails' })).toBeChecked();
    const alerts = screen.getByRole('radiogroup', { name: 'Alert e-mails' });
    expect(within(alerts).getByRole('radio', { name: 'Daily digest' })).toBeChecked();
    expect(within(alerts).getByRole('radio', { name: 'As they happen' })).not.toBeChecked();
    expect(within(alerts).getByRole('radio', { name: 'Off' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Listing reminders' })).not.toBeChecked();
  });

  it('when E-mail updates is off, then the e-mail controls are disabled with a hint, and turning it on enables them', async () => {
    renderForm();
    const controls = () => [
      screen.getByRole('switch', { name: 'Message e-mails' }),
      ...screen.getAllByRole('radio'),
      screen.getByRole('switch', { name: 'Listing reminders' }),
    ];
    for (const control of controls()) expect(control).toBeDisabled();
    expect(screen.getByRole('group', { name: 'E-mails' })).toHaveAccessibleDescription(
      EMAIL_SETTINGS_OFF_HINT,
    );
    await userEvent.click(screen.getByRole('switch', { name: 'E-mail updates' }));
    for (const control of controls()) expect(control).toBeEnabled();
    expect(screen.queryByText(EMAIL_SETTINGS_OFF_HINT)).not.toBeInTheDocument();
  });

  it('when the e-mail choices are changed and saved, then every kind is handed over', async () => {
    const { onSave } = renderForm();
    await userEvent.click(screen.getByRole('switch', { name: 'E-mail updates' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Message e-mails' }));
    await userEvent.click(screen.getByRole('radio', { name: 'As they happen' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Listing reminders' }));
    await save();
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        preferences: { notifications: true, emailUpdates: true },
        emailPreferences: { messages: false, alerts: 'instant', listings: true },
      }),
    );
  });

  it('when lifestyle chips are toggled, then "My lifestyle" is saved in the fixed order', async () => {
    const { onSave } = renderForm();
    const chip = (name: string) => screen.getByRole('button', { name });
    expect(chip('Quiet Environment')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('Pets Allowed')).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(chip('Social Environment'));
    await userEvent.click(chip('Pets Allowed'));
    await userEvent.click(chip('Quiet Environment'));
    expect(chip('Quiet Environment')).toHaveAttribute('aria-pressed', 'false');
    await save();
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ lifestyle: ['pets', 'social'] }));
  });

  it('when the phone number has letters, then it says so', async () => {
    renderForm();
    await userEvent.clear(screen.getByLabelText(/^Phone number/));
    await userEvent.type(screen.getByLabelText(/^Phone number/), 'call me');
    await save();
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
  });
});
