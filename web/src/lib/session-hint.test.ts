// Whether the Auth SDK is worth loading, decided before it is loaded.
import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetSessionHint,
  SESSION_HINT_KEY,
  signedInSessionLikely,
  storeSessionHint,
} from './session-hint';

/** jsdom has no IndexedDB: answer `databases()` as a browser whose IndexedDB holds `names`. */
function fakeIndexedDb(names: string[] | null) {
  Object.defineProperty(window, 'indexedDB', {
    configurable: true,
    value: names && { databases: async () => names.map((name) => ({ name, version: 1 })) },
  });
}

afterEach(() => {
  localStorage.clear();
  fakeIndexedDb(null);
});

describe('the session hint', () => {
  it('when Firebase said someone is signed in, then a session is likely', async () => {
    storeSessionHint(true);
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBe('signed-in');
    expect(await signedInSessionLikely()).toBe(true);
  });

  it('when Firebase said nobody is, then no session is likely, whatever is stored', async () => {
    fakeIndexedDb(['firebaseLocalStorageDb']);
    storeSessionHint(false);
    expect(await signedInSessionLikely()).toBe(false);
  });

  it('when there is no hint and Firebase never stored a user here (a first visit), then no session is likely', async () => {
    fakeIndexedDb(['something-else']);
    expect(await signedInSessionLikely()).toBe(false);
  });

  it('when there is no hint but Firebase has stored a user (a session from before the hint), then one is likely', async () => {
    fakeIndexedDb(['firebaseLocalStorageDb']);
    expect(await signedInSessionLikely()).toBe(true);
    fakeIndexedDb([]);
    localStorage.setItem('firebase:authUser:key:[DEFAULT]', '{}');
    expect(await signedInSessionLikely()).toBe(true);
  });

  it('when the browser cannot list its databases, then one is likely (the SDK decides)', async () => {
    fakeIndexedDb(null);
    expect(await signedInSessionLikely()).toBe(true);
  });

  it('when the user logs out, then no hint is left, even if Firebase reports the sign-out afterwards', async () => {
    storeSessionHint(true);
    forgetSessionHint();
    storeSessionHint(false);
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
    // A sign-in counts again.
    storeSessionHint(true);
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBe('signed-in');
  });
});
