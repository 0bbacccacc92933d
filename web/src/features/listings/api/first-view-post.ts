// A /details/:id document carries its listing: the function that serves it
// (functions/src/share) renders the listing's first view into the page and
// puts the listing it rendered beside it, as the API would answer a visitor.
// The app's first render starts from that answer, so it draws the same
// listing instead of a loading skeleton, and refreshes it like any cached
// answer once it is older than the query's stale time.
import type { Post } from '../types';

/** The id of the `<script type="application/json">` holding the listing. */
export const FIRST_VIEW_DATA_ID = 'rl-first-view-post';

export type FirstViewPost = {
  /** `GET /posts/:id` as a signed-out visitor gets it. */
  post: Post;
  /** When the function read it (ms since the epoch): the answer's age. */
  renderedAt: number;
};

let read: FirstViewPost | null | undefined;

function readOnce(): FirstViewPost | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(FIRST_VIEW_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<FirstViewPost> | null;
    const valid =
      typeof data?.post?._id === 'string' &&
      typeof data.post.title === 'string' &&
      typeof data.renderedAt === 'number';
    return valid ? (data as FirstViewPost) : null;
  } catch {
    return null;
  }
}

/** The listing the page was served with, if it is listing `id`. */
export function firstViewPost(id: string): FirstViewPost | undefined {
  read ??= readOnce();
  return read?.post._id === id ? read : undefined;
}

/**
 * The data element for `data`: JSON, with every `<` escaped, so no text in a
 * listing (`</script>`, `<!--`) can end the element or open markup.
 */
export function firstViewDataScript(data: FirstViewPost): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${FIRST_VIEW_DATA_ID}">${json}</script>`;
}

/** Forgets what was read (tests that serve several pages in one document). */
export function resetFirstViewPost() {
  read = undefined;
}
