// The docs are checked like code, without the emulators: the code map in
// docs/architecture.md names only files and folders that exist, every relative
// link in README.md and docs/ leads to a file (and a heading) that exists, and
// `npm run bench` rewrites only its own part of docs/performance.md.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BENCH_END, BENCH_START, replaceBenchSection } from '../../scripts/bench/doc.mjs';
import { FUNCTIONS_SRC, importsOf, productFiles } from './source-imports';

const root = join(__dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** Where each entry of a code map sits (`line` is 1-based in the document), and what it says. */
type MapEntry = { path: string; line: number; text: string };

/**
 * The entries of the first code block under "## Map of the code". A name sits
 * in the left column, two spaces deeper than the folder it is in; a line indented
 * further than the name column continues the description above it.
 */
function codeMapEntries(markdown: string): MapEntry[] {
  const lines = markdown.split('\n');
  const heading = lines.findIndex((l) => l.trim() === '## Map of the code');
  if (heading === -1) throw new Error('No "## Map of the code" heading');
  const open = lines.findIndex((l, i) => i > heading && l.startsWith('```'));
  const close = lines.findIndex((l, i) => i > open && l.startsWith('```'));
  if (open === -1 || close === -1) throw new Error('No code block under "## Map of the code"');

  const entries: MapEntry[] = [];
  const parents: string[] = []; // parents[depth]: the folder an entry at depth + 1 is in
  for (let i = open + 1; i < close; i++) {
    const match = /^( *)(\S+)/.exec(lines[i]);
    if (!match) continue;
    const indent = match[1].length;
    if (indent >= 16) {
      // A description's next line.
      const last = entries.at(-1);
      if (last) last.text += ` ${lines[i].trim()}`;
      continue;
    }
    if (indent % 2) throw new Error(`Code map line ${i + 1}: odd indentation`);
    const depth = indent / 2;
    if (depth > parents.length) throw new Error(`Code map line ${i + 1}: no folder above it`);
    const path = `${depth ? parents[depth - 1] : ''}${match[2]}`;
    entries.push({ path, line: i + 1, text: lines[i].slice(indent + match[2].length).trim() });
    parents.length = depth;
    parents.push(path.endsWith('/') ? path : `${path}/`);
  }
  return entries;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every heading anchor in a Markdown file (outside code blocks), with GitHub's -1, -2 for repeats. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  let inCode = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) inCode = !inCode;
    const match = !inCode && /^#{1,6} (.+)$/.exec(line);
    if (!match) continue;
    const base = slug(match[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    result.add(count ? `${base}-${count}` : base);
  }
  return result;
}

/** Relative link targets (`](target)`) in a Markdown file, outside code blocks and code spans. */
function links(markdown: string): { target: string; line: number }[] {
  const found: { target: string; line: number }[] = [];
  let inCode = false;
  markdown.split('\n').forEach((line, i) => {
    if (line.startsWith('```')) inCode = !inCode;
    if (inCode) return;
    for (const match of line.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)\)/g)) {
      if (!/^[a-z]+:/i.test(match[1])) found.push({ target: match[1], line: i + 1 });
    }
  });
  return found;
}

const docs = ['README.md', ...readdirSync(join(root, 'docs')).map((f) => `docs/${f}`)].filter((f) =>
  f.endsWith('.md'),
);

describe('the code map in docs/architecture.md', () => {
  const entries = codeMapEntries(read('docs/architecture.md'));

  it('when it is read, then it names the top folders and the API and web sources', () => {
    const paths = entries.map((e) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining(['functions/', 'functions/src/index.ts', 'web/', 'scripts/']),
    );
    expect(entries.length).toBeGreaterThan(40);
  });

  it('when it names a file or folder, then that file or folder exists', () => {
    const missing = entries
      .filter(({ path }) => {
        const full = join(root, path);
        if (!existsSync(full)) return true;
        // A name ending in `/` is a folder; any other name may be either.
        return path.endsWith('/') && !statSync(full).isDirectory();
      })
      .map(({ path, line }) => `docs/architecture.md:${line} ${path}`);
    expect(missing, 'names in the code map that are not in the tree').toEqual([]);
  });

  it('when an entry is indented, then it is read inside the folder above it', () => {
    const map = [
      '## Map of the code',
      '```',
      'web/                     the app',
      '  src/                   its code,',
      '                         described on two lines',
      '    lib/                 a folder inside it',
      '```',
    ].join('\n');
    expect(codeMapEntries(map).map((e) => e.path)).toEqual(['web/', 'web/src/', 'web/src/lib/']);
    expect(() => codeMapEntries('## Map of the code\n\n```\n  src/\n```\n')).toThrow(
      /no folder above it/,
    );
  });
});

/**
 * What an API folder's entry says it imports ("…; imports contract/, lib/,
 * posts/fields"): a name ending in `/` stands for a whole folder, any other for
 * one file (or a folder inside one), as paths under functions/src.
 */
