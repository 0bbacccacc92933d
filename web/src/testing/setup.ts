import { cleanup, configure } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';

// findBy…/waitFor give up after a second by default: on a loaded two-core
// machine (npm test runs its suites side by side) a page that waits on the
// emulators can take longer than that to show what it fetched, so a test
// would fail for the machine's sake. What they wait for is unchanged.
configure({ asyncUtilTimeout: 20_000 });

// In the unit project the test files of a worker share one document and one
// copy of each module (`isolate: false` in vite.config.ts: a file no longer
// pays for loading React, Material UI and jsdom again). So each test starts
// from the page a fresh file would see: what it rendered is unmounted, and
// what it put on the document (the theme's class on <html>, stored settings,
// the URL) is put back. <head> is the tests' own to restore: React and
// Emotion keep hold of the elements they add there, so a test that rewrites
// it puts back the very elements it found (first-paint.test.tsx). (The
// build's checks, in build/, run in Node: no document.)
if (typeof document !== 'undefined') {
  const fresh = {
    html: [...document.documentElement.attributes].map(({ name, value }) => ({ name, value })),
    url: window.location.href,
  };
  afterEach(() => {
    cleanup();
    for (const { name } of [...document.documentElement.attributes]) {
      document.documentElement.removeAttribute(name);
    }
    for (const { name, value } of fresh.html) document.documentElement.setAttribute(name, value);
    localStorage.clear();
    sessionStorage.clear();
    window.history.replaceState(null, '', fresh.url);
  });
}
