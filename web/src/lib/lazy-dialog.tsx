// Dialogs no page shows at first (Material UI's Modal, the form fields): their
// code loads when one first opens, not with the page that can open it.
import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A component that renders nothing until `isOpen(props)` is first true, then
 * loads and renders the real dialog (and keeps it mounted, so it can animate
 * closed and open again at once).
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  function LazyDialog(props: P) {
    const [opened, setOpened] = useState(false);
    const open = isOpen(props);
    if (open && !opened) setOpened(true);
    if (!open && !opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
