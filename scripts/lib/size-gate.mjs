// The size gate's check: each route's first-visit JavaScript (gzip and raw,
// counted by route-sizes.mjs) against its budget (size-budgets.mjs). Sizes
// of built files, not timings, so the same build gives the same answer on any
// machine and under any load; Lighthouse's timings stay in the bench.
import { routeFirstVisits } from './route-sizes.mjs';

const UNITS = [
  ['gzipKB', 'gzip'],
  ['rawKB', 'raw'],
];

/**
 * Every route of the build in `dist` against `budgets` (route → { gzipKB, rawKB }).
 * `problems` names each route over a budget or without one (a new route needs
 * a budget chosen on purpose); `unused` lists budgets for routes the build
 * doesn't have, reported but not failed on, since the budgets file may land
 * before or after a route is removed.
 */
export function checkRouteSizes(dist, budgets) {
  const rows = routeFirstVisits(dist).map((visit) => {
    const budget = budgets[visit.route];
    const over = budget ? UNITS.filter(([unit]) => visit[unit] > budget[unit]) : [];
    return { ...visit, budget, over: over.map(([, name]) => name) };
  });
  const problems = rows.flatMap((row) => {
    const { route, budget, over } = row;
    if (!budget) return [`${route}: no budget (add one to scripts/lib/size-budgets.mjs)`];
    if (!over.length) return [];
    const detail = UNITS.filter(([, name]) => over.includes(name)).map(
      ([unit, name]) => `${row[unit].toFixed(1)} KB ${name} > ${budget[unit]} KB`,
    );
    return [`${route}: ${detail.join(', ')}`];
  });
  const built = new Set(rows.map((r) => r.route));
  const unused = Object.keys(budgets).filter((route) => !built.has(route));
  return { rows, problems, unused };
}

/** The gate's table: one line per route, its sizes beside its budgets. */
export function formatSizeTable({ rows }) {
  const kb = (n) => (n === undefined ? '—' : n.toFixed(1)).padStart(7);
  const width = Math.max(5, ...rows.map((r) => r.route.length));
  const header = `${'route'.padEnd(width)}  ${'gzip KB'.padStart(7)}  ${'budget'.padStart(7)}  ${'raw KB'.padStart(7)}  ${'budget'.padStart(7)}  status`;
  const lines = rows.map(({ route, gzipKB, rawKB, budget, over }) => {
    const status = !budget ? 'NO BUDGET' : over.length ? `OVER (${over.join(', ')})` : 'ok';
    return `${route.padEnd(width)}  ${kb(gzipKB)}  ${kb(budget?.gzipKB)}  ${kb(rawKB)}  ${kb(budget?.rawKB)}  ${status}`;
  });
  return [header, ...lines].join('\n');
}
