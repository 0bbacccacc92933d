// The pure half of the bench's repeat visits (scripts/bench/repeat-rows.mjs):
// what answered a visit's requests, read from a Lighthouse DevTools log, and
// the "repeat visit" rows of the bench's table.
import { describe, expect, it } from 'vitest';
import {
  REPEAT_HEADER,
  type DevtoolsLogEntry,
  type MeasuredRun,
  type RepeatRun,
  repeatRunNotes,
  repeatVisitTable,
  servedBy,
} from '../../scripts/bench/repeat-rows.mjs';

const URL_ = 'http://127.0.0.1:5000/details/demo-0001';

let nextId = 0;
function response(
  url: string,
  flags: { fromServiceWorker?: boolean; fromDiskCache?: boolean } = {},
  { type = 'Script', targetType = 'page' }: { type?: string; targetType?: string } = {},
): DevtoolsLogEntry {
  return {
    method: 'Network.responseReceived',
    targetType,
    params: { requestId: String(++nextId), type, response: { url, ...flags } },
  };
}

function run(
  first: [number, number],
  repeat: [number, number],
  served: RepeatRun['served'],
  active = served.worker > 0,
): RepeatRun {
  return {
    first: { fcp: first[0], lcp: first[1] },
    repeat: { fcp: repeat[0], lcp: repeat[1] },
    worker: { active },
    served,
  };
}

describe('servedBy', () => {
  it('when the worker answers the document and most assets, then it counts each source and names the document’s', () => {
    const log = [
      response(URL_, { fromServiceWorker: true }, { type: 'Document' }),
      response('http://127.0.0.1:5000/assets/index-abc.js', { fromServiceWorker: true }),
      response('http://127.0.0.1:5000/assets/home-def.js', { fromDiskCache: true }),
      response('http://127.0.0.1:5000/posts/demo-0001'),
    ];
    expect(servedBy(log, URL_)).toEqual({ document: 'worker', worker: 2, cache: 1, network: 1 });
  });

  it('when a request is served from the memory cache, then it counts as the HTTP cache', () => {
    const script = response('http://127.0.0.1:5000/assets/index-abc.js');
    const log = [
      response(URL_, {}, { type: 'Document' }),
      { method: 'Network.requestServedFromCache', params: { requestId: script.params.requestId } },
      script,
    ];
    expect(servedBy(log, URL_)).toEqual({ document: 'network', worker: 0, cache: 1, network: 1 });
  });

  it('when a dedicated worker or a data: URL shows in the log, then neither is counted', () => {
    const log = [
      response(URL_, { fromDiskCache: true }, { type: 'Document' }),
      response('http://127.0.0.1:5000/posts', {}, { targetType: 'worker' }),
      response('data:image/png;base64,AAAA'),
    ];
    expect(servedBy(log, URL_)).toEqual({ document: 'cache', worker: 0, cache: 1, network: 0 });
  });

  it('when no response is the page’s own document, then the document is unknown', () => {
    const log = [response('http://127.0.0.1:5000/other', {}, { type: 'Document' })];
    expect(servedBy(log, URL_).document).toBe('unknown');
  });
});

describe('repeatVisitTable', () => {
  it('when a worker served every round, then the row has the medians, the ratio and no RoomRush figure', () => {
    const served = { document: 'worker' as const, worker: 12, cache: 0, network: 2 };
    const [header, separator, row] = repeatVisitTable([
      {
        name: '/',
        runs: [
          run([1000, 2000], [400, 500], served),
          run([1200, 2600], [300, 700], served),
          run([1100, 2200], [350, 600], { ...served, network: 3 }),
        ],
      },
    ]);
    expect([header, separator]).toEqual(REPEAT_HEADER);
    expect(row).toBe(
      '| `/` repeat visit | — | 1100 / 2200 | 350 | 600 | 0.27 | service worker (all 3 runs); document from the service worker; requests (median): 12 service worker, 0 HTTP cache, 2 network |',
    );
    expect(row.split('|').length).toBe(header.split('|').length);
  });

  it('when no worker was active after the first visit, then the row says the HTTP cache served it', () => {
    const [, , row] = repeatVisitTable([
      {
        name: '/details/demo-0001',
        runs: [
          run([900, 1800], [700, 1500], { document: 'network', worker: 0, cache: 9, network: 3 }),
          run([950, 1900], [720, 1400], { document: 'network', worker: 0, cache: 9, network: 3 }),
          run([980, 2000], [710, 1600], { document: 'cache', worker: 0, cache: 10, network: 2 }),
        ],
      },
    ]);
    expect(row).toContain(
      '| `/details/demo-0001` repeat visit | — | 950 / 1900 | 710 | 1500 | 0.79 |',
    );
    expect(row).toContain(
      'no service worker (none active 10 s after the first visit): the HTTP cache; document from the network (2 of 3), the HTTP cache (1 of 3); requests (median): 0 service worker, 9 HTTP cache, 3 network',
    );
  });

  it('when a worker served only some rounds, then the row says in how many', () => {
    const [, , row] = repeatVisitTable([
      {
        name: '/',
        runs: [
          run([1000, 2000], [400, 500], { document: 'worker', worker: 10, cache: 0, network: 1 }),
          run(
            [1000, 2000],
            [800, 1500],
            { document: 'network', worker: 0, cache: 8, network: 3 },
            true,
          ),
        ],
      },
    ]);
    expect(row).toContain('service worker in 1 of 2 runs, else the HTTP cache;');
  });
});

describe('repeatRunNotes', () => {
  const visit = (lcp: number, underLoad = '') => ({
    fcp: lcp / 2,
    lcp,
    benchmarkIndex: 1500,
    loadStart: 0.5,
    loadEnd: 1.25,
    underLoad,
  });
  const measured = (over: Partial<MeasuredRun> = {}): MeasuredRun => ({
    first: visit(2000),
    repeat: visit(600),
    worker: { active: true, controlled: false },
    served: { document: 'worker', worker: 12, cache: 0, network: 2 },
    attempts: 1,
    rerunFor: [],
    ...over,
  });

  it('when every round was quiet, then each says its LCPs, the worker, the requests and the machine', () => {
    expect(repeatRunNotes([{ name: '/', runs: [measured(), measured()] }])).toEqual([
      '- `/` repeat visit, each round first → repeat: ' +
        'LCP 2000 ms → 600 ms (worker active; requests 12/0/2; index 1500 → 1500, load 0.50 → 1.25), ' +
        'LCP 2000 ms → 600 ms (worker active; requests 12/0/2; index 1500 → 1500, load 0.50 → 1.25).',
    ]);
  });

  it('when a round was taken again and is still under load, then its note says both', () => {
    const [line] = repeatRunNotes([
      {
        name: '/',
        runs: [
          measured({
            worker: { active: false, controlled: false },
            served: { document: 'network', worker: 0, cache: 9, network: 3 },
            repeat: visit(1500, 'load 3.10 at the start'),
            attempts: 3,
            rerunFor: ['load 2.50 at the start', 'load 2.20 at the start'],
          }),
        ],
      },
    ]);
    expect(line).toContain('(worker none; requests 0/9/3;');
    expect(line).toContain(
      'kept 1 of 3 rounds, the others under load: (load 2.50 at the start), (load 2.20 at the start); **still under load**: load 3.10 at the start)',
    );
  });
});
