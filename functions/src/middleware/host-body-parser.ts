// Cloud Functions parses a request's body before the function runs: the Functions
// Framework in production (@google-cloud/functions-framework, src/server.ts) and
// the emulator's runtime (firebase-tools, lib/emulator/functionsEmulatorRuntime.js)
// both put body-parser's json (strict), text, urlencoded and raw parsers in front
// of it. A body they refuse (`{`, and in strict mode also `null`, `123`, `"x"`)
// never reaches the function: Express's final handler answers with an HTML page,
// the stack trace included outside NODE_ENV=production. Neither host has a hook
// for it (functions-framework-nodejs issue #686), and both load the function's
// module before they create those parsers. So, once, when the module loads,
// this wraps the factories of the host's own body-parser:
// - JSON that strict mode refused but that is JSON (`null`, `123`, `"x"`) goes on
//   to the app as that value, which answers it as in-process tests see it
//   ("Request body must be a JSON object", after the sign-in check);
// - anything else a parser refuses is answered `{ "error": … }` with the same
//   status and message as the app's error handler (middleware/error-handler.ts)
//   gives for the same body, before the function runs: nothing is written.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { finished } from 'node:stream';

type Request = IncomingMessage & { body?: unknown };
type Next = (err?: unknown) => void;
type Middleware = (req: Request, res: ServerResponse, next: Next) => void;
type Factory = (options?: unknown) => Middleware;
type ParserKind = 'json' | 'text' | 'urlencoded' | 'raw';
type BodyParserModule = Partial<Record<ParserKind, unknown>>;

/** What body-parser's errors carry (http-errors). */
type ParserError = { type?: unknown; status?: unknown; statusCode?: unknown; body?: unknown };

const KINDS: ParserKind[] = ['json', 'text', 'urlencoded', 'raw'];
const WRAPPED = Symbol.for('roomly.hostBodyParserErrorsAsJson');

/** The status and message the app's error handler gives for a body-parser error. */
export function bodyErrorAnswer(err: unknown): { status: number; message: string } {
  const e = (err ?? {}) as ParserError;
  if (e.type === 'entity.too.large') return { status: 413, message: 'Request body too large' };
  if (e.type === 'entity.parse.failed') return { status: 400, message: 'Malformed JSON body' };
  const status = Number(e.status ?? e.statusCode);
  if (Number.isInteger(status) && status >= 400 && status < 500) {
    return { status, message: 'Bad request' };
  }
  return { status: 500, message: 'Internal server error' };
}

function answer(req: Request, res: ServerResponse, err: unknown) {
  const { status, message } = bodyErrorAnswer(err);
  if (status >= 500) console.error(`${req.method} ${req.url} body could not be read:`, err);
  const body = JSON.stringify({ error: message });
  const send = () => {
    if (res.headersSent) return;
    res.statusCode = status;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Length', Buffer.byteLength(body));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.end(body);
  };
  // Like Express's final handler: answer once the request has been read off.
  req.resume();
  finished(req, send);
}

function wrap(kind: ParserKind, factory: Factory): Factory {
  return function hostBodyParser(options) {
    const parser = factory(options);
    return (req, res, next) =>
      parser(req, res, (err) => {
        if (err === undefined || err === null) return next();
        const e = err as ParserError;
        if (kind === 'json' && e.type === 'entity.parse.failed' && typeof e.body === 'string') {
          try {
            req.body = JSON.parse(e.body) as unknown;
            return next();
          } catch {
            // not JSON at all: answered below
          }
        }
        answer(req, res, err);
      });
  };
}

/**
 * Wraps `bodyParser`'s factories in place (idempotent). Answers whether it did.
 * The host calls `bodyParser.json(…)` on the module object after loading the
 * function, so the wrapped factories are the ones it uses.
 */
export function answerBodyParserErrorsAsJson(bodyParser: BodyParserModule): boolean {
  const target = bodyParser as BodyParserModule & { [WRAPPED]?: true };
  if (target[WRAPPED]) return false;
  const factories = KINDS.map((kind) => [kind, target[kind]] as const);
  if (factories.some(([, factory]) => typeof factory !== 'function')) return false;
  for (const [kind, factory] of factories) {
    Object.defineProperty(target, kind, {
      configurable: true,
      enumerable: true,
      writable: true,
      value: wrap(kind, factory as Factory),
    });
  }
  Object.defineProperty(target, WRAPPED, { value: true });
  return true;
}

/**
 * In a Cloud Functions host (production or the emulator: both set
 * FUNCTION_TARGET), wraps the body-parser that the host's own entry script
 * (`require.main`: the Functions Framework's main.js, or the emulator's
 * runtime) resolves. Elsewhere (tests, deploy analysis) it does nothing.
 */
export function installHostBodyParserErrors(env = process.env): boolean {
  if (!env.FUNCTION_TARGET || typeof require === 'undefined') return false;
  const host = require.main?.filename;
  if (!host) return false;
  let bodyParser: BodyParserModule;
  try {
    bodyParser = createRequire(host)('body-parser') as BodyParserModule;
  } catch {
    console.warn('body-parser not found beside the Functions host: malformed bodies get its HTML');
    return false;
  }
  return answerBodyParserErrorsAsJson(bodyParser);
}
