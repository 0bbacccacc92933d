// Runs `npm test`'s steps as a graph: each task starts as soon as the tasks it
// needs have passed, so independent ones overlap (a type check beside a build,
// three suites on three copies of the emulators). Each task's output goes to a
// log file of its own, whole, so overlapping output never interleaves; the
// terminal gets one line when a task starts and one when it ends, and the log
// of a task that failed.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * @typedef {object} Task
 * @property {string} name
 * @property {string} command
 * @property {string[]} args
 * @property {string[]} [needs] tasks that must pass first
 * @property {string[]} [after] tasks that must have ended first, passed or not
 *   (only an order, so two heavy tasks don't share the CPU; ignored when absent)
 * @property {boolean} [background] runs at a lower CPU priority: nothing waits
 *   on it, so tests with a time limit get the CPU first
 * @property {import('node:child_process').SpawnOptions} [options]
 */

/**
 * @typedef {object} Outcome
 * @property {string} name
 * @property {'passed' | 'failed' | 'not run'} status
 * @property {number} seconds
 * @property {number} [code]
 * @property {string} log
 */

/** How many lines of a failed task's log the terminal shows (the whole log is in its file). */
const TAIL_LINES = 250;

function runLogged(task, log, cwd) {
  return new Promise((resolve) => {
    const out = createWriteStream(log);
    const [command, args] = task.background
      ? ['nice', ['-n', '10', task.command, ...task.args]]
      : [task.command, task.args];
    const child = spawn(command, args, {
      cwd,
      ...task.options,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    const finish = (code) => out.end(() => resolve(code));
    child.on('error', (error) => {
      out.write(`\n${error.stack ?? error}\n`);
      finish(1);
    });
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

function tail(path, lines) {
  const text = readFileSync(path, 'utf8').trimEnd().split('\n');
  const cut = text.length > lines ? [`… (${text.length - lines} lines above)`] : [];
  return [...cut, ...text.slice(-lines)].join('\n');
}

/**
 * Runs the tasks, each once the tasks it `needs` have passed (a task whose
 * need failed is not run). Resolves with every task's outcome, in the order given.
 *
 * @param {Task[]} tasks
 * @param {{ root: string, logDir: string }} where
 * @returns {Promise<Outcome[]>}
 */
export async function runTasks(tasks, { root, logDir }) {
  mkdirSync(logDir, { recursive: true });
  const byName = new Map(tasks.map((task) => [task.name, task]));
  // A task runs once everything it needs or follows has ended.
  for (const task of tasks) {
    for (const need of task.needs ?? []) {
      if (!byName.has(need)) throw new Error(`Task "${task.name}" needs unknown task "${need}"`);
    }
  }
  const started = Date.now();
  const stamp = () => `${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s`;
  /** @type {Map<string, Promise<Outcome>>} */
  const outcomes = new Map();

  const outcomeOf = (name) => {
    if (!outcomes.has(name)) outcomes.set(name, run(byName.get(name)));
    return outcomes.get(name);
  };

  async function run(task) {
    const log = join(logDir, `${task.name.replace(/[^\w.-]+/g, '-')}.log`);
    const needs = await Promise.all((task.needs ?? []).map(outcomeOf));
    await Promise.all((task.after ?? []).filter((name) => byName.has(name)).map(outcomeOf));
    const failedNeeds = needs.filter((n) => n.status !== 'passed').map((n) => n.name);
    if (failedNeeds.length) {
      console.log(`${stamp()}  – ${task.name}: not run (${failedNeeds.join(', ')} failed)`);
      return { name: task.name, status: 'not run', seconds: 0, log };
    }
    console.log(`${stamp()}  ▶ ${task.name}`);
    const begin = Date.now();
    const code = await runLogged(task, log, root);
    const seconds = (Date.now() - begin) / 1000;
    const where = relative(root, log);
    if (code === 0) {
      console.log(`${stamp()}  ✔ ${task.name} (${seconds.toFixed(1)} s)`);
      return { name: task.name, status: 'passed', seconds, code, log };
    }
    console.log(`${stamp()}  ✖ ${task.name} failed (exit ${code}) after ${seconds.toFixed(1)} s`);
    console.log(`\n──── ${where} ────\n${tail(log, TAIL_LINES)}\n──── end of ${where} ────\n`);
    return { name: task.name, status: 'failed', seconds, code, log };
  }

  return Promise.all(tasks.map((task) => outcomeOf(task.name)));
}
