import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { whenFirstPageReady } from '@/app/first-page-ready';

function render() {
  // A transition renders in slices that yield to the browser, instead of one
  // long task that would block input on a slow phone.
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

// No top-level await: with one in the entry, the bundler gives eleven lazily
// loaded modules (dialogs, the tooltip, the gallery) an extra chunk each that
// only re-exports them, one more request whenever one opens.
//
// Evaluating the app's modules is one task; matching the URL and starting to
// load the first page's chunk is another, so neither is long enough to block
// input on a slow phone. index.html already shows the navbar (and on / the
// first slide): render once the first page's code is in, so React's first
// paint replaces that markup with the finished page rather than with an
// emptier loading state.
setTimeout(() => {
  void whenFirstPageReady(window.location.pathname).then(render);
}, 0);
