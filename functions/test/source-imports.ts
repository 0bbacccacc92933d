// What the source files import, read with the TypeScript compiler's own import
// scanner (static, dynamic and require() imports, type-only ones too), resolved
// to files: the web's `@/` and `@contract/` aliases as its Vite and tsconfig
// resolve them. Shared by the import tests and the code map's check.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export const ROOT = resolve(__dirname, '../..');
export const FUNCTIONS_SRC = join(ROOT, 'functions/src');
export const WEB_SRC = join(ROOT, 'web/src');

const ALIASES: [string, string][] = [
  ['@/', WEB_SRC],
  ['@contract/', join(FUNCTIONS_SRC, 'contract')],
];

const isTest = (name: string) => /\.test\.tsx?$/.test(name);

/** The product's source files under `dir` (tests left out: the map and the layers speak of the product). */
export function productFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return productFiles(path);
    return /\.tsx?$/.test(entry.name) && !isTest(entry.name) ? [path] : [];
  });
}

function resolveSpecifier(from: string, specifier: string): string | undefined {
  const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix));
  let base: string;
  if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else if (alias) base = join(alias[1], specifier.slice(alias[0].length));
  else return undefined; // a package
  // `./app.js` in a dynamic import or require() (index.ts, triggers/) is ./app.ts compiled.
  const source = base.replace(/\.js$/, '.ts');
  return [
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
    source,
    base,
  ].find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate));
}

/** The project's files `file` imports (packages and assets left out). */
export function importsOf(file: string): string[] {
  return ts
    .preProcessFile(readFileSync(file, 'utf8'), true, true)
    .importedFiles.map(({ fileName }) => resolveSpecifier(file, fileName))
    .filter((target): target is string => target !== undefined);
}

/** File → the files it imports, for every product file under `dirs`. */
export function fileGraph(...dirs: string[]): Map<string, string[]> {
  return new Map(dirs.flatMap(productFiles).map((file) => [file, importsOf(file)]));
}

/** Every import cycle (a → b → a) in `graph`, each once, as paths from the repository's root. */
export function cycles(graph: Map<string, string[]>): string[] {
  const found: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (node: string, path: string[]) => {
    if (state.get(node) === 'done') return;
    if (state.get(node) === 'open') {
      found.push(
        [...path.slice(path.indexOf(node)), node].map((p) => relative(ROOT, p)).join(' → '),
      );
      return;
    }
    state.set(node, 'open');
    for (const next of graph.get(node) ?? []) visit(next, [...path, node]);
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) visit(node, []);
  return found;
}
