// Whether the member deleted a listing in this tab's session, so My Listings'
// empty state can say they have none now rather than that they never made
// one. Kept per member in session storage (a reload keeps it, a new tab or
// another member starts afresh); the API keeps no record of deleted listings.

const key = (uid: string) => `roomly.deletedListing.${uid}`;

export function rememberDeletedListing(uid: string) {
  try {
    window.sessionStorage.setItem(key(uid), '1');
  } catch {
    // Storage unavailable: the empty state reads as for a newcomer.
  }
}

export function hasDeletedListing(uid: string): boolean {
  try {
    return window.sessionStorage.getItem(key(uid)) === '1';
  } catch {
    return false;
  }
}
