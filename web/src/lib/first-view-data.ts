// A page the function serves with a first view (functions/src/share: a
// listing's /details/:id, a Room wanted ad's /room-wanted/:id) carries the
// API answer it rendered from, as a signed-out visitor gets it, in a
// `<script type="application/json">` beside #root. The app's query starts
// from that answer, so its first render is the same markup, and refreshes it
// like any cached answer once it is older than the query's stale time.
// One element per kind of page; this reads and writes any of them.

export type FirstViewData<T> = {
  /** The API's answer to a signed-out visitor. */
  value: T;
  /** When the function read it (ms since the epoch): the answer's age. */
  renderedAt: number;
};

export type FirstViewSlot<T> = {
  /** The element's id. */
  id: string;
  /** What the page was served with, if it is for `key` (an id), read once. */
  read(key: string): FirstViewData<T> | undefined;
  /**
   * The data element for `data`: JSON, with every `<` escaped, so no text in
   * it (`</script>`, `<!--`) can end the element or open markup.
   */
  script(data: FirstViewData<T>): string;
  /** Forgets what was read (tests that serve several pages in one document). */
  reset(): void;
};

/**
 * The slot `id`, its JSON an object whose `field` holds the value and
 * `renderedAt` its age. `keyOf` gives a valid value's id, undefined for
 * anything else (broken or foreign data is never used).
 */
export function firstViewSlot<T>(
  id: string,
  field: string,
  keyOf: (value: unknown) => string | undefined,
): FirstViewSlot<T> {
  let read: { key: string; data: FirstViewData<T> } | null | undefined;

  function readOnce() {
    if (typeof document === 'undefined') return null;
    const text = document.getElementById(id)?.textContent;
    if (!text) return null;
    try {
      const json = JSON.parse(text) as Record<string, unknown> | null;
      const key = keyOf(json?.[field]);
      if (key === undefined || typeof json?.renderedAt !== 'number') return null;
      return { key, data: { value: json[field] as T, renderedAt: json.renderedAt } };
    } catch {
      return null;
    }
  }

  return {
    id,
    read(key) {
      read ??= readOnce();
      return read?.key === key ? read.data : undefined;
    },
    script({ value, renderedAt }) {
      const json = JSON.stringify({ [field]: value, renderedAt }).replace(/</g, '\\u003c');
      return `<script type="application/json" id="${id}">${json}</script>`;
    },
    reset() {
      read = undefined;
    },
  };
}
