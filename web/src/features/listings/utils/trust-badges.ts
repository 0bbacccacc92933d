// Trust badges: which badges a poster has and what each says. The
// server computes them (functions/src/listings/badges.ts); each text says what
// the badge means and what it doesn't, because Roomly checks no identity
// documents. Months are named by hand: cards are on the home page, where an
// Intl formatter's first use costs main-thread time (see format.ts).
import type { PosterBadges } from '@contract/listing-wire';
import { viewingsHeldText } from '@contract/viewings';

export type BadgeKind =
  'emailVerified' | 'phoneVerified' | 'google' | 'memberSince' | 'activeListings' | 'viewingsHeld';
export type Badge = { kind: BadgeKind; label: string; description: string };

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2024-03" (as stored, UTC) → "March 2024"; null for anything else. */
export function formatMemberSince(month: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})$/.exec(month ?? '');
  const name = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && name ? `${name} ${match[1]}` : null;
}

const NO_ID_CHECK = 'Roomly does not check identity documents.';

/**
 * The badges to show, in a fixed order; `activeListings` and `viewingsHeld`
 * only where the API sent them (details).
 */
export function trustBadges(poster: PosterBadges): Badge[] {
  const badges: Badge[] = [];
  if (poster.emailVerified) {
    badges.push({
      kind: 'emailVerified',
      label: 'E-mail verified',
      description: `E-mail verified: this poster confirmed they control their e-mail address. ${NO_ID_CHECK}`,
    });
  }
  // Absent on a listing written before phones were verified: no badge.
  if (poster.phoneVerified) {
    badges.push({
      kind: 'phoneVerified',
      label: 'Phone verified',
      description: `Phone verified: this poster confirmed a mobile number that no other Roomly account uses. Roomly never shows the number. ${NO_ID_CHECK}`,
    });
  }
  if (poster.google) {
    badges.push({
      kind: 'google',
      label: 'Google account',
      description: `Google account: this poster signs in with Google. It doesn't tell you who they are: ${NO_ID_CHECK}`,
    });
  }
  const since = formatMemberSince(poster.memberSince);
  if (since) {
    badges.push({
      kind: 'memberSince',
      label: `Member since ${since}`,
      description: `Member since ${since}: when this poster's Roomly account was created. An older account is not a checked one: ${NO_ID_CHECK}`,
    });
  }
  if (typeof poster.activeListings === 'number') {
    const n = poster.activeListings;
    const label = `${n} active ${n === 1 ? 'listing' : 'listings'}`;
    badges.push({
      kind: 'activeListings',
      label,
      description: `${label}: how many listings this poster has on Roomly right now. Roomly does not check that the rooms exist or that the poster may let them.`,
    });
  }
  if (typeof poster.viewingsHeld === 'number') {
    const label = viewingsHeldText(poster.viewingsHeld);
    badges.push({
      kind: 'viewingsHeld',
      label,
      description: `${label}: different members, each verified and on Roomly for at least a day before booking, who met this poster at a viewing booked on Roomly (both said so; each member counts once). Always see the room before you pay anything.`,
    });
  }
  return badges;
}
