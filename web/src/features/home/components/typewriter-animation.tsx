// Loaded after first paint by typewriter-heading.tsx.
import { useEffect, useRef } from 'react';
import { TypeAnimation } from 'react-type-animation';

type Props = { words: readonly string[]; pauseMs: number };

/** A sequence step that never finishes: awaiting it parks the typing loop for good. */
const parked = () => new Promise<never>(() => {});

export default function TypewriterAnimation({ words, pauseMs }: Props) {
  // react-type-animation's loop ignores unmounting (its cleanup does nothing) and
  // would type into a detached element forever, and into a torn-down page in
  // tests. After each word it asks whether the heading is still mounted.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const stillMounted = () => (mounted.current ? undefined : parked());

  // The first word is already on screen (pre-rendered), so the loop starts by pausing on it.
  const sequence = words.flatMap((word) => [word, pauseMs, stillMounted]);
  return (
    <TypeAnimation
      sequence={sequence}
      wrapper="span"
      speed={40}
      repeat={Infinity}
      preRenderFirstString
    />
  );
}
