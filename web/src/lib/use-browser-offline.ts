// Whether the browser says it is offline, as state: a page that reads live
// (Firestore listeners) stops and shows what it saved instead, and starts
// again when the connection is back.
import { useSyncExternalStore } from 'react';
import { browserOffline } from '@/lib/browser-offline';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** True while `navigator.onLine` is false, following the window's online/offline events. */
export function useBrowserOffline(): boolean {
  return useSyncExternalStore(subscribe, browserOffline, () => false);
}
