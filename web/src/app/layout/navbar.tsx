import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Brand } from '@/components/logo';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { MessagesIconLink } from '@/features/messages/components/messages-icon-link';
import { UnreadBadge } from '@/features/messages/components/unread-badge';
import { ExpiryNotice } from '@/features/listings/components/expiry-notice';
import { Icon } from './icons';
import { navItems } from './nav-items';
import { NavLinkItem } from './nav-link-item';
import { ThemeToggle } from './theme-toggle';

// Only signed-in people see the account menu: it (and Material UI's popover)
// stays out of the first load.
const UserMenu = lazy(() => import('./user-menu'));
// The alerts bell, likewise only for signed-in people (its count query too).
const NotificationBell = lazy(
  () => import('@/features/notifications/components/notification-bell'),
);

/**
 * The navbar's height as it measures it (taller with the phone menu open), on
 * <html> for what must stay clear of it: the toasts (components/toaster.tsx,
 * whose fallback until it is measured is the bar's usual 65px).
 */
export const NAVBAR_HEIGHT_VARIABLE = '--rl-navbar-height';

function useNavbarHeightVariable() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const header = ref.current;
    if (!header || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty(NAVBAR_HEIGHT_VARIABLE, `${header.offsetHeight}px`),
    );
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty(NAVBAR_HEIGHT_VARIABLE);
    };
  }, []);
  return ref;
}

const MOBILE_MENU_ID = 'mobile-menu';
const MOBILE_MENU_BUTTON_ID = 'mobile-menu-button';

export function Navbar() {
  const { user, loading } = useSession();
  const location = useLocation();
  const headerRef = useNavbarHeightVariable();
  // The mobile menu stays open only on the page where it was opened.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const mobileOpen = openOn === location.pathname;
  const closeMobile = () => setOpenOn(null);
  const loggedOut = !loading && !user;
  // Signed-in people only (never in the build-time first paint).
  const badgeFor = (item: { to: string }) =>
    item.to === paths.messages && user ? <UnreadBadge uid={user.uid} /> : undefined;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && mobileOpen) {
      closeMobile();
      document.getElementById(MOBILE_MENU_BUTTON_ID)?.focus();
    }
  };

  return (
    <header ref={headerRef} className="rl-header" onKeyDown={onKeyDown}>
      <div className="rl-container rl-toolbar">
        <button
          type="button"
          id={MOBILE_MENU_BUTTON_ID}
          className="rl-icon-button rl-menu-button"
          aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={mobileOpen}
          aria-controls={mobileOpen ? MOBILE_MENU_ID : undefined}
          onClick={() => setOpenOn(mobileOpen ? null : location.pathname)}
        >
          <Icon name={mobileOpen ? 'close' : 'menu'} />
        </button>
        <Link to={paths.home} className="rl-brand">
          <Brand />
        </Link>
        <nav aria-label="Main" className="rl-nav">
          {navItems.map((item) => (
            <NavLinkItem key={item.to} item={item} loggedOut={loggedOut} badge={badgeFor(item)} />
          ))}
        </nav>
        <div className="rl-spacer" />
        {/* Some of your listings expire within 3 days (signed-in owners only). */}
        {user && <ExpiryNotice uid={user.uid} />}
        {/* Where "Messages" is in the menu, its unread count stays in sight. */}
        {user && <MessagesIconLink uid={user.uid} className="rl-menu-only" />}
        {user && (
          <Suspense fallback={null}>
            <NotificationBell uid={user.uid} />
          </Suspense>
        )}
        <ThemeToggle />
        <AccountArea loading={loading} signedIn={Boolean(user)} />
      </div>
      {mobileOpen && (
        <nav id={MOBILE_MENU_ID} aria-label="Main" className="rl-mobile-nav">
          <ul>
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLinkItem
                  item={item}
                  loggedOut={loggedOut}
                  block
                  onNavigate={closeMobile}
                  badge={badgeFor(item)}
                />
              </li>
            ))}
          </ul>
          {/* Login stays in the bar on phones; the menu adds only what the bar hides. */}
          {loggedOut && (
            <div className="rl-mobile-auth">
              <Link to={paths.register} className="rl-btn rl-btn--contained" onClick={closeMobile}>
                Register
              </Link>
            </div>
          )}
        </nav>
      )}
    </header>
  );
}

function AccountArea({ loading, signedIn }: { loading: boolean; signedIn: boolean }) {
  // While the session loads (and the first paint, which is rendered before it is
  // known): the signed-out links, unseen and unusable, so that nothing moves
  // when they appear, as they do for most visitors.
  const placeholder = (
    <div className="rl-account rl-account--pending" aria-hidden="true" inert>
      <AuthLinks />
    </div>
  );
  if (loading) return placeholder;
  if (signedIn) {
    return (
      <Suspense fallback={placeholder}>
        <UserMenu />
      </Suspense>
    );
  }
  return (
    <div className="rl-account">
      <AuthLinks />
    </div>
  );
}

function AuthLinks() {
  return (
    <>
      <Link to={paths.login} className="rl-btn">
        Login
      </Link>
      <Link to={paths.register} className="rl-btn rl-btn--contained">
        Register
      </Link>
    </>
  );
}
