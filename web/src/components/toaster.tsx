// Loaded after first paint by the app provider; react-toastify queues toasts
// raised before it mounts.
import { ToastContainer } from 'react-toastify';

export default function Toaster({ theme }: { theme: 'light' | 'dark' }) {
  return (
    <>
      {/* Darker body text than react-toastify's default grey, for contrast. */}
      <style>{':root{--toastify-text-color-light:#1f2937;--toastify-font-family:inherit}'}</style>
      <ToastContainer position="top-center" theme={theme} newestOnTop pauseOnFocusLoss />
    </>
  );
}
