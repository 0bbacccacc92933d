// Loaded after first paint by typewriter-heading.tsx.
import { TypeAnimation } from 'react-type-animation';

type Props = { words: readonly string[]; pauseMs: number };

export default function TypewriterAnimation({ words, pauseMs }: Props) {
  // The first word is already on screen (pre-rendered), so the loop starts by pausing on it.
  const sequence = words.flatMap((word) => [word, pauseMs]);
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
