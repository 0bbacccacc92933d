// The verify dialog against a stand-in API: the number, then the code; the
// API's refusals shown in the dialog with what was typed kept; on success the
// session reloaded and the caller told.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHONE_TEXTS } from '@contract/phone';
import type { PhoneStatus } from '@contract/phone-wire';
import { fakeApi, refusal, type FakeRequest } from '@/testing/fake-api';
import { renderWithApp, testUser } from '@/testing/test-utils';
import { EMULATOR_RECAPTCHA_TOKEN } from '../api/recaptcha';
import PhoneVerifyDialog, {
  codeSentText,
  PHONE_DIALOG_TITLE,
  PHONE_VERIFIED,
} from './phone-verify-dialog';

const pending: PhoneStatus = {
  verified: false,
  ending: null,
  pending: { ending: '34', expiresAt: '2026-11-29T18:00:00.000Z' },
};
const verified: PhoneStatus = { verified: true, ending: '34', pending: null };

function renderDialog(answer: (request: FakeRequest) => ReturnType<Parameters<typeof fakeApi>[0]>) {
  const requests = fakeApi(answer);
  const reloadUser = vi.fn(async () => {});
  const onVerified = vi.fn();
  const onClose = vi.fn();
  renderWithApp(<PhoneVerifyDialog open onClose={onClose} onVerified={onVerified} />, {
    session: { user: { ...testUser, phoneVerified: false }, loading: false, reloadUser },
    withToaster: true,
  });
  const dialog = within(screen.getByRole('dialog', { name: PHONE_DIALOG_TITLE }));
  return { requests, reloadUser, onVerified, onClose, dialog };
}

async function sendCode(dialog: ReturnType<typeof renderDialog>['dialog'], number: string) {
  await userEvent.type(dialog.getByLabelText('Mobile number'), number);
  await userEvent.click(dialog.getByRole('button', { name: 'Send code' }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PhoneVerifyDialog', () => {
  it('when a number is sent, then it goes as typed with the emulator’s reCAPTCHA token, and the code step names its last two digits', async () => {
    const { requests, dialog } = renderDialog((r) =>
      r.method === 'POST' && r.path === '/users/me/phone/code' ? { body: pending } : undefined,
    );
    expect(dialog.getByLabelText('Mobile number')).toHaveAccessibleDescription(
      'With country code, e.g. +1 415 555 0134. Never shown to anyone.',
    );
    await sendCode(dialog, '+1 415 555 0134');

    expect(await dialog.findByText(codeSentText('34'))).toBeInTheDocument();
    expect(codeSentText('34')).toBe('Enter the 6-digit code we sent to the number ending in 34.');
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/users/me/phone/code',
        body: { phoneNumber: '+1 415 555 0134', recaptchaToken: EMULATOR_RECAPTCHA_TOKEN },
      },
    ]);
    expect(EMULATOR_RECAPTCHA_TOKEN).toBe('emulator');
    const code = dialog.getByLabelText('Code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('when the number is not one or the API refuses it, then the dialog says why and keeps the number; nothing is sent for a malformed one', async () => {
    const { requests, dialog } = renderDialog(() => refusal(409, PHONE_TEXTS.unavailable));
    await sendCode(dialog, '415 555');
    expect(await dialog.findByRole('alert')).toHaveTextContent(PHONE_TEXTS.invalidNumber);
    expect(requests).toEqual([]);

    await userEvent.clear(dialog.getByLabelText('Mobile number'));
    await sendCode(dialog, '+44 7700 900123');
    await waitFor(() =>
      expect(dialog.getByRole('alert')).toHaveTextContent(PHONE_TEXTS.unavailable),
    );
    expect(requests).toHaveLength(1);
    expect(dialog.getByLabelText('Mobile number')).toHaveValue('+44 7700 900123');
  });

  it('when the code is wrong, then the API’s message shows in the dialog and the code typed stays', async () => {
    const { requests, reloadUser, onVerified, dialog } = renderDialog((r) =>
      r.path === '/users/me/phone/code' ? { body: pending } : refusal(400, PHONE_TEXTS.wrongCode),
    );
    await sendCode(dialog, '+1 415 555 0134');
    await userEvent.type(await dialog.findByLabelText('Code'), '123456');
    await userEvent.click(dialog.getByRole('button', { name: 'Verify' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(PHONE_TEXTS.wrongCode);
    expect(dialog.getByLabelText('Code')).toHaveValue('123456');
    expect(requests.at(-1)).toEqual({
      method: 'POST',
      path: '/users/me/phone/verify',
      body: { code: '123456' },
    });
    expect(reloadUser).not.toHaveBeenCalled();
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('when the right code is entered, then "Phone verified" shows, the session is reloaded and the caller told', async () => {
    const { reloadUser, onVerified, onClose, dialog } = renderDialog((r) =>
      r.path === '/users/me/phone/code' ? { body: pending } : { body: verified },
    );
    await sendCode(dialog, '+1 415 555 0134');
    await userEvent.type(await dialog.findByLabelText('Code'), '654321');
    await userEvent.click(dialog.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText(PHONE_VERIFIED)).toBeInTheDocument();
    await waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
    expect(reloadUser).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalled();
    // Reloaded before the caller goes on: what it does next sees the verified phone.
    expect(reloadUser.mock.invocationCallOrder[0]!).toBeLessThan(
      onVerified.mock.invocationCallOrder[0]!,
    );
  });

  it('when the member asks for a new code or another number, then the code is sent again or the number comes back to edit', async () => {
    const { requests, dialog } = renderDialog(() => ({ body: pending }));
    await sendCode(dialog, '+1 415 555 0134');
    await userEvent.click(await dialog.findByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]!.body).toEqual(requests[0]!.body);

    await userEvent.click(dialog.getByRole('button', { name: 'Use another number' }));
    expect(dialog.getByLabelText('Mobile number')).toHaveValue('+1 415 555 0134');
  });
});
