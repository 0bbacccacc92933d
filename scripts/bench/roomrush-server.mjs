// Serves RoomRush's build (bench/roomrush.mjs) for P2 as a static host would:
// gzip (level 9, compressed once at start), a year's cache for the hashed
// files in /assets, index.html for every other path (its router draws the
// page). RoomRush's API calls go to its own origin (the build points them
// there); this server passes them on to Roomly's Hosting emulator, so RoomRush
// shows Roomly's demo data without Roomly's API having to accept another
// origin. Which paths are the API comes from firebase.json: its function
// rewrites, except the ones that are pages of RoomRush's.
import { createServer, Agent, request } from 'node:http';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { baseConfig } from '../lib/firebase-config.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = /^(text\/|application\/json|image\/svg)/;

/**
 * Hosting rewrites to Roomly's function that are pages, not the API: RoomRush's
 * listing page is `/details/:id` too (for members only, so the bench doesn't
 * measure it), which Roomly's function would answer with Roomly's own page;
 * `/room-wanted/*` is Roomly's Room wanted ad page (RoomRush has none: its
 * router draws its own not-found page there, as for any path of its own).
 */
const ROOMRUSH_PAGES = new Set(['/details/**', '/room-wanted/*']);

/** Firebase Hosting's glob (`*`: within a segment, `**`: any depth) as a RegExp. */
function globToRegExp(glob) {
  const source = glob
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((piece) => piece.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*');
  return new RegExp(`^${source}$`);
}

/** The paths this server passes on to Roomly: the function rewrites of firebase.json. */
export const apiPatterns = (baseConfig.hosting.rewrites ?? [])
  .filter((rewrite) => rewrite.function && !ROOMRUSH_PAGES.has(rewrite.source))
  .map((rewrite) => rewrite.source);
const apiRegExps = apiPatterns.map(globToRegExp);
export const isApiPath = (path) => apiRegExps.some((pattern) => pattern.test(path));

function* files(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Every file of the build, keyed by its URL path, with its gzip copy when that is smaller. */
function load(dist) {
  const served = new Map();
  for (const path of files(dist)) {
    const urlPath = `/${relative(dist, path).split(sep).join('/')}`;
    const body = readFileSync(path);
    const type = TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
    const gzip = COMPRESSIBLE.test(type) ? gzipSync(body, { level: 9 }) : undefined;
    served.set(urlPath, {
      body,
      gzip: gzip && gzip.length < body.length ? gzip : undefined,
      type,
      cache: urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
  }
  return served;
}

/**
 * Starts the server on 127.0.0.1 (`port` 0: any free one). Resolves to
 * `{ url, close }`.
 */
export async function serveRoomRush({ dist, apiOrigin, port = 0 }) {
  const served = load(dist);
  const index = served.get('/index.html');
  if (!index) throw new Error(`${dist} has no index.html`);
  const upstream = new URL(apiOrigin);
  const agent = new Agent({ keepAlive: true });

  const proxy = (req, res) => {
    const forward = request(
      new URL(req.url, upstream),
      { method: req.method, headers: { ...req.headers, host: upstream.host }, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
      res.end(`Roomly's Hosting emulator did not answer: ${error.message}`);
    });
    req.pipe(forward);
  };

  const server = createServer((req, res) => {
    let path;
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://roomrush').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (isApiPath(path)) {
      proxy(req, res);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    // A missing hashed file is a 404; any other path is a page of the app.
    const file = served.get(path) ?? (path.startsWith('/assets/') ? undefined : index);
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const gzip = file.gzip && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    const body = gzip ? file.gzip : file.body;
    res.writeHead(200, {
      'Content-Type': file.type,
      'Content-Length': body.length,
      'Cache-Control': file === index ? 'no-cache' : file.cache,
      ...(file.gzip ? { Vary: 'Accept-Encoding' } : {}),
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}
