// The refusals between a build and a deploy, on real inputs: the production
// build's env check (a real `vite build` with web/vite.config.ts), the checks
// `npm run deploy` makes of a built app (on the emulator build this very run
// serves), and the deploy script itself, run with --dry-run.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { projectProblem, webBuildProblems } from '../../scripts/lib/deploy-checks.mjs';
import { headersPath } from './hosting-headers';
import { root } from '../../scripts/lib/firebase-config.mjs';
import { buildEnvProblems } from './check-build-env';

const production = {
  VITE_FIREBASE_API_KEY: 'AIzaSyTestOnlyKey',
  VITE_FIREBASE_AUTH_DOMAIN: 'roomly-ci-test.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'roomly-ci-test',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
};
const emulatorSettings = [
  [
    'the Auth emulator',
    { VITE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099' },
    'VITE_AUTH_EMULATOR_URL',
  ],
  [
    'the Firestore emulator',
    { VITE_FIRESTORE_EMULATOR_URL: 'http://127.0.0.1:8080' },
    'VITE_FIRESTORE_EMULATOR_URL',
  ],
  [
    'the Functions emulator as the API',
    { VITE_API_BASE_URL: 'http://127.0.0.1:5001/demo-roomly/us-central1/api' },
    'VITE_API_BASE_URL',
  ],
  ['a demo project', { VITE_FIREBASE_PROJECT_ID: 'demo-roomly' }, 'demo-'],
] as const;

/** The process's env without VITE_* (vitest puts the emulator's there for the app's tests). */
function withoutViteVars(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_')),
  );
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'deploy-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the production build refuses emulator settings', () => {
  it.each(emulatorSettings)(
    'when a production build is given %s, then the check names it',
    (_what, settings, named) => {
      expect(buildEnvProblems('production', production)).toEqual([]);
      const problems = buildEnvProblems('production', { ...production, ...settings });
      expect(problems.join('\n')).toContain(named);
      // The emulator builds (npm start, npm test) keep those settings.
      expect(buildEnvProblems('emulator', { ...production, ...settings })).toEqual([]);
    },
  );

  it('when `vite build --mode production` runs with web/.env.production naming the Auth emulator, then it fails with a clear message and writes nothing', async () => {
    const env = { ...production, VITE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099' };
    writeFileSync(
      join(dir, '.env.production'),
      Object.entries(env)
        .map(([key, value]) => `${key}=${value}`)
        .join('\n'),
    );
    const saved = process.env;
    process.env = withoutViteVars();
    try {
      await expect(
        build({
          configFile: join(root, 'web', 'vite.config.ts'),
          mode: 'production',
          envDir: dir,
          logLevel: 'silent',
          build: { outDir: join(dir, 'out') },
        }),
      ).rejects.toThrow(
        /Cannot build the web app in mode "production":[\s\S]*VITE_AUTH_EMULATOR_URL is set/,
      );
    } finally {
      process.env = saved;
    }
    expect(existsSync(join(dir, 'out'))).toBe(false);
  });
});

describe('what the deploy checks of a built app', () => {
  it('when the project is missing, a demo project or not a project id, then it is refused', () => {
    expect(projectProblem(undefined)).toMatch(/no project/);
    expect(projectProblem('demo-roomly')).toMatch(/demo project/);
    expect(projectProblem('Not A Project')).toMatch(/not a Firebase project id/);
    expect(projectProblem('roomly-prod')).toBeUndefined();
  });

  it('when the emulator build this run serves is checked, then it is refused for its mode, emulators, project, policy and bundle', () => {
    // npm test says which build it made (scripts/lib/emulator-env.mjs's webDist).
    const offset = Number(process.env.ROOMLY_PORT_OFFSET ?? 0);
    const served =
      process.env.ROOMLY_WEB_DIST ??
      (offset === 0
        ? join(root, 'web', 'dist')
        : join(root, '.cache', `web-dist-offset-${offset}`));
    expect(existsSync(headersPath(served))).toBe(true);
    const problems = webBuildProblems(served, 'roomly-prod').join('\n');
    expect(problems).toContain('it is a "emulator" build');
    expect(problems).toContain('it points at the emulators');
    expect(problems).toContain('built for the emulators\' project "demo-roomly"');
    expect(problems).toMatch(/Content-Security-Policy allows http:\/\/127\.0\.0\.1:\d+/);
    expect(problems).toMatch(/assets\/[^ ]+\.js names http:\/\/127\.0\.0\.1:\d+/);
  });
});

/** Runs the deploy script; resolves with its exit code and output. */
function deploy(args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'scripts', 'deploy.mjs'), ...args], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('npm run deploy', () => {
  const run = `deploy-test-${process.pid}`;
  const outDir = join('.cache', run, 'web-dist');
  const config = `firebase.${run}.json`;
  const options = ['--dry-run', '--out-dir', outDir, '--config', config];
  afterAll(() => {
    rmSync(join(root, '.cache', run), { recursive: true, force: true });
    rmSync(join(root, config), { force: true });
  });

  it('when the project is the demo one, then it stops before building anything', async () => {
    const { code, output } = await deploy(['--project', 'demo-roomly', ...options], {
      ...withoutViteVars(),
      ...production,
    });
    expect(code).toBe(1);
    expect(output).toContain('Not deploying: the project');
    expect(output).not.toContain('Build web');
    expect(existsSync(join(root, config))).toBe(false);
  });

  it('when the production config names the Firestore emulator, then the build refuses it and nothing is deployed', async () => {
    const { code, output } = await deploy(['--project', 'roomly-ci-test', ...options], {
      ...withoutViteVars(),
      ...production,
      VITE_FIRESTORE_EMULATOR_URL: 'http://127.0.0.1:8080',
    });
    expect(code).toBe(1);
    expect(output).toContain('VITE_FIRESTORE_EMULATOR_URL is set');
    expect(output).toContain('Not deploying');
    expect(output).not.toContain('Dry run');
    expect(existsSync(join(root, config))).toBe(false);
  }, 120_000);

  it('when the production config is right, then the dry run builds, checks and writes the merged config, and stops before firebase deploy', async () => {
    const { code, output } = await deploy(['--project', 'roomly-ci-test', ...options], {
      ...withoutViteVars(),
      ...production,
    });
    expect(output).toContain(
      `Dry run: not running firebase deploy --only hosting,functions,firestore --project roomly-ci-test --config ${config}`,
    );
    expect(code).toBe(0);
    const merged = JSON.parse(readFileSync(join(root, config), 'utf8'));
    expect(merged.hosting.public).toBe(outDir);
    // The documents' entry (a regex, derived from the rewrites and the folder built).
    type Entry = { regex?: string; headers: { key: string; value: string }[] };
    const documents = (merged.hosting.headers as Entry[]).find((entry) =>
      entry.headers.some((h) => h.key === 'Permissions-Policy'),
    )!;
    expect(new RegExp(documents.regex!, 'u').test('/browse-listings')).toBe(true);
    expect(new RegExp(documents.regex!, 'u').test('/assets/app.js')).toBe(false);
    const policy = documents.headers.find((h) => h.key === 'Content-Security-Policy')!.value;
    expect(policy).toContain('https://roomly-ci-test.firebaseapp.com');
    expect(policy).toContain('https://firestore.googleapis.com');
    expect(policy).not.toMatch(/http:\/\//);
    expect(webBuildProblems(join(root, outDir), 'roomly-ci-test')).toEqual([]);
    // Built for another project, the same build is refused.
    expect(webBuildProblems(join(root, outDir), 'roomly-other').join()).toContain(
      'built for the project "roomly-ci-test"',
    );
  }, 240_000);
});
