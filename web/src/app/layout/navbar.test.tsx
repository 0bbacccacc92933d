import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { currentPath, renderWithApp, testUser } from '@/testing/test-utils';
import type { Session } from '@/lib/session';
import { Navbar, NAVBAR_HEIGHT_VARIABLE } from './navbar';

const renderNavbar = (session: Session, path = '/') =>
  renderWithApp([{ path: '*', element: <Navbar /> }], { path, session });

const loggedOut: Session = { user: null, loading: false };
const loggedIn: Session = { user: testUser, loading: false };

describe('Navbar', () => {
  it('when logged out, then it shows the brand, the links, Login and Register', () => {
    renderNavbar(loggedOut);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of [
      'Home',
      'Browse',
      'Room wanted',
      'Add Listing',
      'My Listings',
      'Messages',
    ]) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Roomly' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/auth/register',
    );
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
  });

  it.each(['/find-roommate/abc123', '/update/abc123'])(
    'when an edit page (%s) is open, then My Listings is the current page, not Add Listing',
    (path) => {
      renderNavbar(loggedIn, path);
      const nav = within(screen.getByRole('navigation', { name: 'Main' }));
      expect(nav.getByRole('link', { name: 'My Listings' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(nav.getByRole('link', { name: 'Add Listing' })).not.toHaveAttribute('aria-current');
    },
  );

  it.each([
    ['/find-roommate', 'Add Listing'],
    ['/my-listings', 'My Listings'],
    ['/messages/abc_123', 'Messages'],
    ['/browse-listings', 'Browse'],
    ['/room-wanted', 'Room wanted'],
    ['/room-wanted/mine', 'Room wanted'],
    ['/', 'Home'],
  ])('when %s is open, then only %s is the current page', (path, name) => {
    renderNavbar(loggedIn, path);
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    const current = nav
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
      .map((link) => link.textContent);
    expect(current).toEqual([name]);
  });

  it('when logged out, then Add Listing and My Listings carry a lock and their tooltips', () => {
    renderNavbar(loggedOut);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const add = within(nav).getByRole('link', { name: 'Add Listing' });
    const mine = within(nav).getByRole('link', { name: 'My Listings' });
    expect(add).toHaveAccessibleDescription('Login required to add listings');
    expect(mine).toHaveAccessibleDescription('Login required to view your listings');
    expect(add.querySelector('svg')).not.toBeNull();
    expect(
      within(nav)
        .getAllByRole('tooltip', { hidden: true })
        .map((t) => t.textContent),
    ).toEqual([
      'Login required to add listings',
      'Login required to view your listings',
      'Login required to view your messages',
    ]);
    expect(within(nav).getByRole('link', { name: 'Messages' })).toHaveAccessibleDescription(
      'Login required to view your messages',
    );
    const browse = within(nav).getByRole('link', { name: 'Browse' });
    expect(browse).not.toHaveAccessibleDescription();
    // Room wanted is public, like Browse: no lock, no login hint.
    const wanted = within(nav).getByRole('link', { name: 'Room wanted' });
    expect(wanted).not.toHaveAccessibleDescription();
    expect(wanted).toHaveAttribute('href', '/room-wanted');
    expect(browse.querySelector('svg')).toBeNull();
  });

  it('when logged out and a locked link is clicked, then the login page opens with the intended path', async () => {
    const { router } = renderNavbar(loggedOut, '/browse-listings');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('link', { name: 'My Listings' }));
    expect(currentPath(router)).toBe('/auth/login?next=%2Fmy-listings');
  });

  it('when a visitor opens the phone menu, then it offers Register and leaves Login to the bar (Login shows once)', async () => {
    renderNavbar(loggedOut);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById('mobile-menu')!;
    expect(within(menu).getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/auth/register',
    );
    expect(within(menu).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Login' })).toHaveLength(1);
  });

  it('when the session is still loading, then there are no locks and no login buttons yet', () => {
    renderNavbar({ user: null, loading: true });
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav).getByRole('link', { name: 'Add Listing' }),
    ).not.toHaveAccessibleDescription();
  });

  it('when logged in, then the links are unlocked and the avatar menu shows the e-mail, Profile and Logout', async () => {
    const { router } = renderNavbar(loggedIn);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav).getByRole('link', { name: 'Add Listing' }),
    ).not.toHaveAccessibleDescription();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();

    const trigger = await screen.findByRole('button', { name: 'Ada Lovelace' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = await screen.findByRole('menu');
    expect(screen.getByText('ada@example.com')).toBeVisible();
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Profile',
      'Messages',
      'Viewings',
      'Liked Listings',
      'Saved Searches',
      'Logout',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Viewings' })).toHaveAttribute(
      'href',
      '/my-viewings',
    );
    await waitFor(() => expect(items[0]).toHaveFocus());

    await userEvent.click(items[0]);
    expect(currentPath(router)).toBe('/profile');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('when logged in, then the notifications bell links to /notifications; logged out, there is none', async () => {
    const { unmount } = renderNavbar(loggedIn);
    const bell = await screen.findByRole('link', { name: 'Notifications' });
    expect(bell).toHaveAttribute('href', '/notifications');
    unmount();
    renderNavbar(loggedOut);
    expect(screen.queryByRole('link', { name: /^Notifications/ })).not.toBeInTheDocument();
  });

  it('when the account menu is used with the keyboard, then arrows move and Escape closes it', async () => {
    renderNavbar(loggedIn);
    const trigger = await screen.findByRole('button', { name: 'Ada Lovelace' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    const [profile, messages] = items;
    await waitFor(() => expect(profile).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(messages).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(items.at(-1)).toHaveTextContent('Logout');
    expect(items.at(-1)).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('when the mobile menu button is used, then the menu opens and closes (click and Escape)', async () => {
    renderNavbar(loggedOut);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    const menus = screen.getAllByRole('navigation', { name: 'Main' });
    expect(menus).toHaveLength(2);
    const mobile = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(mobile).getByRole('link', { name: 'Add Listing' })).toHaveAccessibleDescription(
      'Login required to add listings',
    );
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(1);

    await userEvent.click(toggle);
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('when a link in the mobile menu is followed, then the menu closes', async () => {
    const { router } = renderNavbar(loggedOut);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobile = document.getElementById('mobile-menu')!;
    await userEvent.click(within(mobile).getByRole('link', { name: 'Browse' }));
    expect(currentPath(router)).toBe('/browse-listings');
    expect(document.getElementById('mobile-menu')).toBeNull();
  });

  it('when the theme toggle is clicked, then the label and the document class change', async () => {
    localStorage.removeItem('theme');
    renderNavbar(loggedOut);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('when the navbar is measured, then <html> carries its height (taller with the phone menu open) for the toasts to stay below, until it goes', async () => {
    // jsdom has no layout: the observer and the height are the browser's part.
    const resized: (() => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resized.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const height = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(65);
    try {
      const root = document.documentElement;
      const { unmount } = renderNavbar(loggedOut);
      resized.forEach((callback) => callback());
      expect(root.style.getPropertyValue(NAVBAR_HEIGHT_VARIABLE)).toBe('65px');

      await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      height.mockReturnValue(412);
      resized.forEach((callback) => callback());
      expect(root.style.getPropertyValue(NAVBAR_HEIGHT_VARIABLE)).toBe('412px');

      unmount();
      expect(root.style.getPropertyValue(NAVBAR_HEIGHT_VARIABLE)).toBe('');
    } finally {
      height.mockRestore();
      vi.unstubAllGlobals();
    }
  });
});
