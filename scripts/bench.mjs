// `npm run bench`: production build, fresh emulators, seeded data, then one
// table of the performance budgets and the load check. The emulators' request
// log goes to artifacts/bench-emulators.log so that the table is what this
// prints; the table is also kept in artifacts/bench.md and, after a run of
// every part, written into docs/performance.md between its markers.
//
//   node scripts/bench.mjs              every part (updates docs/performance.md)
//   node scripts/bench.mjs load         only the named parts (see bench/parts.mjs);
//                                       the docs keep their last full table
//
// With Lighthouse (P2) it also builds RoomRush, the app Roomly replaces, from
// ROOMRUSH_SRC in a scratch folder (bench/roomrush.mjs) and measures it beside
// Roomly; without a source it measures Roomly alone and its table says so.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { buildApp } from './lib/build.mjs';
import { writeBenchSection } from './bench/doc.mjs';
import { PARTS, parseParts } from './bench/parts.mjs';
import { prepareRoomRush } from './bench/roomrush.mjs';
import { emulatorArgs, emulatorEnv, firebaseBin, root } from './lib/emulator-env.mjs';

const parts = parseParts(process.argv.slice(2));
const started = Date.now();
await buildApp();
// Built before the emulators start, so that it doesn't compete with them.
const roomrush = parts.includes('lighthouse') ? await prepareRoomRush() : undefined;
if (roomrush?.missing) console.log(`\nRoomRush will not be measured: ${roomrush.missing}.`);

const artifacts = join(root, 'artifacts');
const table = join(artifacts, 'bench.md');
const logPath = join(artifacts, 'bench-emulators.log');
mkdirSync(artifacts, { recursive: true });
rmSync(table, { force: true });

console.log('\n▶ Benchmark on the emulator suite (emulator log: artifacts/bench-emulators.log)');
const log = createWriteStream(logPath);
const child = spawn(
  firebaseBin,
  ['emulators:exec', ...emulatorArgs(), `node scripts/bench/run.mjs ${parts.join(' ')}`],
  {
    cwd: root,
    // The load check (P5) makes the Functions emulator start up to 50 worker
    // processes; on two cores one can take longer than its default 30 s deadline.
    env: {
      FUNCTIONS_DISCOVERY_TIMEOUT: '120',
      ...emulatorEnv(),
      ...(roomrush ? { ROOMLY_BENCH_ROOMRUSH: JSON.stringify(roomrush) } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  },
);
for (const stream of [child.stdout, child.stderr]) {
  createInterface({ input: stream }).on('line', (line) => {
    log.write(`${line}\n`);
    // Progress from run.mjs, and anything that looks like a failure.
    if (/^\[bench\]|error|✖/i.test(line) && !/^\s*i\s+hosting:/.test(line)) console.log(line);
  });
}
const code = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
await new Promise((resolve) => log.end(resolve));

if (code !== 0 || !existsSync(table)) {
  const tail = readFileSync(logPath, 'utf8').trimEnd().split('\n').slice(-40).join('\n');
  console.error(`\n${tail}\n\n✖ Benchmark failed (exit ${code}); full log in ${logPath}`);
  process.exit(code || 1);
}
const measured = readFileSync(table, 'utf8');
console.log(`\n${measured}`);
// Only a run of every part replaces the docs' table: a partial one would drop the rest.
if (Object.keys(PARTS).every((part) => parts.includes(part))) {
  const doc = writeBenchSection(root, measured);
  console.log(
    `The table is now in ${doc.slice(root.length + 1)} (commit it with the change it measures).`,
  );
}
console.log(`npm run bench took ${Math.round((Date.now() - started) / 1000)} s in all.`);
