// Toasts without putting react-toastify in the first-load bundle: the library
// is fetched on first use, the app mounts its container then (app/provider.tsx,
// onFirstToast), and react-toastify queues the toasts raised before it mounts.
import type { ToastOptions } from 'react-toastify';

type Notify = (message: string, options?: ToastOptions) => void;

let toastShown = false;
const firstToastListeners = new Set<() => void>();

/** Calls `listener` when the app shows its first toast (at once if it has). */
export function onFirstToast(listener: () => void): () => void {
  if (toastShown) {
    listener();
    return () => {};
  }
  firstToastListeners.add(listener);
  return () => firstToastListeners.delete(listener);
}

const show =
  (kind: 'success' | 'error' | 'info' | 'warning'): Notify =>
  (message, options) => {
    if (!toastShown) {
      toastShown = true;
      firstToastListeners.forEach((listener) => listener());
      firstToastListeners.clear();
    }
    void import('react-toastify').then(({ toast }) => toast[kind](message, options));
  };

export const notify = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
};
