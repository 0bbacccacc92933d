// The phone gate and the gated save, on their own: who is told, what a save
// does without a phone, and the API's refusal for want of one.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHONE_TEXTS } from '@contract/phone';
import { ApiError } from '@/lib/api-client';
import { renderWithApp, testUser } from '@/testing/test-utils';
import { usePhoneGatedSave } from '@/lib/phone-verification';
import { PHONE_GATE_TEXTS, PhoneGate } from './phone-gate';

// The phone feature's dialog (features/phone), which the provider opens.
const VERIFY_DIALOG = 'Verify your phone number';

function SaveButton({ save }: { save: (input: string) => Promise<unknown> }) {
  const gated = usePhoneGatedSave(save);
  return <button onClick={() => void gated('typed').catch(() => {})}>Save</button>;
}

const session = (phoneVerified: boolean) => ({
  user: { ...testUser, phoneVerified },
  loading: false,
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PhoneGate', () => {
  it('when a member has no verified phone, then it says what the action needs and offers Verify phone; with one, with an e-mail to verify first, or signed out, nothing', async () => {
    const { unmount } = renderWithApp(<PhoneGate action="wantedAd" />, { session: session(false) });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'To post a Room wanted ad, verify your phone number. Roomly never shows it to anyone.',
    );
    expect(PHONE_GATE_TEXTS.message).toBe('To start a conversation, verify your phone number.');
    await userEvent.click(screen.getByRole('button', { name: 'Verify phone' }));
    expect(await screen.findByRole('dialog', { name: VERIFY_DIALOG })).toBeInTheDocument();
    unmount();

    const verified = renderWithApp(<PhoneGate action="listing" />, { session: session(true) });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    verified.unmount();
    // The e-mail comes first: the API (and the phone routes) refuse for it until then.
    const emailFirst = renderWithApp(<PhoneGate action="listing" />, {
      session: {
        user: { ...testUser, emailVerified: false, phoneVerified: false },
        loading: false,
      },
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    emailFirst.unmount();
    renderWithApp(<PhoneGate action="listing" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('usePhoneGatedSave', () => {
  it('when a member without a phone saves, then the verify dialog opens and nothing is saved', async () => {
    const save = vi.fn(async () => {});
    renderWithApp(<SaveButton save={save} />, { session: session(false) });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: VERIFY_DIALOG })).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('when the API still refuses for want of a phone, then the verify dialog opens', async () => {
    const save = vi.fn(async (_input: string) => {
      throw new ApiError(PHONE_TEXTS.required, 403);
    });
    renderWithApp(<SaveButton save={save} />, { session: session(true) });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledWith('typed');
    expect(await screen.findByRole('dialog', { name: VERIFY_DIALOG })).toBeInTheDocument();
  });
});
