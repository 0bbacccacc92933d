// The layers of functions/src (eslint.config.js checks each import) leave one
// thing a per-file rule can't see: a cycle between resource folders, such as
// listings → moderation → listings. Such a pair can't be understood, tested or
// moved apart one at a time, so the folder graph must stay acyclic. Read with
// the TypeScript compiler's own import scanner (source-imports.ts), so static,
// dynamic and require() imports all count; as in import-cycles.test.ts, the
// product's files only (a test may sit above what it compares: ads/lifecycle's
// test reads both kinds' declarations).
//
// Nor does a folder's router.ts import another folder's router.ts: a router
// wires its routes to use cases, so what two routers share (a cache policy,
// who a new post is shown as) is a module named for what it is.
import { basename, dirname, join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileGraph, FUNCTIONS_SRC as SRC } from './source-imports';

/** The folder under src/ a file belongs to; null for the top-level entry files. */
function folderOf(file: string): string | null {
  const parts = relative(SRC, file).split(sep);
  return parts.length > 1 && parts[0] !== '..' ? parts[0]! : null;
}

/** Folder → the other folders its files import (the entry files index.ts and app.ts left out). */
function folderGraph(files: Map<string, string[]>): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const [file, targets] of files) {
    const from = folderOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const to of targets.map(folderOf)) if (to && to !== from) edges.add(to);
  }
  return graph;
}

/** Every cycle's path (a → b → a), found by depth-first search. */
function cycles(graph: Map<string, Set<string>>): string[] {
  const found: string[] = [];
  const done = new Set<string>();
  const visit = (node: string, path: string[]) => {
    const at = path.indexOf(node);
    if (at >= 0) {
      found.push([...path.slice(at), node].join(' → '));
      return;
    }
    if (done.has(node)) return;
    for (const next of graph.get(node) ?? []) visit(next, [...path, node]);
    done.add(node);
  };
  for (const node of [...graph.keys()].sort()) visit(node, []);
  return found;
}

/** Every import of one folder's router.ts by another's, as "from → to" under src/. */
function routerImports(graph: Map<string, string[]>): string[] {
  const isRouter = (file: string) => basename(file) === 'router.ts';
  return [...graph].flatMap(([from, targets]) =>
    isRouter(from)
      ? targets
          .filter((to) => isRouter(to) && dirname(to) !== dirname(from))
          .map((to) => `${relative(SRC, from)} → ${relative(SRC, to)}`)
      : [],
  );
}

describe('the import graph of functions/src', () => {
  const files = fileGraph(SRC);
  const graph = folderGraph(files);

  it('when it is read, then it sees the imports between folders', () => {
    // Guards the scan itself: an empty graph would have no cycle either.
    expect(graph.get('listings')).toContain('lib');
    expect(graph.get('account')).toContain('listings');
    expect(graph.get('triggers')).toContain('notifications');
  });

  it('when the folders import one another, then no chain of imports leads back to where it began', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('when a cycle is made, then the check names it', () => {
    const cyclic = new Map([
      ['listings', new Set(['lifecycle', 'lib'])],
      ['lifecycle', new Set(['listings'])],
      ['lib', new Set<string>()],
    ]);
    expect(cycles(cyclic)).toEqual(['lifecycle → listings → lifecycle']);
  });

  it("when a router imports, then it imports no other folder's router", () => {
    // Guards the scan: the routers are in it, with their imports.
    expect(files.get(join(SRC, 'wanted-ads/router.ts'))).toContain(join(SRC, 'ads/count-route.ts'));
    expect(routerImports(files)).toEqual([]);
  });

  it("when a router imports another folder's router, then the check names the import", () => {
    const made = new Map([
      [
        join(SRC, 'legacy/router.ts'),
        [join(SRC, 'listings/router.ts'), join(SRC, 'lib/cursor.ts')],
      ],
      [join(SRC, 'listings/router.ts'), [join(SRC, 'listings/owner.ts')]],
      [join(SRC, 'viewings/router.ts'), [join(SRC, 'viewings/router.ts')]],
      [join(SRC, 'app.ts'), [join(SRC, 'listings/router.ts')]],
    ]);
    expect(routerImports(made)).toEqual(['legacy/router.ts → listings/router.ts']);
  });
});
