// Which web test files need the emulators: those that import a helper from
// src/testing/ that reaches them (an Auth emulator account, the API through
// Hosting). Read from the files' imports when Vitest loads its config, so a new
// test lands in the right project by what it uses, with no list to keep.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = fileURLToPath(new URL('..', import.meta.url));

/** Every test file of the web workspace, as Vitest globs. */
export const TEST_FILES = ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'];

/** The helpers in src/testing/ that talk to the emulators. */
export const EMULATOR_HELPERS = [
  'emulator',
  'emulator-data',
  'moderator',
  'wanted-ads',
  'viewings',
];

const helperImport = new RegExp(
  `from\\s+'(?:@/testing/|(?:\\.\\./)+testing/|\\./)(?:${EMULATOR_HELPERS.join('|')})'`,
);

/** Whether a test file's source imports one of the EMULATOR_HELPERS (a value, not only types). */
export function needsEmulators(source: string): boolean {
  return source
    .split('\n')
    .some((line) => helperImport.test(line) && !/^\s*import\s+type\b/.test(line));
}

function testFilesUnder(dir: string): string[] {
  return readdirSync(join(webDir, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => join(dir, name));
}

/** The test files (relative to web/) that need the emulators. */
export function emulatorTestFiles(): string[] {
  return ['src', 'build']
    .flatMap(testFilesUnder)
    .filter((file) => needsEmulators(readFileSync(join(webDir, file), 'utf8')))
    .map((file) => relative('.', file).split('\\').join('/'))
    .sort();
}
