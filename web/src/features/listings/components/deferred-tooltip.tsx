// Material UI's Tooltip (with the popper library it positions with, about
// 13 KB gzip) for the details page's trust badges, loaded on the visitor's
// first sign of use (lib/first-interaction.ts) rather than with the page: a
// visitor who only reads never downloads it. Until then the badge carries its
// text as a `title`, exactly as Tooltip leaves a closed badge: the browser's
// own tooltip, and the badge's accessible description.
import type { TooltipProps } from '@mui/material/Tooltip';
import {
  cloneElement,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactElement,
  type Ref,
} from 'react';
import { onFirstInteraction } from '@/lib/first-interaction';
import { loadOnce } from '@/lib/load-once';

type Tooltip = ComponentType<TooltipProps>;

/** Tooltip's code, fetched once (tests await `get()` after their first sign of use). */
export const tooltipCode = loadOnce<Tooltip>(() =>
  import('@mui/material/Tooltip').then((module) => module.default),
);

type Props = {
  /** The badge's full text: its description. */
  title: string;
  children: ReactElement<{ title?: string; ref?: Ref<HTMLElement> }>;
};

/** A Tooltip describing `children` (`describeChild`), opened by hover, focus or a tap. */
export function DeferredTooltip({ title, children }: Props) {
  const [Tooltip, setTooltip] = useState<Tooltip | null>(() => tooltipCode.current() ?? null);
  const child = useRef<HTMLElement>(null);
  const refocus = useRef(false);

  useEffect(() => {
    if (Tooltip) return;
    let mounted = true;
    const stop = onFirstInteraction(() => {
      tooltipCode.get().then(
        (component) => {
          if (!mounted) return;
          refocus.current = document.activeElement === child.current;
          setTooltip(() => component);
        },
        // Offline, say: the badge keeps its title; badges mounted later try again.
        () => {},
      );
    });
    return () => {
      mounted = false;
      stop();
    };
  }, [Tooltip]);

  // Wrapping the badge remounts it: a keyboard user who had reached it keeps focus.
  useLayoutEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    child.current?.focus();
  }, [Tooltip]);

  if (!Tooltip) return cloneElement(children, { title, ref: child });
  return (
    <Tooltip title={title} describeChild arrow enterTouchDelay={0}>
      {cloneElement(children, { ref: child })}
    </Tooltip>
  );
}
