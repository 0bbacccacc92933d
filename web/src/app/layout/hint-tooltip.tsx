// A light tooltip (no popper library in the first-load bundle): shown on hover
// and keyboard focus, dismissible with Escape, and wired to the child as its
// accessible description. Styles in layout.css.
import { cloneElement, useId, useState, type KeyboardEvent, type ReactElement } from 'react';

type Props = {
  title: string;
  children: ReactElement<{ 'aria-describedby'?: string }>;
  /** Full-width row (mobile menu): the bubble starts at the left edge. */
  block?: boolean;
};

export function HintTooltip({ title, children, block }: Props) {
  const id = useId();
  const [dismissed, setDismissed] = useState(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !dismissed) {
      setDismissed(true);
      event.stopPropagation();
    }
  };
  const className = ['rl-hint', block && 'rl-hint--block', dismissed && 'rl-hint--dismissed']
    .filter(Boolean)
    .join(' ');
  return (
    <span
      className={className}
      onKeyDown={onKeyDown}
      onMouseLeave={() => setDismissed(false)}
      onBlur={() => setDismissed(false)}
    >
      {cloneElement(children, { 'aria-describedby': id })}
      <span role="tooltip" id={id} className="rl-hint__bubble">
        {title}
      </span>
    </span>
  );
}
