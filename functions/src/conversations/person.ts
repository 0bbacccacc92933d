// How a member is shown in a conversation: copied into it when it starts, from
// their profile, else their ID token (Google fills `name` and `picture`), else
// a neutral name. Every source is checked as a profile is (the display name's
// length limit, an https photo URL), whatever a token's claims say: a token
// from another provider or an older client can carry anything.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { UNNAMED_MEMBER } from '../contract/likers';
import { PERSON_NAME_LIMIT } from '../contract/messages';
import { shownPhotoUrl } from '../lib/safe-photo-url';

export type Person = { name: string; photo: string };

/** A name within the profile's limit after trimming, else ''. */
function checkedName(value: unknown): string {
  if (typeof value !== 'string') return '';
  const name = value.trim();
  return name.length <= PERSON_NAME_LIMIT ? name : '';
}

/**
 * An https photo URL within the profile's limit (an http page would load it
 * unencrypted) or an uploaded profile photo (`/photos/<id>`, Roomly's own), else ''.
 */
function checkedPhoto(value: unknown): string {
  const url = shownPhotoUrl(typeof value === 'string' ? value : undefined);
  return url && (url.startsWith('/') || new URL(url).protocol === 'https:') ? url : '';
}

/** The person from their profile, else from `fallback` (the token or the listing), each checked. */
export function personFrom(
  profile: DocumentSnapshot,
  fallback: { name?: unknown; photo?: unknown } = {},
): Person {
  return {
    name: checkedName(profile.get('displayName')) || checkedName(fallback.name) || UNNAMED_MEMBER,
    photo: checkedPhoto(profile.get('photoURL')) || checkedPhoto(fallback.photo),
  };
}

/** What a conversation keeps of a member who deleted their account: only that they did. */
export const DELETED_PERSON = { name: '', photo: '', deleted: true } as const;
