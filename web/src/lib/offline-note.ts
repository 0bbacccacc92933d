// Whether the page shows what the member saw earlier rather than what is on
// the server now, and since when: the API client reports every answer the
// service worker gave from its saved copies (their `X-Roomly-Saved-At`), and
// the pages that keep their own copies report theirs; the layout's note says
// so ("Offline: showing what you saw at 14:05"). A new page, or the
// connection coming back, starts over.
import { useSyncExternalStore } from 'react';
import { SAVED_AT_HEADER } from '@/service-worker/caches';
import { browserOffline } from './browser-offline';

export type OfflineState = {
  /** The browser says there is no connection. */
  offline: boolean;
  /** When the oldest saved answer on this page was saved (ms), or null when all are fresh. */
  savedAt: number | null;
};

const listeners = new Set<() => void>();
let state: OfflineState = { offline: false, savedAt: null };
let watching = false;

function set(next: OfflineState) {
  if (next.offline === state.offline && next.savedAt === state.savedAt) return;
  state = next;
  listeners.forEach((listener) => listener());
}

/** A saved answer saved at `savedAt` is on the page. */
export function reportSavedAnswer(savedAt: number): void {
  if (!Number.isFinite(savedAt) || savedAt <= 0) return;
  set({ ...state, savedAt: state.savedAt === null ? savedAt : Math.min(state.savedAt, savedAt) });
}

/** Reads a response's headers for a saved answer's time, and reports it. */
export function reportAnswerHeaders(headers: Headers): void {
  const savedAt = headers.get(SAVED_AT_HEADER);
  if (savedAt !== null) reportSavedAnswer(Number(savedAt));
}

/** Another page: what it shows is reported afresh. */
export function resetSavedAnswers(): void {
  set({ ...state, savedAt: null });
}

function watch() {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  state = { ...state, offline: browserOffline() };
  window.addEventListener('offline', () => set({ ...state, offline: true }));
  // Back online, every query refetches (React Query): fresh answers replace the saved ones.
  window.addEventListener('online', () => set({ offline: false, savedAt: null }));
}

const subscribe = (listener: () => void) => {
  watch();
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useOfflineState(): OfflineState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
