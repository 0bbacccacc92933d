import type { MouseEvent, ReactNode } from 'react';
import { Link, matchPath, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { loginPath } from '@/lib/redirect';
import { HintTooltip } from './hint-tooltip';
import { Icon } from './icons';
import type { NavItem } from './nav-items';

type Props = {
  item: NavItem;
  /** Nobody is logged in (and the session is known): login-only links show a lock. */
  loggedOut: boolean;
  /** Full-width row in the mobile menu. */
  block?: boolean;
  onNavigate?: () => void;
  /** Shown next to the label (the unread messages count). */
  badge?: ReactNode;
};

export function NavLinkItem({ item, loggedOut, block, onNavigate, badge }: Props) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = item.current
    ? item.current.some((pattern) => matchPath(pattern, pathname))
    : matchPath({ path: item.to, end: item.to === paths.home }, pathname) !== null;
  const locked = loggedOut && Boolean(item.lockedHint);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    if (!locked) return;
    // Cancel the navigation and ask for a login, remembering where the user was going.
    event.preventDefault();
    void navigate(loginPath(item.to));
  };

  const link = (
    <Link
      to={item.to}
      onClick={onClick}
      className="rl-nav-link"
      aria-current={current ? 'page' : undefined}
    >
      {item.label}
      {locked && <Icon name="lock" size={18} />}
      {!locked && badge}
    </Link>
  );
  if (!locked || !item.lockedHint) return link;
  return (
    <HintTooltip title={item.lockedHint} block={block}>
      {link}
    </HintTooltip>
  );
}
