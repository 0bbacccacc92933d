// A Room wanted ad's first view, rendered on the server: the function that
// serves /room-wanted/:id (functions/src/share) renders the page the app would
// first show for that ad into the document it sends, so a shared link paints
// the ad (the person, headline, budget, areas, about me, what they want)
// before any JavaScript runs. Bundled for the function with the listing's
// (first-views.ts); nothing here ships to the browser.
//
// It renders the app's own Room wanted ad route with the visitor's answer in
// the query cache (served-first-view.tsx): the app starts from the same
// answer (first-view-ad.ts), so React's first render is this markup.
import type { WantedAd } from '@contract/wanted-ad';
import RoomWantedDetailsRoute from '@/app/routes/room-wanted-details';
import { paths } from '@/config/paths';
import { firstViewAdScript } from '@/features/wanted-ads/api/first-view-ad';
import { wantedAdKeys } from '@/features/wanted-ads/api/query-keys';
import {
  renderServedFirstView,
  type FirstViewContext,
  type ServedFirstView,
} from './served-first-view';

/** `ad`: `GET /seeker-ads/:id` as a signed-out visitor gets it. */
export function renderWantedAdFirstView({
  ad,
  renderedAt,
  knownStyleIds,
}: { ad: WantedAd } & FirstViewContext): ServedFirstView {
  return renderServedFirstView({
    page: 'room-wanted-ad',
    route: '/room-wanted/:id',
    path: paths.roomWantedAd(ad._id),
    element: <RoomWantedDetailsRoute />,
    seed: (client) =>
      client.setQueryData(wantedAdKeys.detail(ad._id, null), ad, { updatedAt: renderedAt }),
    data: firstViewAdScript({ ad, renderedAt }),
    knownStyleIds,
  });
}
