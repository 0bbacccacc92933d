/**
 * Whether the browser says it is offline now: a write then fails at once,
 * saying so, and nothing is retried. Its own module: the API client needs
 * only this on every page, not the offline note's state (offline-note.ts).
 */
export const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
