// The offline note's words (offline-note.tsx). Pure, for its unit test.

const time = (at: Date) => at.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
const day = (at: Date) => at.toLocaleDateString(undefined, { day: 'numeric', month: 'short' });
const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/** "what you saw at 14:05", or "on 27 Nov at 14:05" when that was another day. */
export function savedWhen(savedAt: number, now = Date.now()): string {
  const at = new Date(savedAt);
  return sameDay(at, new Date(now)) ? `at ${time(at)}` : `on ${day(at)} at ${time(at)}`;
}

export const OFFLINE_NOTHING_SAVED =
  "You're offline. Pages you've opened before still show what you saw; others wait until you're back.";

/**
 * What the note says, or null for no note: offline, what the page shows and
 * since when; online but slow (the worker gave up waiting), the same, said
 * so; online with fresh answers, nothing.
 */
export function offlineNoteText(
  state: { offline: boolean; savedAt: number | null },
  now = Date.now(),
): string | null {
  if (state.savedAt !== null) {
    const when = savedWhen(state.savedAt, now);
    return state.offline
      ? `Offline: showing what you saw ${when}`
      : `Slow connection: showing what you saw ${when}`;
  }
  return state.offline ? OFFLINE_NOTHING_SAVED : null;
}
