// firebase.json is hand-written and tracked; what a build generates for it
// (the headers entries: the documents' security headers, whose CSP lists that
// build's inline-script hashes and the emulators it may reach, on paths
// derived from firebase.json's rewrites and the built folder) never goes into
// it. The web build writes them beside its output
// (`<outDir>.hosting-headers.json`, git-ignored, with what the build was made
// for), and the commands that serve or deploy a build merge them into a
// generated copy of firebase.json: the emulators' firebase.offset-N.json
// (emulator-env.mjs) and the deploy's firebase.deploy.json (scripts/deploy.mjs).
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** firebase.json as tracked. */
export const baseConfig = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));

/** Where a build into `outDir` leaves its headers (web/build/hosting-headers.ts writes it). */
export const headersPath = (outDir) => `${outDir.replace(/[\\/]+$/, '')}.hosting-headers.json`;

/**
 * What the build into `outDir` wrote: `{ build: { mode, projectId, … },
 * entries, rewrites }` (`entries`: the hosting.headers entries; `rewrites`:
 * firebase.json's rewrites their paths were derived from), or undefined before
 * any build.
 */
export function readBuild(outDir) {
  const file = headersPath(outDir);
  if (!existsSync(file)) return undefined;
  const written = JSON.parse(readFileSync(file, 'utf8'));
  // A file from before builds wrote these (one `entry` for every path): as good as none.
  const valid = written?.build && Array.isArray(written.entries) && Array.isArray(written.rewrites);
  return valid ? written : undefined;
}

/** The path pattern of a headers entry (a glob or a regex). */
const patternOf = (entry) => JSON.stringify([entry.source ?? entry.glob, entry.regex]);

/**
 * `config` serving `publicDir` (relative to the root) with the build's headers
 * entries after its own (an entry of `config` with the same pattern as one of
 * the build's is replaced by it). Refuses a config whose rewrites differ from
 * those the build derived its paths from: its documents would get the wrong
 * headers. Does not change `config`.
 */
export function withBuild(config, publicDir, build) {
  const next = structuredClone(config);
  next.hosting.public = publicDir;
  if (build) {
    const rewrites = next.hosting.rewrites ?? [];
    if (JSON.stringify(rewrites) !== JSON.stringify(build.rewrites)) {
      throw new Error(
        "firebase.json's hosting.rewrites changed since the web app was built, and the headers' " +
          'paths come from them: build it again (e.g. npm start, npm test)',
      );
    }
    const generated = new Set(build.entries.map(patternOf));
    const own = (next.hosting.headers ?? []).filter((h) => !generated.has(patternOf(h)));
    next.hosting.headers = [...own, ...build.entries];
  }
  return next;
}

/** Writes a generated config atomically (other runs may be reading it). */
export function writeConfig(path, config) {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(config, null, 2)}\n`);
  renameSync(temporary, path);
}
