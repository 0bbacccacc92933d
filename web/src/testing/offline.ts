// Offline, for unit tests: jsdom has no Cache Storage (lib/offline-copies.ts
// then saves nothing), and its navigator is always online. `memoryCaches`
// stands in for the first, `setOnline` switches the second and tells the
// window, as a browser does. Undo them after each test with `restoreOnline()`
// and vi.unstubAllGlobals(). A test that saves copies first says who is signed
// in (`keepCopiesOf(uid)`), as the session provider does: after a sign-out in
// an earlier test, lib/offline-copies.ts would refuse them.
import { act } from '@testing-library/react';
import { vi } from 'vitest';

type Store = Map<string, Response>;

/** A Cache Storage in memory (only what the app uses), put in place of `caches`. */
export function memoryCaches() {
  const stores = new Map<string, Store>();
  let writes = 0;
  const cache = (store: Store) =>
    ({
      put: async (url: RequestInfo | URL, response: Response) => {
        writes++;
        store.set(String(url), response.clone());
      },
      match: async (url: RequestInfo | URL) => store.get(String(url))?.clone(),
      delete: async (url: RequestInfo | URL) => store.delete(String(url)),
    }) as unknown as Cache;
  const storage = {
    open: async (name: string) => {
      if (!stores.has(name)) stores.set(name, new Map());
      return cache(stores.get(name)!);
    },
    delete: async (name: string) => stores.delete(name),
  } as unknown as CacheStorage;
  vi.stubGlobal('caches', storage);
  return {
    /** How many times anything was written. */
    writes: () => writes,
    /** Everything stored, by cache and URL, as JSON (to check what was saved). */
    contents: async () => {
      const all: Record<string, unknown> = {};
      for (const [name, store] of stores) {
        for (const [url, response] of store) all[`${name} ${url}`] = await response.clone().json();
      }
      return all;
    },
  };
}

let online = true;
let spied: { mockRestore: () => void } | null = null;

/** Sets `navigator.onLine` and fires the window's online/offline event. */
export function setOnline(value: boolean) {
  spied ??= vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

/** Back online (after each test: the offline note's state is the app's, shared by the tests). */
export function restoreOnline() {
  if (!spied) return;
  setOnline(true);
  spied.mockRestore();
  spied = null;
}
