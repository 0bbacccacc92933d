// The profile's verified phone section against a stand-in API: without a
// number, why and the button; with one, its last two digits, change and
// remove (asked first).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PhoneStatus } from '@contract/phone-wire';
import { fakeApi } from '@/testing/fake-api';
import { renderWithApp, testUser } from '@/testing/test-utils';
import {
  PHONE_SECTION_TITLE,
  PHONE_WHY,
  phoneVerifiedText,
  PhoneSection,
  REMOVE_PHONE_TEXT,
  REMOVE_PHONE_TITLE,
} from './phone-section';
import { PHONE_DIALOG_TITLE } from './phone-verify-dialog';

const none: PhoneStatus = { verified: false, ending: null, pending: null };
const verified: PhoneStatus = { verified: true, ending: '34', pending: null };

function renderSection(phoneVerified: boolean) {
  const reloadUser = vi.fn(async () => {});
  const user = { ...testUser, phoneVerified };
  renderWithApp(<PhoneSection user={user} />, { session: { user, loading: false, reloadUser } });
  return { reloadUser, section: within(screen.getByRole('region', { name: PHONE_SECTION_TITLE })) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PhoneSection', () => {
  it('when the member has no verified phone, then it says why one helps and Verify phone opens the dialog', async () => {
    fakeApi((r) =>
      r.method === 'GET' && r.path === '/users/me/phone' ? { body: none } : undefined,
    );
    const { section } = renderSection(false);
    expect(await section.findByText(PHONE_WHY)).toBeInTheDocument();
    expect(PHONE_WHY).toBe(
      'A verified phone lets you post, message and report from your first day. Roomly never shows it to anyone.',
    );
    await userEvent.click(section.getByRole('button', { name: 'Verify phone' }));
    expect(await screen.findByRole('dialog', { name: PHONE_DIALOG_TITLE })).toBeInTheDocument();
  });

  it('when the phone is verified, then its last two digits show; Remove asks first, says what it stops and the hold, then removes it', async () => {
    const requests = fakeApi((r) => {
      if (r.method === 'GET' && r.path === '/users/me/phone') return { body: verified };
      if (r.method === 'DELETE' && r.path === '/users/me/phone') return { body: none };
      return undefined;
    });
    const { section, reloadUser } = renderSection(true);
    expect(await section.findByText(phoneVerifiedText('34'))).toHaveTextContent(
      'Phone verified · the number ending in 34',
    );
    expect(section.getByRole('button', { name: 'Change number' })).toBeInTheDocument();

    await userEvent.click(section.getByRole('button', { name: 'Remove' }));
    const confirm = within(await screen.findByRole('dialog', { name: REMOVE_PHONE_TITLE }));
    expect(confirm.getByText(REMOVE_PHONE_TEXT)).toBeInTheDocument();
    expect(REMOVE_PHONE_TEXT).toContain('held for 30 days');
    expect(requests.filter((r) => r.method === 'DELETE')).toEqual([]);

    await userEvent.click(confirm.getByRole('button', { name: 'Remove number' }));
    expect(await section.findByText(PHONE_WHY)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(reloadUser).toHaveBeenCalledTimes(1));
  });
});
