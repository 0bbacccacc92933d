// Which request paths Firebase Hosting answers with a document (the app's
// index.html, or the function's HTML on /details/** and /room-wanted/*), which
// with a static file, which with the service worker's script, and which with
// the API, derived from firebase.json's rewrites and the folder Hosting
// serves, as the RE2 regular expressions the headers entries match
// with (csp.ts says which headers each kind gets; hosting-headers.ts writes
// them). Pure.
//
// Hosting answers a path with, in this order: a file of the served folder
// that exists, then the first rewrite whose pattern matches. Here that is the
// API's function rewrites, then `**` → /index.html, which serves the app for
// every other path, unknown ones included (the app shows its not-found page).
// A headers entry matches the request path only, never what is served, and
// every matching entry applies; no entry can take a header away. So the
// document headers need a pattern matching exactly the paths that are neither
// a static file nor the API: the complement of a set of prefixes. RE2 (what
// Hosting runs; the emulator's superstatic loads the same engine) has no
// lookahead, and negated globs behave differently on Hosting and in its
// emulator, so the complement is spelt out character by character
// (`outsideOf`). The unit test compares every pattern with a plain predicate.
//
// A static folder is matched by its prefix, not by the files in it: a missing
// file there (an old hashed chunk, a mistyped image) falls through to `**` and
// gets the app's HTML under the static headers (csp.ts: the static files'
// policy keeps that page inert).

/** A path and, when `below`, every path under it (`/a/**`); else the path itself (`/a`). */
export type PathRule = { path: string; below: boolean };

/** A hosting.rewrites entry, as firebase.json spells it. */
export type Rewrite = {
  source?: string;
  regex?: string;
  glob?: string;
  destination?: string;
  function?: unknown;
  run?: unknown;
};

/** A top-level entry of the folder Hosting serves. */
export type PublicEntry = { name: string; directory: boolean };

/**
 * The function rewrites that answer with a page, not the API: the share
 * previews and first views of a listing and a Room wanted ad
 * (functions/src/share/). Every other function rewrite is the API.
 */
export const DOCUMENT_REWRITES = ['/details/**', '/room-wanted/*'];

/** The page every other path gets: the last rewrite, `**` → this. */
export const APP_SHELL = '/index.html';

/**
 * The service worker's script (the build writes it to the served folder's top
 * level; the app registers it with scope `/`). Its own kind, whether or not the
 * folder has it yet: a worker takes the policy it is served with as its own,
 * and the static files' one would let it fetch nothing (csp.ts, WORKER_HEADERS).
 */
export const SERVICE_WORKER = '/sw.js';

/**
 * Hosting's own namespace (`/__/auth/handler`, `/__/firebase/init.json`…):
 * answered before anything of ours, with Google's pages (the sign-in helper is
 * framed by the app on purpose). Neither a document of ours nor a static file.
 */
export const RESERVED: PathRule[] = [{ path: '/__', below: true }];

