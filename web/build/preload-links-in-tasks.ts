// Vite plugin: the `<link rel="modulepreload">` tags Vite adds before a
// dynamic import (so a page's chunks download side by side, not one after
// another) go into the document one per task.
//
// Vite's preload helper appends them all at once, and Chromium handles each
// inserted link synchronously: opening a page's first route (twenty-odd chunks
// on browse) was one task of about 40 ms on this machine, 160 ms on a slow
// phone, the longest of the page after React's. Appended from a zero-delay
// timer each, they are as many short tasks; the downloads start a few
// milliseconds later, long before the route's own chunk arrives, so the page is
// ready no later.
import type { Plugin } from 'vite';

/** Vite's virtual module holding the helper (`__vitePreload`). */
export const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';
const APPEND = 'document.head.appendChild(link);';

/** The helper's code with each link appended from its own task. */
export function appendInTasks(code: string): string {
  if (code.split(APPEND).length !== 2) {
    throw new Error(
      `Vite's preload helper no longer appends its links as web/build/preload-links-in-tasks.ts expects (\`${APPEND}\` once): update or remove that plugin`,
    );
  }
  return code.replace(APPEND, `setTimeout(() => ${APPEND.slice(0, -1)});`);
}

export function preloadLinksInTasks(): Plugin {
  return {
    name: 'roomly:preload-links-in-tasks',
    apply: 'build',
    transform(code, id) {
      return id === PRELOAD_HELPER_ID ? { code: appendInTasks(code), map: null } : null;
    },
  };
}
