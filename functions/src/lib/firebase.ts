// Firebase Admin, created on first use rather than at import: a cold instance
// that only answers a bad request never pays for it, and importing the module
// stays cheap. One app and one Firestore client per instance, reused by every
// request.
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAppCheck, type AppCheck } from 'firebase-admin/app-check';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

let firestore: Firestore | undefined;

function adminApp(): App {
  // No options: Cloud Functions and the emulators provide the project through
  // the environment (GCLOUD_PROJECT / FIREBASE_CONFIG).
  return getApps()[0] ?? initializeApp();
}

export function db(): Firestore {
  // Not `preferRest`: it would shorten cold starts, but with this SDK it asks
  // for Google credentials even against the emulator, so it could never be tested.
  return (firestore ??= getFirestore(adminApp()));
}

export function auth(): Auth {
  return getAuth(adminApp());
}

export function appCheck(): AppCheck {
  return getAppCheck(adminApp());
}
