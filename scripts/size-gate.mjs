// `npm run size` (and a step of `npm test`, right after the build): fails when
// a route's first visit downloads more JavaScript than its budget
// (scripts/lib/size-budgets.mjs), gzip or raw, in this copy's web build.
//
//   node scripts/size-gate.mjs           this copy's build (see webDist)
//   node scripts/size-gate.mjs <dist>    another build folder
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { root, webDist } from './lib/emulator-env.mjs';
import { checkRouteSizes, formatSizeTable } from './lib/size-gate.mjs';
import { ROUTE_BUDGETS } from './lib/size-budgets.mjs';

const dist = process.argv[2] ? resolve(process.argv[2]) : webDist;
if (!existsSync(join(dist, '.vite', 'manifest.json'))) {
  console.error(`No build in ${relative(root, dist) || dist}: build the web app first.`);
  process.exit(1);
}

const result = checkRouteSizes(dist, ROUTE_BUDGETS);
console.log(`JavaScript a first visit to each route downloads (${relative(root, dist)}):\n`);
console.log(formatSizeTable(result));
for (const route of result.unused) {
  console.warn(`\nBudget for "${route}", which the build has no route for (remove it?).`);
}
if (result.problems.length) {
  console.error(`\nOver budget:\n${result.problems.map((p) => `  ${p}`).join('\n')}`);
  console.error(
    'Make the route smaller, or raise its budget on purpose in scripts/lib/size-budgets.mjs.',
  );
  process.exit(1);
}
console.log(`\nEvery route within its budget (${result.rows.length} routes).`);
