// A /details/:id document carries its listing: the function that serves it
// (functions/src/share) renders the listing's first view into the page and
// puts the listing it rendered beside it, as the API would answer a visitor
// (lib/first-view-data.ts). The app's first render starts from that answer,
// so it draws the same listing instead of a loading skeleton.
import { firstViewSlot } from '@/lib/first-view-data';
import type { Listing } from '../types';

/** The id of the `<script type="application/json">` holding the listing. */
export const FIRST_VIEW_DATA_ID = 'rl-first-view-post';

export type FirstViewListing = {
  /** `GET /posts/:id` as a signed-out visitor gets it. */
  post: Listing;
  /** When the function read it (ms since the epoch): the answer's age. */
  renderedAt: number;
};

const slot = firstViewSlot<Listing>(FIRST_VIEW_DATA_ID, 'post', (value) => {
  const post = value as Partial<Listing> | null;
  return typeof post?._id === 'string' && typeof post.title === 'string' ? post._id : undefined;
});

/** The listing the page was served with, if it is listing `id`. */
export function firstViewListing(id: string): FirstViewListing | undefined {
  const data = slot.read(id);
  return data && { post: data.value, renderedAt: data.renderedAt };
}

/** The data element for `data` (every `<` escaped: lib/first-view-data.ts). */
export const firstViewDataScript = ({ post, renderedAt }: FirstViewListing) =>
  slot.script({ value: post, renderedAt });

/** Forgets what was read (tests that serve several pages in one document). */
export const resetFirstViewListing = () => slot.reset();
