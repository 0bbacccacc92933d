// P2's repeat visits, the pure half (bench/repeat-visit.mjs drives Chrome):
// what answered a visit's requests, read from its Lighthouse run's DevTools
// log, and the rows the bench's table shows for them.

/** How long the bench waits after a first visit for a service worker to be active. */
export const WORKER_WAIT_MS = 10_000;

const SOURCE_LABELS = {
  worker: 'the service worker',
  cache: 'the HTTP cache',
  network: 'the network',
  unknown: 'unknown',
};

/**
 * Where a page's responses came from, from a Lighthouse run's DevTools log:
 * the service worker (`fromServiceWorker`, whatever the worker then did), the
 * HTTP cache (disk, or memory: `requestServedFromCache`) or the network. Only
 * the page's and its frames' requests: Lighthouse does not attach to the
 * service worker, and a dedicated worker's requests (targetType 'worker') are
 * left out. `document` is where the response for `url` itself came from.
 *
 * @param {{ method: string, params: any, targetType?: string }[]} devtoolsLog
 * @param {string} url
 */
export function servedBy(devtoolsLog, url) {
  const fromMemory = new Set(
    devtoolsLog
      .filter((entry) => entry.method === 'Network.requestServedFromCache')
      .map((entry) => entry.params.requestId),
  );
  const counts = { worker: 0, cache: 0, network: 0 };
  let document = 'unknown';
  const wanted = new URL(url).href;
  for (const entry of devtoolsLog) {
    if (entry.method !== 'Network.responseReceived' || entry.targetType === 'worker') continue;
    const { requestId, response, type } = entry.params;
    // data: and blob: URLs never reach a cache or the network.
    if (!/^https?:/.test(response.url)) continue;
    const source = response.fromServiceWorker
      ? 'worker'
      : response.fromDiskCache || fromMemory.has(requestId)
        ? 'cache'
        : 'network';
    counts[source]++;
    if (document === 'unknown' && type === 'Document' && response.url === wanted) {
      document = source;
    }
  }
  return { document, ...counts };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** "the network (2 of 3), the HTTP cache (1 of 3)": each value's count, most frequent first. */
function tally(values, label) {
  const counts = new Map();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([value, n]) =>
      n === values.length ? label(value) : `${label(value)} (${n} of ${values.length})`,
    )
    .join(', ');
}

/** The "what served it" cell: whether a service worker did, and where the requests came from. */
function servedCell(runs) {
  const n = runs.length;
  const controlled = runs.filter((run) => run.served.worker > 0).length;
  const active = runs.filter((run) => run.worker.active).length;
  const who =
    controlled === n
      ? `service worker (all ${n} runs)`
      : controlled > 0
        ? `service worker in ${controlled} of ${n} runs, else the HTTP cache`
        : `no service worker${active ? ` (active after ${active} of ${n} first visits, yet it answered nothing)` : ` (none active ${WORKER_WAIT_MS / 1000} s after the first visit)`}: the HTTP cache`;
  const requests = ['worker', 'cache', 'network']
    .map(
      (source) =>
        `${median(runs.map((run) => run.served[source]))} ${SOURCE_LABELS[source].replace(/^the /, '')}`,
    )
    .join(', ');
  const document = tally(
    runs.map((run) => run.served.document),
    (source) => SOURCE_LABELS[source],
  );
  return `${who}; document from ${document}; requests (median): ${requests}`;
}

export const REPEAT_HEADER = [
  '| page | RoomRush | first visit FCP / LCP (ms) | repeat visit FCP (ms) | repeat visit LCP (ms) | LCP repeat ÷ first | what served the repeat visit |',
  '|---|---|---|---|---|---|---|',
];

/**
 * The repeat-visit table: a row per page, each metric the median of its
 * runs on its own (as P2's rows), the first visit's beside it (measured in
 * the same rounds, under the same throttling). No RoomRush figure ("—").
 *
 * @param {{ name: string, runs: { first: { fcp: number, lcp: number }, repeat: { fcp: number, lcp: number }, worker: { active: boolean }, served: ReturnType<typeof servedBy> }[] }[]} pages
 */
export function repeatVisitTable(pages) {
  const rows = pages.map(({ name, runs }) => {
    const pick = (visit, metric) => median(runs.map((run) => run[visit][metric]));
    const first = { fcp: pick('first', 'fcp'), lcp: pick('first', 'lcp') };
    const repeat = { fcp: pick('repeat', 'fcp'), lcp: pick('repeat', 'lcp') };
    const ratio = first.lcp > 0 ? (repeat.lcp / first.lcp).toFixed(2) : '—';
    return `| \`${name}\` repeat visit | — | ${Math.round(first.fcp)} / ${Math.round(first.lcp)} | ${Math.round(repeat.fcp)} | ${Math.round(repeat.lcp)} | ${ratio} | ${servedCell(runs)} |`;
  });
  return [...REPEAT_HEADER, ...rows];
}

const ms = (n) => `${Math.round(n)} ms`;

/**
 * A line per page under the table: each round's LCP first → repeat, whether a
 * worker was active (and controlling) after the first visit, the repeat
 * visit's requests as worker/HTTP cache/network, and the machine's state
 * (Lighthouse's benchmark index and the load average), with the rounds taken
 * again under load, as P2's lines say them.
 *
 * @param {{ name: string, runs: import("./repeat-rows.d.mts").MeasuredRun[] }[]} pages as measureRepeatVisits answers them
 */
export function repeatRunNotes(pages) {
  return pages.map(({ name, runs }) => {
    const text = runs.map((run) => {
      const notes = [
        ...(run.rerunFor.length
          ? [
              `kept 1 of ${run.attempts} rounds, the others under load: ${run.rerunFor.map((r) => `(${r})`).join(', ')}`,
            ]
          : []),
        ...[run.first.underLoad, run.repeat.underLoad]
          .filter(Boolean)
          .map((reason) => `**still under load**: ${reason}`),
      ];
      const worker = run.worker.active
        ? run.worker.controlled
          ? 'active, controlling'
          : 'active'
        : 'none';
      const { served } = run;
      return `LCP ${ms(run.first.lcp)} → ${ms(run.repeat.lcp)} (worker ${worker}; requests ${served.worker}/${served.cache}/${served.network}; index ${Math.round(run.first.benchmarkIndex)} → ${Math.round(run.repeat.benchmarkIndex)}, load ${run.first.loadStart.toFixed(2)} → ${run.repeat.loadEnd.toFixed(2)}${notes.length ? `; ${notes.join('; ')}` : ''})`;
    });
    return `- \`${name}\` repeat visit, each round first → repeat: ${text.join(', ')}.`;
  });
}
