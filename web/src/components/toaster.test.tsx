import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from '@/lib/notify';
import { renderWithApp } from '@/testing/test-utils';

describe('Toaster', () => {
  it('when a toast shows, then its container starts below the navbar, by the navbar’s height, not at the top of the window', async () => {
    renderWithApp(<p>Page</p>, { withToaster: true });
    notify.success('Saved');
    const toast = await screen.findByText('Saved');
    const container = toast.closest<HTMLElement>('.Toastify__toast-container')!;
    // An inline style: it wins over react-toastify's own `top` on phones (max-width: 480px).
    expect(container.style.top).toBe('calc(var(--rl-navbar-height, 65px) + 8px)');
  });
});