/** `/a/b` or `/a/b/**` as a rule; any other shape is refused (the derivation would guess). */
export function ruleOf(glob: string): PathRule {
  const below = glob.endsWith('/**');
  const path = below ? glob.slice(0, -3) : glob;
  if (!/^(?:\/[^/*?[\]{}()!@+]+)+$/.test(path)) {
    throw new Error(
      `Can't derive the headers' paths from the rewrite "${glob}": only /literal/path and ` +
        `/literal/path/** are understood (web/build/hosting-paths.ts)`,
    );
  }
  return { path, below };
}

/** The plain predicate a rule stands for (as Hosting's globs: `/a` also matches `/a/`). */
export function matchesRule(path: string, { path: rule, below }: PathRule): boolean {
  return below ? path.startsWith(`${rule}/`) : path === rule || path === `${rule}/`;
}

export type PathClasses = {
  /** Function rewrites that answer with the API (JSON, a calendar file…). */
  api: PathRule[];
  /** The served folder's files and folders; index.html (a document), sw.js and hidden names aside. */
  files: PathRule[];
  /** The service worker's script. */
  worker: PathRule[];
  reserved: PathRule[];
};

/**
 * The paths of each kind, from firebase.json's hosting.rewrites and the
 * top-level entries of the folder Hosting serves. Refuses shapes it can't
 * classify rather than guess: a function rewrite after the catch-all, a
 * rewrite to another page, a regex rewrite.
 */
export function pathClasses(rewrites: Rewrite[], publicEntries: PublicEntry[]): PathClasses {
  const last = rewrites.at(-1);
  if (last?.source !== '**' || last.destination !== APP_SHELL) {
    throw new Error(
      `firebase.json's last rewrite must be { "source": "**", "destination": "${APP_SHELL}" } ` +
        `(the app for every other path); the headers' paths are derived from that`,
    );
  }
  const api: PathRule[] = [];
  const documents = new Set<string>();
  for (const rewrite of rewrites.slice(0, -1)) {
    const glob = rewrite.source ?? rewrite.glob;
    // A literal path kept on the app's own page ahead of a document rewrite
    // (`/room-wanted/mine` before `/room-wanted/*`): a document either way.
    const shell = rewrite.destination === APP_SHELL && glob !== undefined && !glob.endsWith('/**');
    if (shell) {
      ruleOf(glob);
      continue;
    }
    if (glob === undefined || rewrite.destination !== undefined) {
      throw new Error(
        `Can't derive the headers' paths from the rewrite ${JSON.stringify(rewrite)}: ` +
          `only function rewrites with a glob, and literal paths to ${APP_SHELL}, come before ` +
          `the catch-all (web/build/hosting-paths.ts)`,
      );
    }
    if (DOCUMENT_REWRITES.includes(glob)) documents.add(glob);
    else api.push(ruleOf(glob));
  }
  const missing = DOCUMENT_REWRITES.filter((glob) => !documents.has(glob));
  if (missing.length) {
    throw new Error(
      `DOCUMENT_REWRITES names ${missing.join(', ')}, which firebase.json no longer rewrites ` +
        `(web/build/hosting-paths.ts)`,
    );
  }
  const files = publicEntries
    // The page and the worker are kinds of their own; Hosting never deploys
    // hidden files (hosting.ignore: **/.*).
    .filter(({ name }) => ![APP_SHELL, SERVICE_WORKER].includes(`/${name}`))
    .filter(({ name }) => !name.startsWith('.'))
    .map(({ name, directory }) => ruleOf(directory ? `/${name}/**` : `/${name}`));
  return { api, files, worker: [ruleOf(SERVICE_WORKER)], reserved: RESERVED };
}

export type PathKind = 'document' | 'file' | 'worker' | 'api' | 'reserved';

/** What Hosting answers `path` with, by the plain predicates (the tests' reference). */
export function pathKind(path: string, classes: PathClasses): PathKind {
  if (classes.reserved.some((rule) => matchesRule(path, rule))) return 'reserved';
  if (classes.worker.some((rule) => matchesRule(path, rule))) return 'worker';
  if (classes.files.some((rule) => matchesRule(path, rule))) return 'file';
  if (classes.api.some((rule) => matchesRule(path, rule))) return 'api';
  return 'document';
}

// RE2 and JavaScript's `u` mode agree on these escapes (superstatic falls back
// to `new RegExp(…, 'u')` without RE2); `u` refuses escapes of other characters.
const SYNTAX = /[\\^$.*+?()[\]{}|]/g;
const literal = (text: string) => text.replace(SYNTAX, '\\$&');
const inClass = (char: string) => char.replace(/[\\\]^-]/, '\\$&');
// Any character, newlines included: never `.`, which stops at "\n", and a path
// Hosting decodes may hold one (%0A).
const ANY = '[\\s\\S]';

type TrieNode = { children: Map<string, TrieNode>; end: boolean; below: boolean };
const node = (): TrieNode => ({ children: new Map(), end: false, below: false });

function at(root: TrieNode, text: string): TrieNode {
  let current = root;
  for (const char of text) {
    let next = current.children.get(char);
    if (!next) current.children.set(char, (next = node()));
    current = next;
  }
  return current;
}

/**
 * The rest of a path after `trie`'s prefix, for paths no rule covers: end here
 * (unless a rule ends here), or a character no rule continues with, or a
 * character some rule continues with and then the same again. Undefined when
 * every continuation is covered. Each branch consumes at most the character
 * where the path leaves the rules; the caller matches the rest.
 */
function outsideOf(trie: TrieNode): string | undefined {
  if (trie.below) return undefined;
  const chars = [...trie.children.keys()].sort();
  const branches = trie.end ? [] : ['$'];
  branches.push(chars.length ? `[^${chars.map(inClass).join('')}]` : ANY);
  for (const char of chars) {
    const rest = outsideOf(trie.children.get(char)!);
    if (rest !== undefined) branches.push(literal(char) + rest);
  }
  return branches.length === 1 ? branches[0] : `(?:${branches.join('|')})`;
}

/**
 * An RE2 regular expression (no lookaround, no backreference) matching every
 * path no rule matches. Anchored at both ends, so it means the same whether
 * Hosting looks for a match or a full match.
 */
export function outsideRegex(rules: PathRule[]): string {
  const root = node();
  for (const { path, below } of rules) {
    if (below) at(root, `${path}/`).below = true;
    else {
      at(root, path).end = true;
      at(root, `${path}/`).end = true;
    }
  }
  const slash = root.children.get('/');
  const rest = slash ? outsideOf(slash) : ANY;
  if (rest === undefined) throw new Error('The rules cover every path: nothing is left outside');
  return `^/${rest}${ANY}*$`;
}

/** An RE2 regular expression matching the paths the rules match (anchored at both ends). */
export function insideRegex(rules: PathRule[]): string {
  if (!rules.length) throw new Error('No rules: a regex matching nothing would be a trap');
  const branches = rules.map(({ path, below }) =>
    below ? `${literal(path)}/${ANY}*` : `${literal(path)}/?`,
  );
  return `^(?:${branches.join('|')})$`;
}

/** The headers entries' patterns: documents, static files, and the service worker. */
export function pathPatterns(classes: PathClasses): {
  documents: string;
  files: string;
  worker: string;
} {
  return {
    documents: outsideRegex([
      ...classes.reserved,
      ...classes.files,
      ...classes.worker,
      ...classes.api,
    ]),
    files: insideRegex(classes.files),
    worker: insideRegex(classes.worker),
  };
}
