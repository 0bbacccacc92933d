// Behaviour shared by every route: tokens, body size and format, unknown
// paths, error bodies and headers.
import { beforeEach, describe, expect, it } from 'vitest';
import { MALFORMED_PATH } from '../src/middleware/malformed-path';
import { MALFORMED_PATHS } from './malformed-paths';
import {
  api,
  bearer,
  createPostAs,
  dumpDatabase,
  emulator,
  postInput,
  resetEmulators,
  signUp,
  tamperToken,
  type TestUser,
} from './helpers';

let owner: TestUser;
let postId: string;

beforeEach(async () => {
  await resetEmulators();
  owner = await signUp('owner@example.com', 'Olivia Owner');
  postId = await createPostAs(owner);
});

const anonymousAccountToken = async () => (await emulator.signUp()).idToken;

describe('tokens', () => {
  const badTokens: [string, () => string][] = [
    ['is garbage', () => 'not.a.token'],
    [
      'has expired',
      () =>
        tamperToken(owner.token, (c) => {
          c.iat = Math.floor(Date.now() / 1000) - 7200;
          c.auth_time = c.iat;
          c.exp = Math.floor(Date.now() / 1000) - 3600;
        }),
    ],
    [
      'was issued for another project',
      () =>
        tamperToken(owner.token, (c) => {
          c.aud = 'someone-elses-project';
          c.iss = 'https://securetoken.google.com/someone-elses-project';
        }),
    ],
    [
      'has no subject',
      () =>
        tamperToken(owner.token, (c) => {
          c.sub = '';
        }),
    ],
  ];

  for (const [what, token] of badTokens) {
    it(`when the token ${what}, then writes get 401 and nothing changes`, async () => {
      const before = await dumpDatabase();
      const headers = { Authorization: `Bearer ${token()}` };
      const create = await api().post('/posts').set(headers).send(postInput()).expect(401);
      expect(create.body).toEqual({ error: 'Invalid or expired token' });
      await api()
        .put(`/posts/${postId}`)
        .set(headers)
        .send(postInput({ title: 'X' }))
        .expect(401);
      await api().delete(`/posts/${postId}`).set(headers).expect(401);
      await api().post(`/posts/${postId}/like`).set(headers).expect(401);
      await api().post('/users').set(headers).send({}).expect(401);
      expect(await dumpDatabase()).toEqual(before);
    });

    it(`when the token ${what}, then even public reads get 401 (the client learns its session is bad)`, async () => {
      const headers = { Authorization: `Bearer ${token()}` };
      await api().get('/posts').set(headers).expect(401);
      await api().get(`/posts/${postId}`).set(headers).expect(401);
      await api().get(`/api/posts/${postId}`).set(headers).expect(401);
    });
  }

  it('when the header is not a bearer token, then the answer is 401', async () => {
    const { body } = await api()
      .post('/posts')
      .set('Authorization', 'Basic b3duZXI6cHc=')
      .send(postInput())
      .expect(401);
    expect(body.error).toBe('Authorization header must be "Bearer <token>"');
  });

  it('when there is no token, then signed-in routes answer 401 "Authentication required"', async () => {
    const { body } = await api().post('/posts').send(postInput()).expect(401);
    expect(body).toEqual({ error: 'Authentication required' });
  });

  it('when the account has no e-mail address (anonymous sign-in), then the answer is 403', async () => {
    const token = await anonymousAccountToken();
    const { body } = await api()
      .post('/posts')
      .set('Authorization', `Bearer ${token}`)
      .send(postInput())
      .expect(403);
    expect(body.error).toMatch(/e-mail address/);
  });
});

describe('request bodies', () => {
  it('when the body is over 32 KB, then the answer is 413 and nothing is stored', async () => {
    const before = await dumpDatabase();
    const huge = postInput({ description: 'x'.repeat(33 * 1024) });
    const { body } = await api().post('/posts').set(bearer(owner)).send(huge).expect(413);
    expect(body).toEqual({ error: 'Request body too large' });
    await api().put(`/posts/${postId}`).set(bearer(owner)).send(huge).expect(413);
    expect(await dumpDatabase()).toEqual(before);
  });

  it('when the JSON is malformed, then the answer is 400 and nothing is stored', async () => {
    const before = await dumpDatabase();
    const { body } = await api()
      .post('/posts')
      .set(bearer(owner))
      .set('Content-Type', 'application/json')
      .send('{"title": "Room",')
      .expect(400);
    expect(body).toEqual({ error: 'Malformed JSON body' });
    expect(await dumpDatabase()).toEqual(before);
  });

  it('when the body is not JSON, then the answer is 400', async () => {
    const { body } = await api()
      .post('/posts')
      .set(bearer(owner))
      .set('Content-Type', 'text/plain')
      .send('title=Room')
      .expect(400);
    expect(body).toEqual({ error: 'Request body must be a JSON object' });
  });

  it('when the body is JSON but not an object, then the answer is 400', async () => {
    const { body } = await api()
      .post('/posts')
      .set(bearer(owner))
      .set('Content-Type', 'application/json')
      .send('"just a string"')
      .expect(400);
    expect(body.error).toBe('Request body must be a JSON object');
  });
});

describe('routing and headers', () => {
  it('when the path is unknown, then the answer is a JSON 404', async () => {
    for (const path of ['/', '/nope', '/posts/a/b/c', '/api/other']) {
      const response = await api().get(path).expect(404);
      expect(response.body).toEqual({ error: 'Not found' });
    }
    await api().patch(`/posts/${postId}`).set(bearer(owner)).send({}).expect(404);
  });

  it('when a browser sends a CORS preflight, then it may send the token and read the cursor header', async () => {
    const response = await api()
      .options('/posts')
      .set('Origin', 'http://localhost:5173')
      .set('Access-Control-Request-Method', 'POST')
      .expect(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-headers']).toMatch(/Authorization/);
    expect(response.headers['access-control-expose-headers']).toBe('X-Next-Cursor');
  });

  it('when any answer is sent, then it does not advertise Express', async () => {
    const response = await api().get('/posts').expect(200);
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('malformed percent-escapes in the path', () => {
  it.each(MALFORMED_PATHS)(
    'when %s %s is sent, then the answer is the JSON 400, without a stack trace, and nothing changes',
    async (method, path) => {
      const before = await dumpDatabase();
      const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
      const call = api()[verb](path).set(bearer(owner));
      const response = await (method === 'GET' ? call : call.send({ title: 'X' }));
      expect(response.status).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).toEqual({ error: MALFORMED_PATH });
      expect(response.text).not.toMatch(/URIError|\bat \S+ \(|node_modules/);
      expect(await dumpDatabase()).toEqual(before);
    },
  );

  it('when a path has a percent-escape that decodes, then it is routed as before', async () => {
    await api()
      .get(`/posts/${encodeURIComponent(postId)}`)
      .expect(200);
    const { body } = await api().get('/posts/%41bc').expect(404);
    expect(body).toEqual({ error: 'Post not found' });
  });
});
