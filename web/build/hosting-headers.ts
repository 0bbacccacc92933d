// Vite plugin: after each build, the security headers for Firebase Hosting
// (csp.ts), with the hashes of the inline scripts of the index.html just
// written and this build's Auth emulator, App Check and auth domain settings.
// Like a generated file: deterministic, rewritten only when it changes.
// - A build into firebase.json's hosting.public (web/dist) updates the
//   `source: "**"` entry of firebase.json itself.
// - A build anywhere else (a second copy's ROOMLY_PORT_OFFSET build, whose Auth
//   emulator has another port) leaves firebase.json alone and writes the entry
//   beside its output, `<outDir>.hosting-headers.json`, for the Firebase config
//   that serves that output (scripts/lib/emulator-env.mjs puts it in
//   firebase.offset-N.json).
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
  withHeaderEntry,
} from './csp';

/** Where a build into `outDir` leaves its headers when it isn't firebase.json's public dir. */
export const sidecarPath = (outDir: string) =>
  `${outDir.replace(/[\\/]+$/, '')}.hosting-headers.json`;

/**
 * The JSON as Prettier prints it (the repo's config), so a generated file passes
 * `npm run lint` and keeps firebase.json's hand-written layout: from one line,
 * Prettier puts each object on one line where it fits.
 */
async function formatJson(file: string, value: unknown): Promise<string> {
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(JSON.stringify(value), { ...options, filepath: file });
}

/** Writes `text` to `file` only when it differs (atomically: other runs read this file). */
function writeIfChanged(file: string, text: string): boolean {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return false;
  const temporary = join(dirname(file), `.${Date.now()}-${process.pid}.tmp`);
  writeFileSync(temporary, text);
  renameSync(temporary, file);
  return true;
}

export async function writeHostingHeaders(options: {
  html: string;
  env: BuildEnv;
  outDir: string;
  firebaseJson: string;
  logger?: Pick<Logger, 'info'>;
}): Promise<{ file: string; changed: boolean; entry: HeaderEntry }> {
  const { html, env, outDir, firebaseJson, logger } = options;
  const scripts = inlineScripts(html);
  const entry: HeaderEntry = {
    source: SECURITY_HEADERS_SOURCE,
    headers: securityHeaders(contentSecurityPolicy(scripts, env)),
  };
  const config = JSON.parse(readFileSync(firebaseJson, 'utf8')) as {
    hosting?: { public?: string; headers?: HeaderEntry[] };
  };
  const publicDir = config.hosting?.public;
  const servesOutDir =
    publicDir !== undefined && resolve(dirname(firebaseJson), publicDir) === resolve(outDir);

  const file = servesOutDir ? firebaseJson : sidecarPath(resolve(outDir));
  const value = servesOutDir ? withHeaderEntry(config, entry) : entry;
  const changed = writeIfChanged(file, await formatJson(file, value));
  if (changed) {
    logger?.info(
      `Security headers for Hosting updated in ${file} (${scripts.length} inline script hashes)`,
    );
  }
  return { file, changed, entry };
}

export function hostingHeaders(options: { firebaseJson?: string } = {}): Plugin {
  let env: BuildEnv = {};
  let outDir = '';
  let firebaseJson = options.firebaseJson ?? '';
  let logger: Logger | undefined;
  return {
    name: 'roomly:hosting-headers',
    apply: 'build',
    configResolved(config) {
      env = config.env;
      outDir = resolve(config.root, config.build.outDir);
      firebaseJson ||= resolve(config.root, '..', 'firebase.json');
      logger = config.logger;
    },
    // The index.html as written, after every plugin has shaped it.
    async writeBundle() {
      const html = readFileSync(join(outDir, 'index.html'), 'utf8');
      await writeHostingHeaders({ html, env, outDir, firebaseJson, logger });
    },
  };
}
