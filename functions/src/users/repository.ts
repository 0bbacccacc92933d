// Profiles live at users/{uid}. The spec's API addresses them by e-mail (the
// router checks it is the caller's own), but the document is always the
// caller's uid: an account deleted and re-created with the same address gets a
// fresh profile, never the old one's phone number. The e-mail is kept as a
// field so the rules can apply the owner-e-mail check too.
import { FieldValue } from 'firebase-admin/firestore';
import {
  ALERT_EMAIL_CHOICES,
  DEFAULT_EMAIL_PREFERENCES,
  type EmailPreferences,
} from '../contract/email';
import { knownTimeZone } from '../contract/dates';
import { LIFESTYLE_PREFERENCES, type LifestylePreference } from '../contract/listing';
import type { UserProfile } from '../contract/user-profile';
import { db } from '../lib/firebase';
import type { Member } from '../lib/member-key';
import { rateLimiter } from '../lib/rate-limit';
import type { ProfileUpdate } from './schema';
import { runTransaction } from '../lib/transaction';
import { uploadedPhotoId } from '../contract/photo-files';
import { photoAttachments } from '../photos/attachments';
import { profileTarget } from '../photos/paths';

/** A profile as the API sends it: the contract's wire shape (contract/user-profile.ts). */
/** The stored part: `phoneVerified` comes from the Auth record (users/router.ts adds it). */
export type Profile = Omit<UserProfile, 'phoneVerified'>;

export const USERS = 'users';
const profileRef = (uid: string) => db().collection(USERS).doc(uid);

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const flag = (value: unknown) => (typeof value === 'boolean' ? value : true);
const lifestyleKeys = (value: unknown): LifestylePreference[] =>
  Array.isArray(value)
    ? LIFESTYLE_PREFERENCES.filter((key) => (value as unknown[]).includes(key))
    : [];

/**
 * The stored e-mail choices, each kind's default where none is stored (a
 * profile from before they existed, or a value that isn't one): the profile,
 * the sender and the unsubscribe link all read them through this.
 */
export function storedEmailPreferences(
  data: Record<string, unknown> | undefined,
): EmailPreferences {
  const stored = (data?.emailPreferences ?? {}) as Record<string, unknown>;
  const bool = (value: unknown, fallback: boolean) =>
    typeof value === 'boolean' ? value : fallback;
  return {
    messages: bool(stored.messages, DEFAULT_EMAIL_PREFERENCES.messages),
    alerts: (ALERT_EMAIL_CHOICES as readonly unknown[]).includes(stored.alerts)
      ? (stored.alerts as EmailPreferences['alerts'])
      : DEFAULT_EMAIL_PREFERENCES.alerts,
    listings: bool(stored.listings, DEFAULT_EMAIL_PREFERENCES.listings),
  };
}

/**
 * The spec's `preferences.notifications`, on unless turned off: whether a new
 * match alert (saved search, room or seeker match) rings the bell. Off, the
 * alert is still listed under Notifications, already read (mail/alert-mail.ts).
 */
export const storedNotifications = (data: Record<string, unknown> | undefined): boolean =>
  flag(((data?.preferences ?? {}) as Record<string, unknown>).notifications);

/** The master switch (the spec's `preferences.emailUpdates`, on unless turned off). */
export const storedEmailUpdates = (data: Record<string, unknown> | undefined): boolean =>
  flag(((data?.preferences ?? {}) as Record<string, unknown>).emailUpdates);

/**
 * The member's time zone (IANA), which their e-mails' days and times are in:
 * the browser's, stored on sign-in and on each profile save; UTC until then.
 */
export const storedTimeZone = (data: Record<string, unknown> | undefined): string =>
  knownTimeZone(data?.timeZone);

function toProfile(email: string, data: Record<string, unknown>): Profile {
  const prefs = (data.preferences ?? {}) as Record<string, unknown>;
  return {
    email,
    displayName: text(data.displayName),
    photoURL: text(data.photoURL),
    phoneNumber: text(data.phoneNumber),
    bio: text(data.bio),
    preferences: {
      notifications: flag(prefs.notifications),
      emailUpdates: flag(prefs.emailUpdates),
    },
    emailPreferences: storedEmailPreferences(data),
    lifestyle: lifestyleKeys(data.lifestyle),
  };
}

