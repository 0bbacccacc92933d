// Work the first paint doesn't need (the carousel's Swiper, the typewriter)
// waits until the page has loaded and the main thread is idle, so it neither
// delays the largest paint nor blocks input while the page starts.
import { startTransition, useEffect, useState } from 'react';

type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

export function whenIdleAfterLoad(callback: () => void): () => void {
  const w = window as IdleWindow;
  let cancel = () => {};
  const schedule = () => {
    if (w.requestIdleCallback) {
      const handle = w.requestIdleCallback(callback, { timeout: 3000 });
      cancel = () => w.cancelIdleCallback?.(handle);
    } else {
      const handle = window.setTimeout(callback, 50);
      cancel = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') schedule();
  else {
    window.addEventListener('load', schedule, { once: true });
    cancel = () => window.removeEventListener('load', schedule);
  }
  return () => cancel();
}

/**
 * False on the first render; true once the page has loaded and gone idle. What
 * it reveals renders as a transition, in slices that yield to the browser.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdleAfterLoad(() => startTransition(() => setReady(true))), []);
  return ready;
}

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}
