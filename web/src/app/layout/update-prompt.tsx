// "A new version of Roomly is ready — Reload": shown once a new release's
// service worker waits (lib/service-worker.ts). It never takes over by
// itself, so nothing half-typed is lost to a reload the member didn't ask
// for; until they choose, this tab keeps working as it is.
import { lazy, Suspense } from 'react';
import { useWaitingUpdate } from '@/lib/service-worker';

const UpdateSnackbar = lazy(() => import('./update-snackbar'));

export const UPDATE_READY = 'A new version of Roomly is ready';

export default function UpdatePrompt() {
  const reload = useWaitingUpdate();
  if (!reload) return null;
  return (
    <Suspense fallback={null}>
      <UpdateSnackbar message={UPDATE_READY} onReload={reload} />
    </Suspense>
  );
}
