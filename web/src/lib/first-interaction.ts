// Work a page only needs once someone uses it (the Google popup's machinery, a
// form's validation rules) starts on their first sign of use rather than with
// the page: a visitor who only reads never pays for it, and the page answers
// input sooner while it starts.
import { useEffect } from 'react';

/**
 * Every way a visit turns into use comes before the click or key that needs the
 * work: a pointer moving or pressing, a touch, a key, focus moving in the page.
 */
const FIRST_SIGNS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** Calls `callback` once, on the first sign of use; the returned function cancels. */
export function onFirstInteraction(callback: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => FIRST_SIGNS.forEach((type) => window.removeEventListener(type, fire, options));
  function fire() {
    stop();
    callback();
  }
  FIRST_SIGNS.forEach((type) => window.addEventListener(type, fire, options));
  return stop;
}

/** `onFirstInteraction` for as long as the calling component is mounted. */
export function useOnFirstInteraction(callback: () => void): void {
  useEffect(() => onFirstInteraction(callback), [callback]);
}
