// Loaded after first paint by the app provider; react-toastify queues toasts
// raised before it mounts.
import { ToastContainer } from 'react-toastify';

/**
 * Toasts sit under the navbar (its height is a custom property the layout
 * keeps up to date), never over its links, on phones too: react-toastify puts
 * them at the very top there, so this is the container's own style, which
 * wins over its stylesheet at every width.
 */
export const TOAST_TOP = 'calc(var(--rl-navbar-height, 65px) + 8px)';

export default function Toaster({ theme }: { theme: 'light' | 'dark' }) {
  return (
    <>
      {/* Darker body text than react-toastify's default grey, for contrast. */}
      <style>{':root{--toastify-text-color-light:#1f2937;--toastify-font-family:inherit}'}</style>
      <ToastContainer
        position="top-center"
        theme={theme}
        newestOnTop
        pauseOnFocusLoss
        style={{ top: TOAST_TOP }}
      />
    </>
  );
}
