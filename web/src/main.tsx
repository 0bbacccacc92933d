import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { whenFirstPageReady } from '@/app/first-page-ready';
import { createRouter } from '@/app/router';

// Evaluating the app's modules is one task; creating the router (which matches
// the URL and starts loading the first page's chunk) is another, so neither is
// long enough to block input on a slow phone.
await new Promise((resolve) => setTimeout(resolve, 0));
const router = createRouter();

// index.html already shows the navbar (and on / the first slide). Render once
// the first page's code is in, so React's first paint replaces that markup with
// the finished page rather than with an emptier loading state.
await whenFirstPageReady(router);

// A transition renders in slices that yield to the browser, instead of one
// long task that would block input on a slow phone.
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
});
