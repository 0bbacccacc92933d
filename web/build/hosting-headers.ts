// Vite plugin: after each build, the headers Firebase Hosting sends (csp.ts),
// each kind on its own paths (hosting-paths.ts, from firebase.json's rewrites
// and the folder just built): the page's security headers, with the hashes of
// the inline scripts of the index.html just written and this build's Auth
// emulator, App Check and auth domain settings, on documents only; lean ones on
// static files and the API; the service worker's own policy on its script. They go beside the output,
// `<outDir>.hosting-headers.json` (git-ignored), never into firebase.json: a
// build must not rewrite a tracked file. With them, what the build was made
// for (its mode and Firebase project), so the deploy can refuse an emulator
// build, and the rewrites the paths came from, so a config merged with other
// rewrites is refused. The commands that serve or deploy the build merge the
// entries into a generated copy of firebase.json
// (scripts/lib/firebase-config.mjs). Written only when it changes.
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Logger, Plugin } from 'vite';
import {
  type BuildEnv,
  contentSecurityPolicy,
  documentHeaders,
  EVERY_RESPONSE_HEADERS,
  type HeaderEntry,
  inlineScripts,
  STATIC_FILE_HEADERS,
  WORKER_HEADERS,
} from './csp';
import { pathClasses, pathPatterns, type PublicEntry, type Rewrite } from './hosting-paths';

/** Where a build into `outDir` leaves its headers (scripts/lib/firebase-config.mjs reads it). */
export const headersPath = (outDir: string) =>
  `${outDir.replace(/[\\/]+$/, '')}.hosting-headers.json`;

/** What a build was made for: the deploy refuses anything but a production build. */
export type BuildInfo = {
  mode: string;
  projectId: string;
  /** The emulator URLs the build points at (none in a production build). */
  emulators: string[];
};

export type BuildHeaders = {
  build: BuildInfo;
  /** The hosting.headers entries, in order. */
  entries: HeaderEntry[];
  /** firebase.json's hosting.rewrites as the build read them (the paths come from them). */
  rewrites: Rewrite[];
};

/**
 * The headers entries: every response, the static files, the service worker,
 * the documents (the last three disjoint, and none matches an API path; csp.ts
 * says why each header goes where it does).
 */
export function hostingHeaderEntries(options: {
  csp: string;
  rewrites: Rewrite[];
  publicEntries: PublicEntry[];
}): HeaderEntry[] {
  const patterns = pathPatterns(pathClasses(options.rewrites, options.publicEntries));
  return [
    { source: '**', headers: EVERY_RESPONSE_HEADERS },
    { regex: patterns.files, headers: STATIC_FILE_HEADERS },
    { regex: patterns.worker, headers: WORKER_HEADERS },
    { regex: patterns.documents, headers: documentHeaders(options.csp) },
  ];
}

/** The top-level files and folders of `dir` (what Hosting serves). */
export function publicEntriesOf(dir: string): PublicEntry[] {
  return readdirSync(dir, { withFileTypes: true })
    .map((entry) => ({ name: entry.name, directory: entry.isDirectory() }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

const text = (env: BuildEnv, name: string) => {
  const value = env[name];
  return typeof value === 'string' ? value.trim() : '';
};

/** Writes `text` to `file` only when it differs (atomically: other runs read this file). */
function writeIfChanged(file: string, text: string): boolean {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return false;
  const temporary = join(dirname(file), `.${Date.now()}-${process.pid}.tmp`);
  writeFileSync(temporary, text);
  renameSync(temporary, file);
  return true;
}

export function writeHostingHeaders(options: {
  html: string;
  env: BuildEnv;
  mode: string;
  outDir: string;
  /** firebase.json's hosting.rewrites. */
  rewrites: Rewrite[];
  /** The top-level entries of the folder Hosting serves (default: `outDir`'s). */
  publicEntries?: PublicEntry[];
  logger?: Pick<Logger, 'info'>;
}): { file: string; changed: boolean } & BuildHeaders {
  const { html, env, mode, outDir, rewrites, logger } = options;
  const scripts = inlineScripts(html);
  const entries = hostingHeaderEntries({
    csp: contentSecurityPolicy(scripts, env),
    rewrites,
    publicEntries: options.publicEntries ?? publicEntriesOf(outDir),
  });
  const build: BuildInfo = {
    mode,
    projectId: text(env, 'VITE_FIREBASE_PROJECT_ID'),
    emulators: ['VITE_AUTH_EMULATOR_URL', 'VITE_FIRESTORE_EMULATOR_URL']
      .map((name) => text(env, name))
      .filter(Boolean),
  };
  const file = headersPath(resolve(outDir));
  const written: BuildHeaders = { build, entries, rewrites };
  const changed = writeIfChanged(file, `${JSON.stringify(written, null, 2)}\n`);
  if (changed) {
    logger?.info(
      `Security headers for Hosting written to ${file} (${scripts.length} inline script hashes)`,
    );
  }
  return { file, changed, ...written };
}

/** `firebaseJson`: the Firebase config whose rewrites route the paths (default: the repository's). */
export function hostingHeaders(options: { firebaseJson?: string } = {}): Plugin {
  let env: BuildEnv = {};
  let mode = '';
  let outDir = '';
  let firebaseJson = '';
  let logger: Logger | undefined;
  return {
    name: 'roomly:hosting-headers',
    apply: 'build',
    configResolved(config) {
      env = config.env;
      mode = config.mode;
      outDir = resolve(config.root, config.build.outDir);
      firebaseJson = options.firebaseJson ?? resolve(config.root, '..', 'firebase.json');
      logger = config.logger;
    },
    // The index.html as written, after every plugin has shaped it.
    writeBundle() {
      const html = readFileSync(join(outDir, 'index.html'), 'utf8');
      const config = JSON.parse(readFileSync(firebaseJson, 'utf8')) as {
        hosting: { rewrites?: Rewrite[] };
      };
      const rewrites = config.hosting.rewrites ?? [];
      writeHostingHeaders({ html, env, mode, outDir, rewrites, logger });
    },
  };
}
