// Profiles live at users/{email}, the lowercased address as id: the spec's API
// addresses them by e-mail, and rules can compare the id with the token.
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import type { ProfileUpdate } from './schema';

export type Preferences = { notifications: boolean; emailUpdates: boolean };
export type Profile = {
  email: string;
  displayName: string;
  photoURL: string;
  phoneNumber: string;
  bio: string;
  preferences: Preferences;
};

export const USERS = 'users';
const profileRef = (email: string) => db().collection(USERS).doc(email);

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const flag = (value: unknown) => (typeof value === 'boolean' ? value : true);

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
  };
}

export async function getProfile(email: string): Promise<Profile | null> {
  const snap = await profileRef(email).get();
  return snap.exists ? toProfile(email, snap.data()!) : null;
}

/** The existing profile, or a new one from `initial`. Called on every sign-in, so it never overwrites. */
export async function ensureProfile(email: string, initial: ProfileUpdate): Promise<Profile> {
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(profileRef(email));
    if (snap.exists) return toProfile(email, snap.data()!);
    const profile = withDefaults(email, initial);
    tx.create(profileRef(email), {
      ...profile,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return profile;
  });
}

/** Applies `changes` (creating the profile with defaults if it is missing) and returns the result. */
export async function updateProfile(email: string, changes: ProfileUpdate): Promise<Profile> {
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(profileRef(email));
    const current = snap.exists ? toProfile(email, snap.data()!) : withDefaults(email, {});
    const { preferences, ...fields } = definedOnly(changes);
    const next: Profile = {
      ...current,
      ...fields,
      preferences: { ...current.preferences, ...definedOnly(preferences ?? {}) },
    };
    tx.set(profileRef(email), {
      ...next,
      createdAt: (snap.exists && snap.get('createdAt')) || FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return next;
  });
}

/** Drops keys whose value is undefined: "not sent" must not overwrite what is stored. */
function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
