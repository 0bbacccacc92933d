// Below the navbar while the page shows what the member saw earlier (offline,
// or the connection too slow to wait for): "Offline: showing what you saw at
// 14:05". Loaded once the page has loaded (app-layout.tsx), Material UI's
// Alert only when there is something to say.
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { resetSavedAnswers, useOfflineState } from '@/lib/offline-note';
import { offlineNoteText } from './offline-note-text';

const OfflineAlert = lazy(() => import('./offline-alert'));

/** Online but shown saved answers (the network was too slow): how long until the page asks again. */
export const SLOW_RETRY_MS = 10_000;

export default function OfflineNote() {
  const state = useOfflineState();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  // Each page reports its own answers: a new path starts over (not the first
  // one, whose answers may have come before this note loaded).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    resetSavedAnswers();
  }, [pathname]);
  // On a slow connection the saved answers stand in only until the network
  // catches up: the page's reads are asked again, until fresh ones replace them.
  const slow = !state.offline && state.savedAt !== null;
  useEffect(() => {
    if (!slow) return;
    const timer = setTimeout(() => {
      resetSavedAnswers();
      void queryClient.invalidateQueries({ refetchType: 'active' });
    }, SLOW_RETRY_MS);
    return () => clearTimeout(timer);
  }, [slow, queryClient]);
  const text = offlineNoteText(state);
  if (!text) return null;
  return (
    <Suspense fallback={null}>
      <OfflineAlert text={text} />
    </Suspense>
  );
}
