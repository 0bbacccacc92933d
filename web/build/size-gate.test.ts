// @vitest-environment node
// The size gate (scripts/size-gate.mjs) on a tiny synthetic build: a manifest,
// an index.html and a few chunks of known size, so each case is exact and
// needs no real build. The same counting runs on the real build in `npm test`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../../scripts/lib/firebase-config.mjs';
import { THEME_SCOPE } from '../../scripts/lib/route-sizes.mjs';
import { ROUTE_BUDGETS } from '../../scripts/lib/size-budgets.mjs';
import { checkRouteSizes, formatSizeTable } from '../../scripts/lib/size-gate.mjs';

const KB = 1024;

/** `kb` KB that gzip can't shrink (a fixed pseudo-random sequence: same bytes every run). */
function incompressible(kb: number, seed = 1): Buffer {
  const bytes = Buffer.alloc(kb * KB);
  let x = seed;
  for (let i = 0; i < bytes.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    bytes[i] = x & 0xff;
  }
  return bytes;
}

type Chunk = { file: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[] };

/**
 * Entry 5 KB + app 20 KB (what index.html loads), theme scope 5 KB, and two
 * routes: home (10 KB) and details (15 KB, importing a 30 KB shared chunk).
 * First visits: home 40 KB, details 75 KB.
 */
function baseBuild() {
  const files: Record<string, Buffer> = {
    'assets/index.js': incompressible(5, 1),
    'assets/app.js': incompressible(20, 2),
    'assets/theme.js': incompressible(5, 3),
    'assets/home.js': incompressible(10, 4),
    'assets/details.js': incompressible(15, 5),
    'assets/shared.js': incompressible(30, 6),
  };
  const manifest: Record<string, Chunk> = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_app.js'] },
    '_app.js': { file: 'assets/app.js' },
    [THEME_SCOPE]: { file: 'assets/theme.js', isDynamicEntry: true, imports: ['_app.js'] },
    'src/app/routes/home.tsx': {
      file: 'assets/home.js',
      isDynamicEntry: true,
      imports: ['_app.js'],
    },
    'src/app/routes/details.tsx': {
      file: 'assets/details.js',
      isDynamicEntry: true,
      imports: ['_app.js', '_shared.js'],
    },
    '_shared.js': { file: 'assets/shared.js' },
  };
  return { files, manifest };
}

const budgets = { home: { gzipKB: 45, rawKB: 45 }, details: { gzipKB: 80, rawKB: 80 } };

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

function writeBuild({ files, manifest }: ReturnType<typeof baseBuild>): string {
  const dist = mkdtempSync(join(tmpdir(), 'roomly-size-gate-'));
  dirs.push(dist);
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  // As web/build/defer-app-script.ts writes it: the entry and its preloads in a loader.
  writeFileSync(
    join(dist, 'index.html'),
    '<html><body><div id="root"></div><script>["/assets/app.js"];"/assets/index.js"</script></body></html>',
  );
  for (const [file, bytes] of Object.entries(files)) writeFileSync(join(dist, file), bytes);
  return dist;
}

describe('size gate', () => {
  it('when every route is within its budget, then it passes and shows each first visit', () => {
    const check = checkRouteSizes(writeBuild(baseBuild()), budgets);
    expect(check.problems).toEqual([]);
    const [details, home] = check.rows;
    expect(home.route).toBe('home');
    expect(home.rawKB).toBe(40);
    expect(home.gzipKB).toBeGreaterThan(40);
    expect(home.gzipKB).toBeLessThan(41);
    expect(details.rawKB).toBe(75);
    expect(formatSizeTable(check)).toMatch(/^home\s+40\.\d\s+45\.0\s+40\.0\s+45\.0\s+ok$/m);
  });

  it("when a route's chunk grows past its budget, then it fails naming that route only", () => {
    const build = baseBuild();
    build.files['assets/details.js'] = incompressible(25, 5);
    const check = checkRouteSizes(writeBuild(build), budgets);
    expect(check.problems).toEqual([
      expect.stringMatching(/^details: 85\.\d KB gzip > 80 KB, 85\.0 KB raw > 80 KB$/),
    ]);
    expect(check.rows.find((r) => r.route === 'home')?.over).toEqual([]);
    expect(formatSizeTable(check)).toMatch(/^details .* OVER \(gzip, raw\)$/m);
  });

  it('when a route starts importing a shared chunk, then that chunk counts for it', () => {
    const build = baseBuild();
    build.manifest['src/app/routes/home.tsx'].imports = ['_app.js', '_shared.js'];
    const check = checkRouteSizes(writeBuild(build), budgets);
    const home = check.rows.find((r) => r.route === 'home');
    expect(home?.files).toContain('assets/shared.js');
    expect(home?.rawKB).toBe(70);
    expect(check.problems).toEqual([expect.stringMatching(/^home: /)]);
  });

  it('when a file is imported twice, then it counts once', () => {
    const build = baseBuild();
    build.manifest['_shared.js'].imports = ['_app.js'];
    const check = checkRouteSizes(writeBuild(build), budgets);
    expect(check.rows.find((r) => r.route === 'details')?.rawKB).toBe(75);
  });

  it('when a route grows in code that compresses well, then its raw budget still catches it', () => {
    const build = baseBuild();
    const repetitive = Buffer.from('export const x = 1;\n'.repeat(1024));
    build.files['assets/home.js'] = Buffer.concat([build.files['assets/home.js'], repetitive]);
    const check = checkRouteSizes(writeBuild(build), budgets);
    expect(check.rows.find((r) => r.route === 'home')?.over).toEqual(['raw']);
    expect(check.problems).toEqual([expect.stringMatching(/^home: 60\.0 KB raw > 45 KB$/)]);
  });

  it('when a route has no budget, then it fails until one is set; a budget without a route is only reported', () => {
    const check = checkRouteSizes(writeBuild(baseBuild()), {
      home: budgets.home,
      'old-page': { gzipKB: 1, rawKB: 1 },
    });
    expect(check.problems).toEqual([expect.stringMatching(/^details: no budget/)]);
    expect(check.unused).toEqual(['old-page']);
  });

  it('when index.html no longer loads a file of the entry, then counting fails loudly', () => {
    const build = baseBuild();
    build.manifest['index.html'].imports = ['_app.js', '_shared.js'];
    expect(() => checkRouteSizes(writeBuild(build), budgets)).toThrow(
      /index.html does not load assets\/shared.js/,
    );
  });

  it('the budgets of home and a details page are at most the performance budgets (165 and 200 KB gzip)', () => {
    expect(ROUTE_BUDGETS.home.gzipKB).toBeLessThanOrEqual(165);
    expect(ROUTE_BUDGETS.details.gzipKB).toBeLessThanOrEqual(200);
  });

  it('when a route is over its budget, then `npm run size` exits 1 naming it', () => {
    const gate = (dist: string) =>
      spawnSync(process.execPath, ['scripts/size-gate.mjs', dist], { cwd: root, encoding: 'utf8' });
    const small = gate(writeBuild(baseBuild()));
    expect(small.status).toBe(0);
    expect(small.stdout).toMatch(/^home\s.*ok$/m);

    const build = baseBuild();
    build.files['assets/home.js'] = incompressible(150, 4);
    const grown = gate(writeBuild(build));
    expect(grown.status).toBe(1);
    expect(grown.stderr).toMatch(/^ {2}home: 180\.\d KB gzip > 165 KB/m);
    expect(grown.stderr).not.toMatch(/^ {2}details:/m);
  });
});
