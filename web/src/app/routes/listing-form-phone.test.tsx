// Posting a listing without a verified phone (the API stood in for): the
// member is told before the form, a submit opens the verify dialog instead of
// sending, and once verified the same form posts everything typed.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import MuiThemeScope from '@/app/theme/mui-theme-scope';
import { PHONE_GATE_TEXTS } from '@/components/phone-gate';
import { PHONE_DIALOG_TITLE } from '@/features/phone/components/phone-verify-dialog';
import type { Session } from '@/lib/session';
import { fakeApi, type FakeRequest } from '@/testing/fake-api';
import { createSessionController, renderWithApp, testUser } from '@/testing/test-utils';
import ListingFormRoute from './listing-form';

const status = (verified: boolean) => ({
  verified,
  ending: verified ? '34' : null,
  pending: verified ? null : { ending: '34', expiresAt: '2026-11-29T18:00:00.000Z' },
});

/** A member without a verified phone, whose session reload finds it verified. */
function renderCreatePage() {
  const member = { ...testUser, phoneVerified: false };
  const reloadUser = vi.fn(async () => {
    controller.setSession({ user: { ...member, phoneVerified: true }, loading: false, reloadUser });
  });
  const initial: Session = { user: member, loading: false, reloadUser };
  const controller = createSessionController(initial);
  const { router } = renderWithApp(
    [
      {
        path: '/find-roommate',
        element: (
          <MuiThemeScope>
            <ListingFormRoute />
          </MuiThemeScope>
        ),
      },
      { path: '*', element: <div data-testid="elsewhere" /> },
    ],
    {
      path: '/find-roommate',
      wrapSession: (children) => (
        <controller.ControlledSession>{children}</controller.ControlledSession>
      ),
    },
  );
  return { router, reloadUser };
}

async function fillIn() {
  await userEvent.type(screen.getByLabelText(/^Title/), 'Loft by the river');
  await userEvent.type(screen.getByLabelText(/^Location/), 'By the river, Bethel');
  await userEvent.type(screen.getByLabelText(/^Rent amount/), '950');
  await userEvent.selectOptions(screen.getByLabelText(/^Room type/), '1 Bedroom');
  await userEvent.type(screen.getByLabelText(/^Description/), 'Top floor, lots of light.');
  await userEvent.type(screen.getByLabelText(/^Contact information/), 'fiona@example.com');
  await userEvent.click(screen.getByLabelText('Available'));
}

const TYPED = {
  title: 'Loft by the river',
  location: 'By the river, Bethel',
  rentAmount: 950,
  roomType: '1 Bedroom',
  description: 'Top floor, lots of light.',
  contactInfo: 'fiona@example.com',
  availability: 'Available',
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('posting a listing without a verified phone', () => {
  it('when a member without a phone opens the form, then the gate comes before it; a submit opens the verify dialog and sends nothing; once verified, Create Listing sends everything typed', async () => {
    const requests = fakeApi((r: FakeRequest) => {
      if (r.path === '/users/me/phone/code') return { body: status(false) };
      if (r.path === '/users/me/phone/verify') return { body: status(true) };
      if (r.method === 'POST' && r.path === '/posts') {
        return { body: { _id: 'new-listing', status: 'active' } };
      }
      return undefined;
    });
    const { router, reloadUser } = renderCreatePage();

    const gate = await screen.findByText(PHONE_GATE_TEXTS.listing, { exact: false });
    expect(gate).toHaveTextContent(
      'To post a listing, verify your phone number. Roomly never shows it to anyone.',
    );
    expect(
      gate.compareDocumentPosition(screen.getByLabelText(/^Title/)) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Create Listing' }));
    const dialog = within(await screen.findByRole('dialog', { name: PHONE_DIALOG_TITLE }));
    expect(requests.filter((r) => r.path === '/posts')).toEqual([]);

    await userEvent.type(dialog.getByLabelText('Mobile number'), '+1 415 555 0134');
    await userEvent.click(dialog.getByRole('button', { name: 'Send code' }));
    await userEvent.type(await dialog.findByLabelText('Code'), '123456');
    await userEvent.click(dialog.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: PHONE_DIALOG_TITLE })).not.toBeInTheDocument(),
    );
    expect(reloadUser).toHaveBeenCalled();
    expect(screen.queryByText(PHONE_GATE_TEXTS.listing, { exact: false })).not.toBeInTheDocument();

    expect(screen.getByLabelText(/^Title/)).toHaveValue('Loft by the river');
    await userEvent.click(screen.getByRole('button', { name: 'Create Listing' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/details/new-listing'));
    const posts = requests.filter((r) => r.path === '/posts');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toMatchObject(TYPED);
  });
});