function withDefaults(email: string, changes: ProfileUpdate): Profile {
  return {
    email,
    displayName: changes.displayName ?? '',
    photoURL: changes.photoURL ?? '',
    phoneNumber: changes.phoneNumber ?? '',
    bio: changes.bio ?? '',
    // Both preferences default to on (spec).
    preferences: {
      notifications: changes.preferences?.notifications ?? true,
      emailUpdates: changes.preferences?.emailUpdates ?? true,
    },
    emailPreferences: {
      ...DEFAULT_EMAIL_PREFERENCES,
      ...definedOnly(changes.emailPreferences ?? {}),
    },
    lifestyle: changes.lifestyle ?? [],
  };
}

export async function getProfile(uid: string, email: string): Promise<Profile | null> {
  const snap = await profileRef(uid).get();
  return snap.exists ? toProfile(email, snap.data()!) : null;
}

/** The existing profile, or a new one from `initial`. Called on every sign-in, so it never overwrites. */
export async function ensureProfile(
  uid: string,
  email: string,
  initial: ProfileUpdate,
): Promise<Profile> {
  return runTransaction(async (tx) => {
    const snap = await tx.get(profileRef(uid));
    const { timeZone } = initial;
    if (snap.exists) {
      // The zone follows the member's browser: a sign-in elsewhere moves it.
      if (timeZone && snap.get('timeZone') !== timeZone) tx.update(profileRef(uid), { timeZone });
      return toProfile(email, snap.data()!);
    }
    const profile = withDefaults(email, initial);
    tx.create(profileRef(uid), {
      ...profile,
      ...(timeZone ? { timeZone } : {}),
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return profile;
  });
}

/**
 * Applies `changes` (creating the profile with defaults if it is missing) and
 * returns the result; counted against the caller's hourly limit in the same
 * transaction. An uploaded photo (`/photos/<id>`) must be the caller's (400
 * otherwise, nothing written) and is attached to the profile in the same write;
 * the one it replaces is detached (an orphan the sweep deletes) and answered
 * as `replacedUpload`, so the copies that show it can move to the new photo.
 */
export async function updateProfile(
  member: Member,
  email: string,
  changes: ProfileUpdate,
): Promise<{ profile: Profile; replacedUpload?: { from: string; to: string } }> {
  const { uid } = member;
  return runTransaction(async (tx) => {
    const snap = await tx.get(profileRef(uid));
    const limiter = await rateLimiter(tx, member);
    const current = snap.exists ? toProfile(email, snap.data()!) : withDefaults(email, {});
    const nextPhoto = changes.photoURL ?? current.photoURL;
    const photos = await photoAttachments(tx, uid, [current.photoURL], [nextPhoto]);
    limiter.take('profileUpdates');
    photos.write(profileTarget(uid));
    const { preferences, emailPreferences, timeZone, ...fields } = definedOnly(changes);
    // Not part of the profile as sent: kept as stored unless this save brings one.
    const zone = timeZone ?? (snap.exists ? (snap.get('timeZone') as unknown) : undefined);
    const next: Profile = {
      ...current,
      ...fields,
      preferences: { ...current.preferences, ...definedOnly(preferences ?? {}) },
      emailPreferences: { ...current.emailPreferences, ...definedOnly(emailPreferences ?? {}) },
    };
    tx.set(profileRef(uid), {
      ...next,
      ...(zone ? { timeZone: zone } : {}),
      createdAt: (snap.exists && snap.get('createdAt')) || FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    const replaced = uploadedPhotoId(current.photoURL) && current.photoURL !== next.photoURL;
    return {
      profile: next,
      ...(replaced ? { replacedUpload: { from: current.photoURL, to: next.photoURL } } : {}),
    };
  });
}

/** Drops keys whose value is undefined: "not sent" must not overwrite what is stored. */
function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export async function deleteProfile(uid: string): Promise<void> {
  await profileRef(uid).delete();
}
