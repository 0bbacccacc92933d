import { paths } from '@/config/paths';

export type NavItem = {
  label: string;
  to: string;
  /** Tooltip shown, with a lock, when the page needs a login and nobody is logged in. */
  lockedHint?: string;
  /**
   * The paths (router patterns) on which this item is the current page. By
   * default its own page and the pages under it (Home: only itself).
   */
  current?: string[];
};

export const navItems: NavItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'Browse', to: paths.browse },
  // Seekers' ads: public like Browse; the member's own ad and its form sit under it.
  { label: 'Room wanted', to: paths.roomWanted },
  {
    label: 'Add Listing',
    to: paths.createListing,
    lockedHint: 'Login required to add listings',
    // Only the empty form: editing (`/find-roommate/:id`) belongs to My Listings.
    current: [paths.createListing],
  },
  {
    label: 'My Listings',
    to: paths.myListings,
    lockedHint: 'Login required to view your listings',
    // A listing's edit pages (the form and the older update form) are reached from My Listings.
    current: [paths.myListings, '/find-roommate/:id', '/update/:id'],
  },
  { label: 'Messages', to: paths.messages, lockedHint: 'Login required to view your messages' },
];
