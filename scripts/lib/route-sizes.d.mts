// Types for route-sizes.mjs, so the TypeScript tests (web/build) can import it.

export const ROUTE: RegExp;
export const THEME_SCOPE: string;

export interface RouteFirstVisit {
  route: string;
  gzipKB: number;
  rawKB: number;
  files: string[];
}

export function routeFirstVisits(dist: string): RouteFirstVisit[];
