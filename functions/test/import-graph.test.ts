// The layers of functions/src (eslint.config.js checks each import) leave one
// thing a per-file rule can't see: a cycle between resource folders, such as
// posts → moderation → posts. Such a pair can't be understood, tested or
// moved apart one at a time, so the folder graph must stay acyclic. Read with
// the TypeScript compiler's own import scanner, so static, dynamic and
// require() imports all count.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = resolve(__dirname, '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The folder under src/ a file belongs to; null for the top-level entry files. */
function folderOf(file: string): string | null {
  const parts = relative(SRC, file).split(sep);
  return parts.length > 1 && parts[0] !== '..' ? parts[0]! : null;
}

/** Folder → the other folders its files import (the entry files index.ts and app.ts left out). */
function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(SRC)) {
    const from = folderOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
      .importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const to = folderOf(resolve(dirname(file), fileName));
      if (to && to !== from) edges.add(to);
    }
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

describe('the import graph of functions/src', () => {
  const graph = folderGraph();

  it('when it is read, then it sees the imports between folders', () => {
    // Guards the scan itself: an empty graph would have no cycle either.
    expect(graph.get('posts')).toContain('lib');
    expect(graph.get('account')).toContain('posts');
    expect(graph.get('triggers')).toContain('notifications');
  });

  it('when the folders import one another, then no chain of imports leads back to where it began', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('when a cycle is made, then the check names it', () => {
    const cyclic = new Map([
      ['posts', new Set(['lifecycle', 'lib'])],
      ['lifecycle', new Set(['posts'])],
      ['lib', new Set<string>()],
    ]);
    expect(cycles(cyclic)).toEqual(['lifecycle → posts → lifecycle']);
  });
});
