// The tab's title of the pages the function serves with a first view
// (share/router.ts): the app's routes set these once they run, and the served
// document carries the same text before, so the tab never reads another page's
// title in between. Free of imports, like every contract module.

export const SITE_NAME = 'Roomly';

const onSite = (name: string) => `${name} · ${SITE_NAME}`;

/** A listing's page (/details/:id): its title, or a placeholder while there is none. */
export const listingPageTitle = (title: string | undefined): string =>
  onSite(title?.trim() ? title : 'Listing details');

/** A Room wanted ad's page (/room-wanted/:id): its headline, which is the page's heading. */
export const wantedAdPageTitle = (headline: string | undefined): string =>
  onSite(headline?.trim() ? `${headline} · Room wanted` : 'Room wanted ad');

/** Any path with nothing to show (the app's 404 page). */
export const NOT_FOUND_PAGE_TITLE = onSite('Page not found');
