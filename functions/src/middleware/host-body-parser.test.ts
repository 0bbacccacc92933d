import express from 'express';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { answerBodyParserErrorsAsJson, installHostBodyParserErrors } from './host-body-parser';

type BodyParser = Record<'json' | 'text' | 'urlencoded' | 'raw', (options?: object) => never>;

// The two hosts' own copies: the emulator runtime's (body-parser 1) and ours,
// the major version the Functions Framework 5 depends on (body-parser 2).
const emulatorRuntime = join(
  __dirname,
  '../../../node_modules/firebase-tools/lib/emulator/functionsEmulatorRuntime.js',
);
const hosts = {
  'the emulator runtime': createRequire(emulatorRuntime)('body-parser') as BodyParser,
  'the Functions Framework': createRequire(__filename)('body-parser') as BodyParser,
};

/** An Express app set up as both hosts set theirs up, in front of a function echoing the body. */
function hostApp(bodyParser: BodyParser, limit = '32mb') {
  // A copy of the module object, so the real one stays as it is for other tests.
  const copy = { ...bodyParser };
  for (const kind of ['json', 'text', 'urlencoded', 'raw'] as const) copy[kind] = bodyParser[kind];
  expect(answerBodyParserErrorsAsJson(copy)).toBe(true);
  const verify = (req: { rawBody?: Buffer }, _res: unknown, buf: Buffer) => {
    req.rawBody = buf;
  };
  const app = express();
  app.use(copy.json({ limit, verify }));
  app.use(copy.text({ limit, verify }));
  app.use(copy.urlencoded({ limit, verify, extended: true }));
  app.use(copy.raw({ limit, verify, type: '*/*' }));
  app.all('/{*path}', (req, res) => {
    res.json({ reached: true, body: (req as { body?: unknown }).body });
  });
  return app;
}

const postJson = (app: express.Express, body: string, type = 'application/json') =>
  request(app).post('/posts').set('Content-Type', type).send(body);

describe.each(Object.entries(hosts))('body parsers of %s', (_name, bodyParser) => {
  it.each(['{', '{"title": ', 'tru', '{"a":1}}'])(
    'when the JSON body is %j, then the answer is a JSON 400 and the function never runs',
    async (body) => {
      const response = await postJson(hostApp(bodyParser), body);
      expect(response.status).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.body).toEqual({ error: 'Malformed JSON body' });
    },
  );

  it.each([
    ['null', null],
    ['123', 123],
    ['"x"', 'x'],
    ['[1]', [1]],
    ['{"a":1}', { a: 1 }],
  ])(
    'when the body is the JSON value %s, then the function gets that value',
    async (body, value) => {
      const response = await postJson(hostApp(bodyParser), body);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ reached: true, body: value });
    },
  );

  it('when the body is over the host limit, then the answer is a JSON 413', async () => {
    const response = await postJson(
      hostApp(bodyParser, '10b'),
      JSON.stringify({ a: 'x'.repeat(50) }),
    );
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ error: 'Request body too large' });
  });

  it('when the charset is not UTF, then the answer is a JSON 415 without details', async () => {
    const response = await postJson(hostApp(bodyParser), '{}', 'application/json; charset=latin1');
    expect(response.status).toBe(415);
    expect(response.body).toEqual({ error: 'Bad request' });
  });

  it('when the body is form data or text, then the other parsers work as before', async () => {
    const app = hostApp(bodyParser);
    const form = await postJson(app, 'a=1', 'application/x-www-form-urlencoded');
    expect(form.body).toEqual({ reached: true, body: { a: '1' } });
    const text = await postJson(app, 'hello', 'text/plain');
    expect(text.body).toEqual({ reached: true, body: 'hello' });
  });
});

describe('installHostBodyParserErrors', () => {
  it('when the module is not wrapped yet, then it is wrapped once', () => {
    const bodyParser = { ...hosts['the Functions Framework'] };
    expect(answerBodyParserErrorsAsJson(bodyParser)).toBe(true);
    expect(answerBodyParserErrorsAsJson(bodyParser)).toBe(false);
  });

  it('when the module is not body-parser, then nothing is changed', () => {
    const notBodyParser = { json: () => undefined };
    expect(answerBodyParserErrorsAsJson(notBodyParser)).toBe(false);
    expect(Object.keys(notBodyParser)).toEqual(['json']);
  });

  it('when no Functions host runs this module (no FUNCTION_TARGET), then nothing is wrapped', () => {
    expect(installHostBodyParserErrors({})).toBe(false);
  });
});
