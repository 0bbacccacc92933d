// A listing's first view, rendered on the server: the function that serves
// /details/:id (functions/src/share) renders the page the app would first
// show for that listing into the document it sends, so a shared link paints
// the listing (title, rent, photo, facts, poster) before any JavaScript runs.
// The functions build bundles this (through first-views.ts) with React and
// Material UI (web/vite.first-view.config.ts); nothing here ships to the browser.
//
// It renders the app's own details route with the visitor's answer in the
// query cache (served-first-view.tsx): the app starts from the same answer
// (first-view-listing.ts), so React's first render is this markup.
import DetailsRoute from '@/app/routes/details';
import { paths } from '@/config/paths';
import { listingKeys } from '@/features/listings/api/query-keys';
import { firstViewDataScript } from '@/features/listings/api/first-view-listing';
import type { Listing } from '@/features/listings/types';
import {
  renderServedFirstView,
  type FirstViewContext,
  type ServedFirstView,
} from './served-first-view';

/** `post`: `GET /posts/:id` as a signed-out visitor gets it. */
export function renderDetailsFirstView({
  post,
  renderedAt,
  knownStyleIds,
}: { post: Listing } & FirstViewContext): ServedFirstView {
  return renderServedFirstView({
    page: 'details',
    route: '/details/:id',
    path: paths.details(post._id),
    element: <DetailsRoute />,
    seed: (client) =>
      client.setQueryData(listingKeys.detail(post._id, null), post, { updatedAt: renderedAt }),
    data: firstViewDataScript({ post, renderedAt }),
    knownStyleIds,
  });
}