function listedImports(text: string): string[] | undefined {
  const list = /;\s*imports\s+(.+)$/.exec(text)?.[1];
  return list?.split(/,\s*|\s+and\s+/).filter((name) => /^[a-z-]+\/[a-z-/]*$/.test(name));
}

/** Under functions/src, without the extension: `listings/fields`. */
const srcKey = (file: string) => relative(FUNCTIONS_SRC, file).replace(/\.tsx?$/, '');

/** Where an API folder's list and its files' imports of other folders differ. */
function importListDrift(folder: string, listed: string[], imported: string[]): string[] {
  const covers = (name: string, key: string) =>
    name.endsWith('/') ? key.startsWith(name) : key === name || key.startsWith(`${name}/`);
  const outside = imported.filter((key) => !key.startsWith(`${folder}/`));
  return [
    ...[...new Set(outside)]
      .filter((key) => !listed.some((name) => covers(name, key)))
      .map((key) => `${folder}/ imports ${key}, not in its list`),
    ...listed
      .filter((name) => !outside.some((key) => covers(name, key)))
      .map((name) => `${folder}/ lists ${name}, which none of its files imports`),
  ];
}

describe("the code map's imports lists", () => {
  const entries = codeMapEntries(read('docs/architecture.md'));
  const folders = entries.flatMap(({ path, text }) => {
    const folder = /^functions\/src\/([a-z-]+)\/$/.exec(path)?.[1];
    const listed = folder && listedImports(text);
    return folder && listed ? [{ folder, listed }] : [];
  });

  it('when it is read, then it finds the API folders that list their imports', () => {
    expect(folders.map((f) => f.folder)).toEqual(
      expect.arrayContaining(['listings', 'wanted-ads', 'account', 'mail', 'lib']),
    );
    expect(folders.find((f) => f.folder === 'users')?.listed).toEqual([
      'contract/',
      'lib/',
      'middleware/',
      'phone/verified',
      'photos/attachments',
      'photos/paths',
    ]);
  });

  it('when an API folder lists what it imports, then the list is what its files import', () => {
    const drift = folders.flatMap(({ folder, listed }) =>
      importListDrift(
        folder,
        listed,
        productFiles(join(FUNCTIONS_SRC, folder)).flatMap((file) => importsOf(file).map(srcKey)),
      ),
    );
    expect(drift, 'docs/architecture.md "Map of the code"').toEqual([]);
  });

  it('when a list misses an import or names one no longer made, then the check says which', () => {
    expect(
      importListDrift(
        'share',
        ['contract/', 'listings/fields', 'users/'],
        ['contract/rent', 'listings/fields', 'listings/repository', 'share/tags'],
      ),
    ).toEqual([
      'share/ imports listings/repository, not in its list',
      'share/ lists users/, which none of its files imports',
    ]);
  });
});

describe('links in README.md and docs/', () => {
  it('when a page links to a file or a heading, then it exists', () => {
    const broken: string[] = [];
    for (const doc of docs) {
      for (const { target, line } of links(read(doc))) {
        const [file, anchor] = target.split('#');
        const path = file ? join(dirname(join(root, doc)), decodeURI(file)) : join(root, doc);
        const where = `${doc}:${line} ${target}`;
        if (!existsSync(path)) broken.push(`${where} (no ${relative(root, path)})`);
        else if (anchor && path.endsWith('.md') && !anchors(readFileSync(path, 'utf8')).has(anchor))
          broken.push(`${where} (no heading #${anchor})`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('when the README is read, then it stays short and points at every page in docs/', () => {
    const readme = read('README.md');
    expect(readme.split('\n').length).toBeLessThanOrEqual(200);
    const linked = new Set(links(readme).map((l) => l.target.split('#')[0]));
    const pages = docs.filter((d) => d.startsWith('docs/'));
    expect(pages.filter((page) => !linked.has(page))).toEqual([]);
  });
});

describe("the bench's table in docs/performance.md", () => {
  const doc = read('docs/performance.md');

  it('when the bench writes a new table, then only the text between the markers changes', () => {
    const start = doc.indexOf(BENCH_START) + BENCH_START.length;
    const end = doc.indexOf(BENCH_END);
    const written = replaceBenchSection(doc, '**P1.** a new table\n');
    expect(written.slice(0, start)).toBe(doc.slice(0, start));
    expect(written.slice(written.indexOf(BENCH_END))).toBe(doc.slice(end));
    expect(written).toContain(`${BENCH_START}\n\n**P1.** a new table\n\n${BENCH_END}`);
    // Writing the table that is there changes nothing.
    expect(replaceBenchSection(doc, doc.slice(start, end))).toBe(doc);
  });

  it('when the markers are missing or out of order, then the writer refuses', () => {
    expect(() => replaceBenchSection('# Performance\n', 'table')).toThrow(/markers/);
    expect(() => replaceBenchSection(`${BENCH_END}\n${BENCH_START}\n`, 'table')).toThrow(/markers/);
  });
});
