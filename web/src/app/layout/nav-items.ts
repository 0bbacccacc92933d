import { paths } from '@/config/paths';

export type NavItem = {
  label: string;
  to: string;
  /** Tooltip shown, with a lock, when the page needs a login and nobody is logged in. */
  lockedHint?: string;
};

export const navItems: NavItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'Browse', to: paths.browse },
  { label: 'Add Listing', to: paths.createListing, lockedHint: 'Login required to add listings' },
  {
    label: 'My Listings',
    to: paths.myListings,
    lockedHint: 'Login required to view your listings',
  },
  { label: 'Messages', to: paths.messages, lockedHint: 'Login required to view your messages' },
];
