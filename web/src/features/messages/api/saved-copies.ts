// Saving what the messages pages show, cheaply: a copy is written only when
// what it holds changed, at most once every SAVE_INTERVAL_MS (the newest data
// then, not each snapshot in between), and written at once when it is about
// to be read (the member went offline with a save still due). Module-level,
// so a save due when the page closes still happens; lib/offline-copies.ts
// drops it if the member signed out meanwhile.
import { readCopy, saveCopy, type SavedCopy } from '@/lib/offline-copies';

/** The least time between two saves of one copy. */
export const SAVE_INTERVAL_MS = 5_000;

type Saver = {
  /** What the last save wrote (JSON), to skip saving the same again. */
  saved: string | null;
  /** When it was written (ms). */
  savedAt: number;
  /** The newest data not yet written, and its JSON. */
  due: { data: unknown; json: string } | null;
  timer: ReturnType<typeof setTimeout> | null;
  /** The last write, which the next one and a read wait for. */
  writing: Promise<void>;
};

const savers = new Map<string, Saver>();
const saverId = (key: string, uid: string) => `${uid}\n${key}`;

function writeDue(key: string, uid: string, saver: Saver): Promise<void> {
  if (saver.timer !== null) clearTimeout(saver.timer);
  saver.timer = null;
  const due = saver.due;
  if (!due) return saver.writing;
  saver.due = null;
  saver.saved = due.json;
  saver.savedAt = Date.now();
  saver.writing = saver.writing.then(() => saveCopy(key, uid, due.data));
  return saver.writing;
}

/** Keeps `data` as `uid`'s copy under `key`: now, or when SAVE_INTERVAL_MS has passed since the last save. */
export function keepCopy(key: string, uid: string, data: unknown): void {
  const id = saverId(key, uid);
  let saver = savers.get(id);
  if (!saver) {
    saver = { saved: null, savedAt: 0, due: null, timer: null, writing: Promise.resolve() };
    savers.set(id, saver);
  }
  const json = JSON.stringify(data);
  if (json === (saver.due?.json ?? saver.saved)) return;
  saver.due = { data, json };
  if (saver.timer !== null) return; // The save already due takes the newest data.
  const wait = saver.savedAt + SAVE_INTERVAL_MS - Date.now();
  if (wait <= 0) void writeDue(key, uid, saver);
  else saver.timer = setTimeout(() => void writeDue(key, uid, saver), wait);
}

/** `uid`'s copy under `key`, after any save still due for it. */
export async function readSavedCopy<T>(key: string, uid: string): Promise<SavedCopy<T> | null> {
  const saver = savers.get(saverId(key, uid));
  if (saver) await writeDue(key, uid, saver);
  return readCopy<T>(key, uid);
}

/** Forgets every save due and what was saved (tests: each starts afresh). */
export function resetSavers(): void {
  for (const saver of savers.values()) if (saver.timer !== null) clearTimeout(saver.timer);
  savers.clear();
}
