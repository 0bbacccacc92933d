import { describe, expect, it } from 'vitest';
import { OFFLINE_NOTHING_SAVED, offlineNoteText } from './offline-note-text';

const at = (h: number, m: number, day = 28) => new Date(2026, 10, day, h, m).getTime();
const clock = (ms: number) =>
  new Date(ms).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

describe('offlineNoteText', () => {
  it('when offline with saved answers on the page, then it says since when', () => {
    expect(offlineNoteText({ offline: true, savedAt: at(14, 5) }, at(16, 0))).toBe(
      `Offline: showing what you saw at ${clock(at(14, 5))}`,
    );
  });

  it('when they were saved another day, then the day is said too', () => {
    const text = offlineNoteText({ offline: true, savedAt: at(14, 5, 26) }, at(9, 0));
    expect(text).toMatch(/^Offline: showing what you saw on .*26.* at /);
  });

  it('when online but a saved answer was given (the network too slow), then it says so', () => {
    expect(offlineNoteText({ offline: false, savedAt: at(14, 5) }, at(14, 6))).toBe(
      `Slow connection: showing what you saw at ${clock(at(14, 5))}`,
    );
  });

  it('when offline with nothing saved shown, then it says what still works', () => {
    expect(offlineNoteText({ offline: true, savedAt: null })).toBe(OFFLINE_NOTHING_SAVED);
  });

  it('when online with fresh answers, then there is no note', () => {
    expect(offlineNoteText({ offline: false, savedAt: null })).toBeNull();
  });
});
