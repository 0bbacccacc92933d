import { afterEach, describe, expect, it } from 'vitest';
import { onFirstInteraction } from './first-interaction';

describe('first sign of use', () => {
  const cancels: Array<() => void> = [];
  afterEach(() => cancels.splice(0).forEach((cancel) => cancel()));

  const watch = () => {
    const calls: string[] = [];
    cancels.push(onFirstInteraction(() => calls.push('used')));
    return calls;
  };

  it('when nobody has touched the page, then nothing runs', () => {
    const calls = watch();
    window.dispatchEvent(new Event('load'));
    window.dispatchEvent(new Event('scroll'));
    expect(calls).toEqual([]);
  });

  it.each(['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin'])(
    'when the first sign is a %s, then the work runs once, however much use follows',
    (type) => {
      const calls = watch();
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
      window.dispatchEvent(new Event('pointerdown'));
      expect(calls).toEqual(['used']);
    },
  );

  it('when the watch is cancelled first (the page left), then use runs nothing', () => {
    const calls: string[] = [];
    onFirstInteraction(() => calls.push('used'))();
    window.dispatchEvent(new Event('pointerdown'));
    expect(calls).toEqual([]);
  });
});
