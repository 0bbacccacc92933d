// Starting a conversation without a verified phone: the dialog says so before
// the box, offers Verify phone, and Send waits until it is verified.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, testUser } from '@/testing/test-utils';
import { FirstMessageDialog } from './first-message-dialog';

function renderDialog(phoneVerified: boolean) {
  const onSend = vi.fn();
  renderWithApp(
    <FirstMessageDialog
      open
      onClose={vi.fn()}
      title="Message Maya"
      about="Sunny room"
      onSend={onSend}
      sending={false}
      error={null}
    />,
    { session: { user: { ...testUser, phoneVerified }, loading: false } },
  );
  return onSend;
}

describe('FirstMessageDialog', () => {
  it('when the member has no verified phone, then it says so before the box and Send waits', async () => {
    const waiting = renderDialog(false);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'To start a conversation, verify your phone number. Roomly never shows it to anyone.',
    );
    expect(screen.getByRole('button', { name: 'Verify phone' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Your message'), 'Hello!');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(waiting).not.toHaveBeenCalled();
  });

  it('when the member has a verified phone, then no gate shows and Send sends the text', async () => {
    const onSend = renderDialog(true);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Your message'), 'Hello!');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('Hello!');
  });
});
