// The page's security headers and their Content-Security-Policy are computed
// in one place, functions/src/lib/page-headers.ts: Hosting's (written by
// this build, hosting-headers.ts) and the ones the function sends itself on
// the HTML it answers from its own URL are the same code.
export * from '../../functions/src/lib/page-headers';
