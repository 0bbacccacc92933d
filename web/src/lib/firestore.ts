// Firestore's web SDK, for the few realtime reads the rules allow a
// participant (a conversation's thread, its viewings). Created once, signed in
// with the app's Auth, on the emulator in emulator builds. Only the modules of
// those pages import this one, so the Firestore SDK never loads on other pages.
import { connectFirestoreEmulator, initializeFirestore, type Firestore } from 'firebase/firestore';
import { loadApp, loadAuth } from '@/lib/firebase';

let firestorePromise: Promise<Firestore> | null = null;

/** Firestore, created once, signed in with the app's Auth, on the emulator in emulator builds. */
export function loadFirestore(): Promise<Firestore> {
  firestorePromise ??= (async () => {
    const [app, auth, { firebaseEnv }] = await Promise.all([
      loadApp(),
      loadAuth(),
      import('@/config/firebase-env'),
    ]);
    await auth.authStateReady();
    const db = initializeFirestore(app, {});
    if (firebaseEnv.firestoreEmulatorUrl) {
      const url = new URL(firebaseEnv.firestoreEmulatorUrl);
      connectFirestoreEmulator(db, url.hostname, Number(url.port || 80));
    }
    return db;
  })();
  return firestorePromise;
}
