// The pages the share router serves, one declaration per kind of ad: how a
// signed-out visitor reads the ad, what its preview and its tab say, which
// first view it gets, and which paths below its page are the app's own pages
// rather than ads. router.ts serves every kind from its declaration.
import type { Listing } from '../contract/listing-wire';
import type { WantedAd } from '../contract/wanted-ad';
import { listingPageTitle, wantedAdPageTitle } from '../contract/page-titles';
import { HttpError } from '../lib/http-error';
import { DOCUMENT_ID_PATTERN } from '../lib/query-shape';
import { POST_ID_PATTERN } from '../listings/paths';
import { getListingFor } from '../listings/repository';
import { WANTED_AD_STORE } from '../wanted-ads/repository';
import type { FirstViewContext, FirstViewRenderers, RenderedFirstView } from './first-view';
import { renderAdShareTags, renderShareTags } from './tags';

/** One kind of ad's page. Methods, so that a list may hold every kind's. */
export type AdPage<Ad> = {
  /** The page's path without the id (`/details`): its ads are at `/details/:id`. */
  base: string;
  /**
   * The app's own pages one level below `base` that are not ads
   * (web/src/config/paths.ts), when the app has pages there: `base` itself
   * and every deeper path are then the app's too. Hosting serves them
   * index.html itself (firebase.json); should one reach the function, it gets
   * the shell unchanged. Null when the app has none: any other path there is
   * the app's 404 view.
   */
  appPages: string[] | null;
  /** The ad as a signed-out visitor gets it from the API, or null when a visitor gets none. */
  read(id: string): Promise<Ad | null>;
  /** The shell with `found`'s preview tags (the generic ones for null), and whether they are its own. */
  tags(shell: string, found: Ad | null, origin: string): { page: string; shown: boolean };
  /** The tab's title: the one the app's route sets (contract/page-titles.ts). */
  title(found: Ad): string;
  /** Its first view, from the bundle's renderers. */
  firstView(renderers: FirstViewRenderers, found: Ad, context: FirstViewContext): RenderedFirstView;
};

/**
 * `get`'s answer, as the API gives it to a signed-out visitor, or null when a
 * visitor gets a 404 (nothing they may see) or the API would refuse the id (a
 * 400: not `pattern`).
 */
const asVisitor =
  <Ad>(pattern: RegExp, get: (id: string) => Promise<Ad>) =>
  async (id: string): Promise<Ad | null> => {
    if (!pattern.test(id)) return null;
    try {
      return await get(id);
    } catch (err) {
      if (err instanceof HttpError && err.status === 404) return null;
      throw err;
    }
  };

/**
 * A listing, as `GET /posts/:id` gives it (a listing under review is reduced
 * to its status: listings/visibility.ts). A preview shows nothing of a listing
 * under review; a paused, let or expired one still opens by link, with its
 * banner, so its preview says so (tags.ts). Never the poster's name, e-mail
 * or contact.
 */
export const LISTING_PAGE: AdPage<Listing> = {
  base: '/details',
  appPages: null,
  read: asVisitor(POST_ID_PATTERN, getListingFor),
  tags: (shell, post, origin) => {
    // tags.ts's ShareListing is all a preview may read of it.
    const listing =
      post && post.status !== 'under-review'
        ? {
            ...post,
            id: post._id,
            cover: post.photos[0],
            coverDetails: post.photos[0] ? post.photoDetails[post.photos[0]] : undefined,
          }
        : null;
    return { page: renderShareTags(shell, listing, origin), shown: listing !== null };
  },
  title: (post) => listingPageTitle(post.title),
  firstView: ({ renderDetailsFirstView: render }, post, context) => render({ post, ...context }),
};

/**
 * A Room wanted ad, as `GET /seeker-ads/:id` gives it (active ads only, never
 * the exact age, no e-mail or contact in the shape at all). Its preview says
 * what it asks for, never who asks (tags.ts's ShareAd).
 */
export const WANTED_AD_PAGE: AdPage<WantedAd> = {
  base: '/room-wanted',
  appPages: ['mine'],
  read: asVisitor(DOCUMENT_ID_PATTERN, (id) => WANTED_AD_STORE.get(id)),
  tags: (shell, ad, origin) => ({
    // tags.ts's ShareAd is all a preview may read of it.
    page: renderAdShareTags(shell, ad && { ...ad, id: ad._id }, origin),
    shown: ad !== null,
  }),
  title: (ad) => wantedAdPageTitle(ad.headline),
  firstView: ({ renderWantedAdFirstView: render }, ad, context) => render({ ad, ...context }),
};

export const AD_PAGES: AdPage<unknown>[] = [LISTING_PAGE, WANTED_AD_PAGE];
