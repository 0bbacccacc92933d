// P1: what index.html makes the browser download, what each route adds on top
// of it, and what the home page fetches after its first paint; gzip-compressed.
// Counted by scripts/lib/route-sizes.mjs (shared with the size gate) on this
// copy's build.
import * as sizes from '../lib/route-sizes.mjs';
import { webDist } from '../lib/emulator-env.mjs';

export const firstLoad = () => sizes.firstLoad(webDist);
export const routeChunks = () => sizes.routeChunks(webDist);
export const homeLater = () => sizes.homeLater(webDist);

if (import.meta.url === `file://${process.argv[1]}`) {
  const first = firstLoad();
  console.log(
    `First load of /: HTML ${first.htmlKB.toFixed(1)} KB (inline CSS ${first.inlineCssKB.toFixed(1)} KB), JS ${first.jsKB.toFixed(1)} KB gzip, CSS ${first.cssKB.toFixed(1)} KB gzip`,
  );
  for (const r of routeChunks())
    console.log(
      `  ${r.route.padEnd(24)} +${r.jsKB.toFixed(1)} KB JS  +${r.cssKB.toFixed(1)} KB CSS`,
    );
  console.log('Home page, after its first paint:');
  for (const r of homeLater())
    console.log(
      `  ${r.module.padEnd(50)} +${r.jsKB.toFixed(1)} KB JS  +${r.cssKB.toFixed(1)} KB CSS`,
    );
}
