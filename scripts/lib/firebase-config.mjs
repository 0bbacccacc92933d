// firebase.json is hand-written and tracked; what a build generates for it
// (the security headers, whose CSP lists that build's inline-script hashes and
// the emulators it may reach) never goes into it. The web build writes them
// beside its output (`<outDir>.hosting-headers.json`, git-ignored, with what
// the build was made for), and the commands that serve or deploy a build merge
// them into a generated copy of firebase.json: the emulators'
// firebase.offset-N.json (emulator-env.mjs) and the deploy's
// firebase.deploy.json (scripts/deploy.mjs).
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** firebase.json as tracked. */
export const baseConfig = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));

/** Where a build into `outDir` leaves its headers (web/build/hosting-headers.ts writes it). */
export const headersPath = (outDir) => `${outDir.replace(/[\\/]+$/, '')}.hosting-headers.json`;

/**
 * What the build into `outDir` wrote: `{ build: { mode, projectId, … }, entry }`
 * (`entry`: the hosting.headers entry), or undefined before any build.
 */
export function readBuild(outDir) {
  const file = headersPath(outDir);
  if (!existsSync(file)) return undefined;
  const written = JSON.parse(readFileSync(file, 'utf8'));
  // A file from before builds said what they were made for: as good as none.
  const valid = written?.build && Array.isArray(written.entry?.headers);
  return valid ? written : undefined;
}

/**
 * `config` serving `publicDir` (relative to the root) with the build's headers
 * entry in place of any entry for the same source. Does not change `config`.
 */
export function withBuild(config, publicDir, build) {
  const next = structuredClone(config);
  next.hosting.public = publicDir;
  if (build) {
    const headers = next.hosting.headers ?? [];
    const index = headers.findIndex((h) => h.source === build.entry.source);
    next.hosting.headers =
      index === -1 ? [...headers, build.entry] : headers.with(index, build.entry);
  }
  return next;
}

/** Writes a generated config atomically (other runs may be reading it). */
export function writeConfig(path, config) {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(config, null, 2)}\n`);
  renameSync(temporary, path);
}
