// Toasts without putting react-toastify in the first-load bundle: the library
// is fetched on first use, and toasts raised before the container mounts are
// queued by react-toastify and shown once it does.
import type { ToastOptions } from 'react-toastify';

type Notify = (message: string, options?: ToastOptions) => void;

const show =
  (kind: 'success' | 'error' | 'info' | 'warning'): Notify =>
  (message, options) => {
    void import('react-toastify').then(({ toast }) => toast[kind](message, options));
  };

export const notify = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
};
