// Vite plugin: after each build, the security headers for Firebase Hosting
// (csp.ts), with the hashes of the inline scripts of the index.html just
// written and this build's Auth emulator, App Check and auth domain settings.
// They go beside the output, `<outDir>.hosting-headers.json` (git-ignored),
// never into firebase.json: a build must not rewrite a tracked file. With them,
// what the build was made for (its mode and Firebase project), so the deploy
// can refuse an emulator build. The commands that serve or deploy the build
// merge the entry into a generated copy of firebase.json
// (scripts/lib/firebase-config.mjs). Written only when it changes.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Logger, Plugin } from 'vite';
import {
  type BuildEnv,
  contentSecurityPolicy,
  type HeaderEntry,
  inlineScripts,
  SECURITY_HEADERS_SOURCE,
  securityHeaders,
} from './csp';

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

export type BuildHeaders = { build: BuildInfo; entry: HeaderEntry };

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
  logger?: Pick<Logger, 'info'>;
}): { file: string; changed: boolean } & BuildHeaders {
  const { html, env, mode, outDir, logger } = options;
  const scripts = inlineScripts(html);
  const entry: HeaderEntry = {
    source: SECURITY_HEADERS_SOURCE,
    headers: securityHeaders(contentSecurityPolicy(scripts, env)),
  };
  const build: BuildInfo = {
    mode,
    projectId: text(env, 'VITE_FIREBASE_PROJECT_ID'),
    emulators: ['VITE_AUTH_EMULATOR_URL', 'VITE_FIRESTORE_EMULATOR_URL']
      .map((name) => text(env, name))
      .filter(Boolean),
  };
  const file = headersPath(resolve(outDir));
  const changed = writeIfChanged(file, `${JSON.stringify({ build, entry }, null, 2)}\n`);
  if (changed) {
    logger?.info(
      `Security headers for Hosting written to ${file} (${scripts.length} inline script hashes)`,
    );
  }
  return { file, changed, build, entry };
}

export function hostingHeaders(): Plugin {
  let env: BuildEnv = {};
  let mode = '';
  let outDir = '';
  let logger: Logger | undefined;
  return {
    name: 'roomly:hosting-headers',
    apply: 'build',
    configResolved(config) {
      env = config.env;
      mode = config.mode;
      outDir = resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    // The index.html as written, after every plugin has shaped it.
    writeBundle() {
      const html = readFileSync(join(outDir, 'index.html'), 'utf8');
      writeHostingHeaders({ html, env, mode, outDir, logger });
    },
  };
}
