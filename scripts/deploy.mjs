// `npm run deploy -- --project <id> [--dry-run]`: builds what `npm test`
// tested, in its production variant, and deploys Hosting, the functions, the
// Firestore rules and indexes together, so no part ships ahead of the others.
//
// 1. Refuses a missing or `demo-` project (the emulators' offline projects).
// 2. Builds the web app with `vite build --mode production` into
//    .cache/deploy/web-dist (web/.env.production, or VITE_* variables; the
//    build itself refuses any emulator setting: web/build/check-build-env.ts).
//    The functions build in firebase.json's predeploy hook, as always.
// 3. Refuses that build unless it is a production build for this project with
//    no emulator address anywhere in it (scripts/lib/deploy-checks.mjs).
// 4. Writes firebase.deploy.json (git-ignored): firebase.json serving that
//    build, with the security headers the build generated for it.
// 5. `firebase deploy --only hosting,functions,firestore --project <id>
//    --config firebase.deploy.json`; `--dry-run` does everything but this.
//
// Options: --project <id> (or FIREBASE_PROJECT), --dry-run, and, for tests,
// --out-dir <dir> and --config <file> (beside firebase.json: its paths are
// relative to it).
import { spawnSync } from 'node:child_process';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { projectProblem, webBuildProblems } from './lib/deploy-checks.mjs';
import { baseConfig, readBuild, root, withBuild, writeConfig } from './lib/firebase-config.mjs';

const { values } = parseArgs({
  options: {
    project: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
    'out-dir': { type: 'string', default: join('.cache', 'deploy', 'web-dist') },
    config: { type: 'string', default: 'firebase.deploy.json' },
  },
});
const projectId = values.project ?? process.env.FIREBASE_PROJECT;
const outDir = resolve(root, values['out-dir']);
const configPath = resolve(root, values.config);
const firebaseBin = join(root, 'node_modules', '.bin', 'firebase');

function refuse(title, problems) {
  console.error(`\n✖ Not deploying: ${title}`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}

function step(title, command, args, env = process.env, cwd = root) {
  console.log(`\n▶ ${title}`);
  const { status } = spawnSync(command, args, { cwd, stdio: 'inherit', env });
  if (status !== 0) refuse(`${title} failed (exit ${status})`, []);
}

const problem = projectProblem(projectId);
if (problem) refuse('the project', [problem]);
if (relative(root, configPath).includes('/') || isAbsolute(relative(root, configPath))) {
  refuse('the config', ['--config must name a file beside firebase.json']);
}

// Vite alone: `npm test` (which CI runs before deploying) type-checks.
step(
  'Build web (production)',
  join(root, 'node_modules', '.bin', 'vite'),
  ['build', '--mode', 'production', '--outDir', outDir, '--emptyOutDir'],
  process.env,
  join(root, 'web'),
);

const problems = webBuildProblems(outDir, projectId);
if (problems.length) refuse(`the web build in ${relative(root, outDir)}`, problems);

writeConfig(configPath, withBuild(baseConfig, relative(root, outDir), readBuild(outDir)));
const args = [
  'deploy',
  '--only',
  'hosting,functions,firestore',
  '--project',
  projectId,
  '--config',
  relative(root, configPath),
  '--non-interactive',
];
console.log(`\n✔ Checked: a production build for ${projectId}, no emulator in it.`);
if (values['dry-run']) {
  console.log(`Dry run: not running firebase ${args.join(' ')}`);
  process.exit(0);
}
// The hosting predeploy hook (scripts/lib/deploy-guard.mjs) lets only this script deploy.
step(`Deploy to ${projectId}`, firebaseBin, args, { ...process.env, ROOMLY_DEPLOY: '1' });
