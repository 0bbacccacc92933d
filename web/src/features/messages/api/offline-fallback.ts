// The messages pages read live through Firestore, which the service worker
// can't see: so they keep their own copy of what they show (saved-copies.ts),
// and offline they show it instead of a listener that would wait forever or
// answer an empty page. The layout's note says since when.
import { useEffect, useState } from 'react';
import type { SavedCopy } from '@/lib/offline-copies';
import { reportSavedAnswer, useOfflineState } from '@/lib/offline-note';
import { keepCopy, readSavedCopy } from './saved-copies';

/** A live view's latest answer, and when it came (ms). */
export type LiveAnswer<T> = { data: T | undefined; error: Error | null; at: number };

export type Shown<T> = {
  data: T | undefined;
  error: Error | null;
  /** When what is shown was seen (ms) while it isn't live; null while it is. */
  savedAt: number | null;
  /** Offline, and nothing of this was saved on the device: nothing to show until back online. */
  notSaved: boolean;
};

type Options<T> = {
  /** The copy's key (lib/offline-copies.ts), and whose it is. */
  copyKey: string;
  uid: string;
  offline: boolean;
  live: LiveAnswer<T>;
  /** What to save of the live data (null: nothing). Stable (module-level). */
  toCopy: (data: T) => unknown;
  /** The saved copy as the view's data (null: not a copy this app can show). Stable. */
  fromCopy: (saved: unknown) => T | null;
};

/**
 * The live answer while online, saved as it changes. Offline: what this page
 * still holds from before the connection went, else the saved copy, else
 * `notSaved`. Back online the copy stays until the live answer replaces it.
 */
export function useOfflineFallback<T>({
  copyKey,
  uid,
  offline,
  live,
  toCopy,
  fromCopy,
}: Options<T>): Shown<T> {
  const id = `${uid}\n${copyKey}`;
  const [saved, setSaved] = useState<{ id: string; copy: SavedCopy<T> | null } | null>(null);

  useEffect(() => {
    if (offline || !uid || live.data === undefined) return;
    const copy = toCopy(live.data);
    if (copy !== null) keepCopy(copyKey, uid, copy);
  }, [offline, uid, copyKey, live.data, toCopy]);

  useEffect(() => {
    if (!offline || !uid) return;
    let cancelled = false;
    void readSavedCopy(copyKey, uid).then((copy) => {
      if (cancelled) return;
      const data = copy ? fromCopy(copy.data) : null;
      setSaved({ id, copy: data === null ? null : { data, savedAt: copy!.savedAt } });
    });
    return () => {
      cancelled = true;
    };
  }, [offline, uid, copyKey, id, fromCopy]);

  // undefined: not read (yet); null: nothing saved.
  const copy = saved?.id === id ? saved.copy : undefined;
  let shown: Shown<T>;
  if (offline) {
    if (live.data !== undefined) {
      shown = { data: live.data, error: null, savedAt: live.at, notSaved: false };
    } else if (copy) {
      shown = { data: copy.data, error: null, savedAt: copy.savedAt, notSaved: false };
    } else {
      shown = { data: undefined, error: null, savedAt: null, notSaved: copy === null };
    }
  } else if (live.data === undefined && live.error === null && copy) {
    shown = { data: copy.data, error: null, savedAt: copy.savedAt, notSaved: false };
  } else {
    shown = { data: live.data, error: live.error, savedAt: null, notSaved: false };
  }

  // The note starts over on each page (and when the connection is back):
  // what this view shows is reported again whenever it has been cleared.
  const noteCleared = useOfflineState().savedAt === null;
  const { savedAt } = shown;
  useEffect(() => {
    if (offline && savedAt !== null) reportSavedAnswer(savedAt);
  }, [offline, savedAt, noteCleared]);

  return shown;
}
