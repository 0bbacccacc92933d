// Below the navbar while the page shows what the member saw earlier (offline,
// or the connection too slow to wait for): "Offline: showing what you saw at
// 14:05". Material UI's Alert loads only when there is something to say.
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { resetSavedAnswers, useOfflineState } from '@/lib/offline-note';
import { offlineNoteText } from './offline-note-text';

const OfflineAlert = lazy(() => import('./offline-alert'));

export function OfflineNote() {
  const state = useOfflineState();
  const { pathname } = useLocation();
  // Each page reports its own answers.
  useEffect(() => resetSavedAnswers(), [pathname]);
  const text = offlineNoteText(state);
  if (!text) return null;
  return (
    <Suspense fallback={null}>
      <OfflineAlert text={text} />
    </Suspense>
  );
}
