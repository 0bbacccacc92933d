// A /room-wanted/:id document carries its ad: the function that serves it
// (functions/src/share) renders the ad's first view into the page and puts the
// ad it rendered beside it, exactly as GET /seeker-ads/:id answers a visitor
// (lib/first-view-data.ts). The app's first render starts from that answer,
// so it draws the same ad instead of a loading skeleton.
import type { WantedAd } from '@contract/wanted-ad';
import { firstViewSlot } from '@/lib/first-view-data';

/** The id of the `<script type="application/json">` holding the ad. */
export const FIRST_VIEW_AD_ID = 'rl-first-view-wanted-ad';

export type FirstViewAd = {
  /** `GET /seeker-ads/:id` as a signed-out visitor gets it. */
  ad: WantedAd;
  /** When the function read it (ms since the epoch): the answer's age. */
  renderedAt: number;
};

const slot = firstViewSlot<WantedAd>(FIRST_VIEW_AD_ID, 'ad', (value) => {
  const ad = value as Partial<WantedAd> | null;
  return typeof ad?._id === 'string' && typeof ad.headline === 'string' ? ad._id : undefined;
});

/** The ad the page was served with, if it is ad `id`. */
export function firstViewAd(id: string): FirstViewAd | undefined {
  const data = slot.read(id);
  return data && { ad: data.value, renderedAt: data.renderedAt };
}

/** The data element for `data` (every `<` escaped: lib/first-view-data.ts). */
export const firstViewAdScript = ({ ad, renderedAt }: FirstViewAd) =>
  slot.script({ value: ad, renderedAt });

/** Forgets what was read (tests that serve several pages in one document). */
export const resetFirstViewAd = () => slot.reset();
