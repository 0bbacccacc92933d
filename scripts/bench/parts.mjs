// The parts `npm run bench` can measure; `node scripts/bench.mjs load latency`
// runs only those (the full run includes Lighthouse and takes minutes).
export const PARTS = {
  sizes: 'P1 first-load and route chunk sizes',
  lighthouse: 'P2 Lighthouse',
  repeat: 'P2 repeat visits of / and a details page (service worker or HTTP cache)',
  latency: 'P3 GET /posts latency at 100 and 5,000 listings',
  near: 'P3 near searches at 100 and 5,000 listings',
  'cold-start': 'P4 function cold start',
  load: 'P5 load check: 2,000 mixed requests, 50 at a time',
  photos: 'P6 photo uploads (three sizes) and fetches through Hosting',
};

/** The requested parts (all when none are named); exits on an unknown one. */
export function parseParts(args) {
  const unknown = args.filter((part) => !(part in PARTS));
  if (unknown.length) {
    console.error(
      `Unknown bench part(s): ${unknown.join(', ')}. Known: ${Object.keys(PARTS).join(', ')}`,
    );
    process.exit(2);
  }
  return args.length ? args : Object.keys(PARTS);
}
