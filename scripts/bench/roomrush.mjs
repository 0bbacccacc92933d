// P2's anchor: RoomRush (github:shafee-ullah/RoomRush), the app Roomly
// replaces, built in a scratch folder outside the repo so that `npm run bench`
// can measure it beside Roomly in the same run (bench/lighthouse.mjs) and serve
// it with Roomly's demo data (bench/roomrush-server.mjs).
//
// The source is ROOMRUSH_SRC: a git directory (a bare clone or a snapshot,
// read with `git archive HEAD`) or a plain folder with its package.json.
// Without it, a mirror clone of the public repository in the user's cache
// (cloneDir()), made on first use and brought up to date when GitHub answers.
// Nothing here fails the bench: without a source (offline, no clone yet), or
// when its install or build fails, prepareRoomRush() says why and the bench
// measures Roomly alone.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { root } from '../lib/emulator-env.mjs';

export const ROOMRUSH_REPO = 'github:shafee-ullah/RoomRush';
const ROOMRUSH_URL = 'https://github.com/shafee-ullah/RoomRush.git';

/** The default source: a mirror clone of ROOMRUSH_URL, kept between runs (ROOMLY_CACHE_DIR moves it). */
export function cloneDir() {
  const cache = process.env.ROOMLY_CACHE_DIR || join(homedir(), '.cache', 'roomly');
  return join(cache, 'roomrush.git');
}

/**
 * The clone, made on first use, fetched again when it exists (both bounded in
 * time: offline, git gives up and the clone there is used as it is). Null
 * when there is none and GitHub can't be reached.
 */
function defaultSource(log) {
  const dir = cloneDir();
  const quiet = {
    stdio: 'ignore',
    timeout: 120_000,
    env: { ...process.env, GIT_TERMINAL_PROMPT: '0' },
  };
  if (existsSync(join(dir, 'HEAD'))) {
    spawnSync('git', ['--git-dir', dir, 'fetch', '--quiet', '--prune'], quiet);
    return dir;
  }
  log(`▶ Cloning ${ROOMRUSH_URL} into ${dir} (the bench's anchor)`);
  mkdirSync(join(dir, '..'), { recursive: true });
  const clone = spawnSync('git', ['clone', '--mirror', '--quiet', ROOMRUSH_URL, dir], quiet);
  if (clone.status === 0) return dir;
  rmSync(dir, { recursive: true, force: true });
  return null;
}

/** How to give the bench a source, for the table when RoomRush is not measured. */
export const ROOMRUSH_HINT =
  'with GitHub reachable the bench clones it itself; offline, ' +
  'set `ROOMRUSH_SRC` to a git directory of github.com/shafee-ullah/RoomRush ' +
  '(`git clone --mirror https://github.com/shafee-ullah/RoomRush.git`) or a folder with its source, ' +
  'with the npm registry reachable for its install (docs/performance.md, "The anchor")';

/** The API host RoomRush has written into its source (api.js's BASE_URL and a dozen fetches). */
const API_HOST = 'https://b11a10-server-side-shafee-ullah.vercel.app';

/**
 * The scratch folder, outside the repo, one per port offset (two copies of the
 * bench may run at once). Its node_modules stay between runs.
 */
export function scratchDir() {
  const offset = Number(process.env.ROOMLY_PORT_OFFSET ?? 0) || 0;
  return join(tmpdir(), `roomly-bench-roomrush-offset-${offset}`);
}

/** The environment for RoomRush's npm and Vite: none of `npm run bench`'s own settings. */
function cleanEnv() {
  return {
    ...Object.fromEntries(
      Object.entries(process.env).filter(([key]) => !/^(npm_|VITE_)/i.test(key)),
    ),
    BROWSERSLIST_IGNORE_OLD_DATA: '1',
    NO_UPDATE_NOTIFIER: '1',
  };
}

const git = (gitDir, ...args) =>
  execFileSync('git', [`--git-dir=${gitDir}`, ...args], { encoding: 'utf8', stdio: 'pipe' });

/** `{ kind: 'git' | 'folder', version }`, or `{ missing }` saying why there is no source. */
function inspectSource(src) {
  if (!existsSync(src)) return { missing: `no RoomRush source at \`${src}\`` };
  if (existsSync(join(src, 'package.json'))) {
    let version = '';
    try {
      version = execFileSync('git', ['-C', src, 'rev-parse', '--short', 'HEAD'], {
        encoding: 'utf8',
        stdio: 'pipe',
      }).trim();
    } catch {
      // Not a git work tree: a plain copy.
    }
    return { kind: 'folder', version };
  }
  try {
    return { kind: 'git', version: git(src, 'rev-parse', '--short', 'HEAD^{commit}').trim() };
  } catch {
    return {
      missing: `\`${src}\` is neither a git directory nor a folder with a package.json`,
    };
  }
}

/** Empties `dir` except its node_modules, then puts the source's files in it. */
function extract(src, kind, dir) {
  mkdirSync(dir, { recursive: true });
  for (const entry of readdirSync(dir)) {
    if (entry !== 'node_modules') rmSync(join(dir, entry), { recursive: true, force: true });
  }
  if (kind === 'git') {
    const archive = spawnSync('git', [`--git-dir=${src}`, 'archive', '--format=tar', 'HEAD'], {
      maxBuffer: 512 * 1024 * 1024,
    });
    if (archive.status !== 0) throw new Error(`git archive failed: ${archive.stderr}`);
    const tar = spawnSync('tar', ['-x', '-C', dir], { input: archive.stdout });
    if (tar.status !== 0) throw new Error(`tar failed: ${tar.stderr}`);
  } else {
    cpSync(src, dir, {
      recursive: true,
      filter: (path) => !/(^|\/)(node_modules|dist|\.git)$/.test(relative(src, path)),
    });
  }
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(jsx?|tsx?)$/.test(entry)) yield path;
  }
}

