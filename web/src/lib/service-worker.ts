// The service worker (src/service-worker/sw.ts): registered once the page has
// loaded and the main thread is idle (app/layout/service-worker-notices.tsx
// loads this module then), so a first visit's budgets never pay for it. A new version is never
// swapped in by itself: it waits, and the app offers "Reload" (update-prompt.tsx).
import { useSyncExternalStore } from 'react';

/** Where the build puts the worker (vite.config.ts) and the headers it gets (web/build/hosting-paths.ts). */
export const SERVICE_WORKER_URL = '/sw.js';

let applyUpdate: (() => void) | null = null;
const listeners = new Set<() => void>();

/**
 * Registers the worker, in production builds (the emulator's included), where
 * the browser has them, once: the layout calls it once the page has loaded and gone idle.
 */
let registered = false;

export function registerServiceWorker(): void {
  if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registered = true;
  void start().catch((error: unknown) => {
    // Without a worker the app works as before, only not offline.
    console.warn('The service worker did not register', error);
  });
}

async function start() {
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  workbox.addEventListener('waiting', () => {
    applyUpdate = () => {
      // Once the new worker controls the page, load the page again from it
      // (the browser's event: workbox-window's own skips a worker another
      // tab or script registered).
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
        once: true,
      });
      workbox.messageSkipWaiting();
    };
    listeners.forEach((listener) => listener());
  });
  await workbox.register();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The waiting version's "Reload" once there is one, else null. */
export function useWaitingUpdate(): (() => void) | null {
  return useSyncExternalStore(
    subscribe,
    () => applyUpdate,
    () => null,
  );
}
