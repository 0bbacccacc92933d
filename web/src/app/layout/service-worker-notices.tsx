// What the service worker has to say, below the navbar: the offline note and
// the update prompt. Loaded once the page has loaded (app-layout.tsx), in one
// chunk; the worker registers when the main thread is idle after that: a
// first visit pays for none of it.
import { useEffect } from 'react';
import { whenIdleAfterLoad } from '@/lib/after-first-paint';
import { registerServiceWorker } from '@/lib/service-worker';
import OfflineNote from './offline-note';
import UpdatePrompt from './update-prompt';

export default function ServiceWorkerNotices() {
  // Once the main thread is idle too: installing fetches the app's files.
  useEffect(() => whenIdleAfterLoad(registerServiceWorker), []);
  return (
    <>
      <OfflineNote />
      <UpdatePrompt />
    </>
  );
}