/**
 * What RoomRush needs to build on Linux and show Roomly's data:
 * - routes.jsx imports `../pages/Login`, a file named LogIn.jsx (macOS and
 *   Windows don't mind the case; Linux does);
 * - the Firebase config comes from `VITE_*` variables (firebase.config.js):
 *   dummy values, a `.env` the build reads; the pages measured sign nobody in;
 * - the API host written into its source becomes '' (same origin: BASE_URL in
 *   src/services/api.js and the pages' own fetches), and the bench's server
 *   passes those paths on to Roomly's Hosting emulator.
 * Throws when the source doesn't look like this any more.
 */
function patch(dir) {
  const routes = join(dir, 'src', 'routes', 'routes.jsx');
  if (!existsSync(routes)) throw new Error('no src/routes/routes.jsx');
  const before = readFileSync(routes, 'utf8');
  const after = before.replace(/(["'])\.\.\/pages\/Login\1/g, '$1../pages/LogIn$1');
  if (after !== before) writeFileSync(routes, after);

  let replaced = 0;
  for (const file of sourceFiles(join(dir, 'src'))) {
    const text = readFileSync(file, 'utf8');
    const count = text.split(API_HOST).length - 1;
    if (count) {
      writeFileSync(file, text.replaceAll(API_HOST, ''));
      replaced += count;
    }
  }
  if (!replaced) throw new Error(`its source no longer names the API host ${API_HOST}`);

  const config = join(dir, 'src', 'firebase', 'firebase.config.js');
  const names = existsSync(config)
    ? [...readFileSync(config, 'utf8').matchAll(/import\.meta\.env\.(VITE_\w+)/g)].map((m) => m[1])
    : [];
  const dummy = {
    VITE_apiKey: 'roomrush-bench-api-key',
    VITE_authDomain: 'demo-roomrush.firebaseapp.com',
    VITE_projectId: 'demo-roomrush',
    VITE_storageBucket: 'demo-roomrush.appspot.com',
    VITE_messagingSenderId: '000000000000',
    VITE_appId: '1:000000000000:web:0000000000000000',
  };
  const env = [...new Set([...Object.keys(dummy), ...names])]
    .map((name) => `${name}=${dummy[name] ?? 'roomrush-bench'}`)
    .join('\n');
  writeFileSync(join(dir, '.env'), `${env}\n`);
  return { replaced };
}

/** Runs a command in `cwd`; on failure, throws with the end of its output. */
function runQuiet(command, args, cwd) {
  const result = spawnSync(command, args, {
    cwd,
    env: cleanEnv(),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim().split('\n');
    throw new Error(
      `\`${command} ${args.join(' ')}\` failed (exit ${result.status ?? result.signal}): ${output.slice(-12).join('\n')}`,
    );
  }
}

/**
 * Installs RoomRush's dependencies from its own package-lock (`npm install`:
 * its lock lists a package its package.json no longer does), unless the
 * node_modules left by an earlier run were installed from the same
 * package.json and lock. Returns whether it installed.
 */
function install(dir) {
  const hash = createHash('sha256');
  for (const name of ['package.json', 'package-lock.json']) {
    const file = join(dir, name);
    hash.update(name).update(existsSync(file) ? readFileSync(file) : '');
  }
  const wanted = `${hash.digest('hex')} node ${process.versions.node}\n`;
  const marker = join(dir, 'node_modules', '.roomly-bench-installed');
  if (
    existsSync(marker) &&
    readFileSync(marker, 'utf8') === wanted &&
    existsSync(join(dir, 'node_modules', 'vite', 'bin', 'vite.js'))
  ) {
    return false;
  }
  rmSync(join(dir, 'node_modules'), { recursive: true, force: true });
  runQuiet('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], dir);
  writeFileSync(marker, wanted);
  return true;
}

/**
 * Builds RoomRush for the bench. Resolves to `{ dist, version, src, scratch }`
 * (`version`: the short commit, '' for a folder outside git) or
 * `{ missing, hint }` (the bench then measures Roomly alone and says why).
 */
export async function prepareRoomRush({ log = console.log } = {}) {
  const src = process.env.ROOMRUSH_SRC || defaultSource(log);
  if (!src) {
    return {
      missing: `no ROOMRUSH_SRC, and ${ROOMRUSH_URL} could not be cloned`,
      hint: ROOMRUSH_HINT,
    };
  }
  const source = inspectSource(src);
  if (source.missing) return { missing: source.missing, hint: ROOMRUSH_HINT };
  const scratch = scratchDir();
  if (!relative(root, scratch).startsWith('..')) {
    return { missing: `the scratch folder ${scratch} is inside the repo`, hint: ROOMRUSH_HINT };
  }
  log(`\n▶ RoomRush ${source.version || '(a copy)'} from ${src}, built in ${scratch}`);
  const started = Date.now();
  try {
    extract(src, source.kind, scratch);
    const { replaced } = patch(scratch);
    const installed = install(scratch);
    const dist = join(scratch, 'dist');
    runQuiet(
      process.execPath,
      [join('node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', dist, '--emptyOutDir'],
      scratch,
    );
    if (!existsSync(join(dist, 'index.html'))) throw new Error('its build wrote no index.html');
    log(
      `✔ RoomRush (${installed ? 'installed its dependencies, ' : 'node_modules reused, '}` +
        `${replaced} API URLs pointed at Roomly; ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
    return { dist, version: source.version, src, scratch };
  } catch (error) {
    const reason = `building it in ${scratch} failed: ${error.message.split('\n')[0]}`;
    log(`✖ RoomRush not built: ${error.message}`);
    return { missing: reason, hint: ROOMRUSH_HINT };
  }
}
