// Who may read a listing's contact details: the one rule the API applies on
// every route that can answer with them (details, Like, Liked Listings) and
// that firestore.rules repeats for a client reading posts/{id}/private/contact
// directly. functions/test/visibility-parity.test.ts asks both the same cases.
import type { ContactPreference, ListingStatus } from './listing';

export type ContactListing = {
  /** The effective status: an active listing past its expiry counts as expired. */
  status: ListingStatus;
  contactPreference: ContactPreference;
};

export type ContactViewer = {
  /** The verified owner (uid, stored e-mail and a verified token). */
  isOwner: boolean;
  /** The viewer's e-mail is verified. */
  verified: boolean;
  /** A like on this listing, no older than the listing (not one left from an earlier listing at the id). */
  likedThisListing: boolean;
};

/**
 * The owner always; anyone else only as a verified liker of an active listing
 * whose poster lets a like reveal the details. A paused, let, expired or
 * under-review listing reveals nothing, and switching to "messages only" takes
 * the details back from everyone who liked it before.
 */
export function mayReadContact(listing: ContactListing, viewer: ContactViewer): boolean {
  if (viewer.isOwner) return true;
  return (
    viewer.verified &&
    viewer.likedThisListing &&
    listing.status === 'active' &&
    listing.contactPreference !== 'messages-only'
  );
}
