// What `npm run deploy` (scripts/deploy.mjs) checks before it lets
// `firebase deploy` run: the project it deploys to, and that the web build it
// ships is a production build for that project, with no emulator in it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { headersPath, readBuild } from './firebase-config.mjs';

/** A Firebase project id as the console makes them (6–30 chars: a-z, 0-9, -). */
const PROJECT_ID = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;

/**
 * An http(s) origin on a local address with a port: where the emulators listen.
 * (The Firebase SDK itself mentions `http://localhost`, with no port, as a host
 * it treats specially; that is not an emulator setting.)
 */
const LOCAL_URL = /\bhttps?:\/\/(?:localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|\[::1?\]):\d+/gi;

/** Why `projectId` can't be deployed to, or undefined. */
export function projectProblem(projectId) {
  if (!projectId) {
    return 'no project: pass --project <id> (or set FIREBASE_PROJECT)';
  }
  if (/^demo-/i.test(projectId)) {
    return `"${projectId}" is a demo project: those exist only in the emulators`;
  }
  if (!PROJECT_ID.test(projectId)) return `"${projectId}" is not a Firebase project id`;
  return undefined;
}

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * Why the web build in `outDir` must not be deployed to `projectId`; empty when
 * it may. Reads what the build wrote (web/build/hosting-headers.ts) and every
 * script, page and style it produced.
 */
export function webBuildProblems(outDir, projectId) {
  const built = readBuild(outDir);
  if (!built) return [`no ${headersPath(outDir)}: the web app was not built there`];
  const { build, entries } = built;
  const problems = [];
  if (build.mode !== 'production') {
    problems.push(
      `it is a "${build.mode}" build, not a production one (vite build --mode production)`,
    );
  }
  if (build.emulators.length) {
    problems.push(`it points at the emulators (${build.emulators.join(', ')})`);
  }
  if (/^demo-/i.test(build.projectId)) {
    problems.push(`it was built for the emulators' project "${build.projectId}"`);
  } else if (build.projectId !== projectId) {
    problems.push(`it was built for the project "${build.projectId}", not "${projectId}"`);
  }
  const csp = entries
    .flatMap((entry) => entry.headers)
    .filter((h) => h.key === 'Content-Security-Policy')
    .map((h) => h.value)
    .join(' ');
  const cspLocal = csp.match(LOCAL_URL);
  if (cspLocal)
    problems.push(`its Content-Security-Policy allows ${[...new Set(cspLocal)].join(', ')}`);
  for (const file of files(outDir)) {
    if (!/\.(?:m?js|html|css|json|webmanifest)$/i.test(file)) continue;
    const found = readFileSync(file, 'utf8').match(LOCAL_URL);
    if (found) problems.push(`${file} names ${[...new Set(found)].join(', ')}`);
  }
  return problems;
}
