// Every route × anonymous / another user / an unverified user / the owner: the status each gets,
// that a refused request leaves every stored document as it was, and that no
// answer carries anyone's verified phone number.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  api,
  backgroundTriggers,
  bearer,
  createPostAs,
  dumpDatabase,
  postInput,
  resetEmulators,
  signUp,
  signUpCast,
  type TestUser,
} from './helpers';

// The deployed e-mail sender (sendOutboxMail) would change the outbox
// documents these requests queue while a test compares database dumps.
beforeAll(() => backgroundTriggers(false));
afterAll(() => backgroundTriggers(true));

type Who = 'anonymous' | 'other user' | 'unverified user' | 'owner';
type Route = {
  name: string;
  call: (ctx: { postId: string; owner: TestUser }) => {
    method: 'get' | 'post' | 'put' | 'delete';
    path: string;
    body?: object;
  };
  expected: Record<Who, number>;
};

const routes: Route[] = [
  {
    name: 'GET /posts',
    call: () => ({ method: 'get', path: '/posts' }),
    expected: { anonymous: 200, 'other user': 200, 'unverified user': 200, owner: 200 },
  },
  // Browse's exact count (count.test.ts has the rest).
  {
    name: 'GET /posts/count',
    call: () => ({ method: 'get', path: '/posts/count' }),
    expected: { anonymous: 200, 'other user': 200, 'unverified user': 200, owner: 200 },
  },
  {
    name: 'GET /posts/:id',
    call: ({ postId }) => ({ method: 'get', path: `/posts/${postId}` }),
    expected: { anonymous: 200, 'other user': 200, 'unverified user': 200, owner: 200 },
  },
  {
    name: 'POST /posts',
    call: () => ({ method: 'post', path: '/posts', body: postInput({ title: 'Another room' }) }),
    expected: { anonymous: 401, 'other user': 201, 'unverified user': 403, owner: 201 },
  },
  {
    name: 'PUT /posts/:id',
    call: ({ postId }) => ({
      method: 'put',
      path: `/posts/${postId}`,
      body: postInput({ title: 'Changed' }),
    }),
    expected: { anonymous: 401, 'other user': 403, 'unverified user': 403, owner: 200 },
  },
  {
    name: 'DELETE /posts/:id',
    call: ({ postId }) => ({ method: 'delete', path: `/posts/${postId}` }),
    expected: { anonymous: 401, 'other user': 403, 'unverified user': 403, owner: 200 },
  },
  {
    name: 'POST /posts/:id/like',
    call: ({ postId }) => ({ method: 'post', path: `/posts/${postId}/like` }),
    expected: { anonymous: 401, 'other user': 200, 'unverified user': 403, owner: 403 },
  },
  // "My conversation about this listing": none is a 200 with null, for anyone signed in.
  {
    name: 'GET /conversations/about/:postId',
    call: ({ postId }) => ({ method: 'get', path: `/conversations/about/${postId}` }),
    expected: { anonymous: 401, 'other user': 200, 'unverified user': 200, owner: 200 },
  },
  // Unlike: nothing to take back for the owner (or anyone who never liked), so 200.
  {
    name: 'DELETE /posts/:id/like',
    call: ({ postId }) => ({ method: 'delete', path: `/posts/${postId}/like` }),
    expected: { anonymous: 401, 'other user': 200, 'unverified user': 403, owner: 200 },
  },
  // Poster insight: anyone may report a view (the owner's isn't counted).
  {
    name: 'POST /posts/:id/view',
    call: ({ postId }) => ({ method: 'post', path: `/posts/${postId}/view` }),
    expected: { anonymous: 200, 'other user': 200, 'unverified user': 200, owner: 200 },
  },
  // The owner's lifecycle actions (on an active listing: resume has nothing to resume).
  ...(['renew', 'pause', 'let', 'resume'] as const).map((action) => ({
    name: `POST /posts/:id/${action}`,
    call: ({ postId }: { postId: string }) => ({
      method: 'post' as const,
      path: `/posts/${postId}/${action}`,
    }),
    expected: {
      anonymous: 401,
      'other user': 403,
      'unverified user': 403,
      owner: action === 'resume' ? 409 : 200,
    },
  })),
  // Liked Listings (liked.test.ts has the rest).
  {
    name: 'GET /posts/liked',
    call: () => ({ method: 'get', path: '/posts/liked' }),
    expected: { anonymous: 401, 'other user': 200, 'unverified user': 200, owner: 200 },
  },
  {
    name: 'GET /posts/expiring-soon',
    call: () => ({ method: 'get', path: '/posts/expiring-soon' }),
    expected: { anonymous: 401, 'other user': 200, 'unverified user': 200, owner: 200 },
  },
  {
    name: 'POST /users',
    call: () => ({ method: 'post', path: '/users', body: {} }),
    expected: { anonymous: 401, 'other user': 200, 'unverified user': 200, owner: 200 },
  },
  {
    name: "GET /users/:email (the owner's)",
    call: ({ owner }) => ({ method: 'get', path: `/users/${owner.email}` }),
    expected: { anonymous: 401, 'other user': 403, 'unverified user': 403, owner: 200 },
  },
  {
    name: "PUT /users/:email (the owner's)",
    call: ({ owner }) => ({
      method: 'put',
      path: `/users/${owner.email}`,
      body: { bio: 'Changed' },
    }),
    expected: { anonymous: 401, 'other user': 403, 'unverified user': 403, owner: 200 },
  },
  {
    name: 'POST /api/posts',
    call: () => ({ method: 'post', path: '/api/posts', body: { title: 'Quick room' } }),
    expected: { anonymous: 401, 'other user': 201, 'unverified user': 403, owner: 201 },
  },
  {
    name: 'GET /api/posts/:id',
    call: ({ postId }) => ({ method: 'get', path: `/api/posts/${postId}` }),
    expected: { anonymous: 200, 'other user': 200, 'unverified user': 200, owner: 200 },
  },
  {
    name: 'PUT /api/posts/:id',
    call: ({ postId }) => ({
      method: 'put',
      path: `/api/posts/${postId}`,
      body: { title: 'Changed' },
    }),
    expected: { anonymous: 401, 'other user': 403, 'unverified user': 403, owner: 200 },
  },
  {
    name: "DELETE /users/:email (the owner's account)",
    call: ({ owner }) => ({ method: 'delete', path: `/users/${owner.email}` }),
    expected: { anonymous: 401, 'other user': 403, 'unverified user': 403, owner: 200 },
  },
  // Who liked the listing, for its owner only (likers.test.ts has the rest).
  {
    name: 'GET /posts/:id/likes',
    call: ({ postId }) => ({ method: 'get', path: `/posts/${postId}/likes` }),
    expected: { anonymous: 401, 'other user': 403, 'unverified user': 403, owner: 200 },
  },
  // The seekers a listing matches, for its owner only (room-matches.test.ts has the rest).
  {
    name: 'GET /posts/:id/matching-people',
    call: ({ postId }) => ({ method: 'get', path: `/posts/${postId}/matching-people` }),
    expected: { anonymous: 401, 'other user': 403, 'unverified user': 403, owner: 200 },
  },
  // Reports and moderation (none of these callers is a moderator:
  // moderation.test.ts has the moderator's side).
  {
    name: 'POST /posts/:id/report',
    call: ({ postId }) => ({
      method: 'post',
      path: `/posts/${postId}/report`,
      body: { reason: 'scam' },
    }),
    expected: { anonymous: 401, 'other user': 201, 'unverified user': 403, owner: 403 },
  },
  {
    name: 'GET /moderation/reports',
    call: () => ({ method: 'get', path: '/moderation/reports' }),
    expected: { anonymous: 401, 'other user': 403, 'unverified user': 403, owner: 403 },
  },
  {
    name: 'POST /moderation/posts/:id/restore',
    call: ({ postId }) => ({ method: 'post', path: `/moderation/posts/${postId}/restore` }),
    expected: { anonymous: 401, 'other user': 403, 'unverified user': 403, owner: 403 },
  },
  {
    name: 'POST /moderation/posts/:id/remove',
    call: ({ postId }) => ({
      method: 'post',
      path: `/moderation/posts/${postId}/remove`,
      body: { reason: 'Scam' },
    }),
    expected: { anonymous: 401, 'other user': 403, 'unverified user': 403, owner: 403 },
  },
  {
    name: 'DELETE /moderation/posts/:id/reports/:uid',
    call: ({ postId, owner }) => ({
      method: 'delete',
      path: `/moderation/posts/${postId}/reports/${owner.uid}`,
    }),
    expected: { anonymous: 401, 'other user': 403, 'unverified user': 403, owner: 403 },
  },
  {
    name: 'GET /moderation/photos',
    call: () => ({ method: 'get', path: '/moderation/photos' }),
    expected: { anonymous: 401, 'other user': 403, 'unverified user': 403, owner: 403 },
  },
  {
    name: 'POST /moderation/photos/:id/clear',
    call: () => ({ method: 'post', path: `/moderation/photos/${'p'.repeat(20)}/clear` }),
    expected: { anonymous: 401, 'other user': 403, 'unverified user': 403, owner: 403 },
  },
  {
    name: 'POST /moderation/photos/:id/remove',
    call: () => ({ method: 'post', path: `/moderation/photos/${'p'.repeat(20)}/remove` }),
    expected: { anonymous: 401, 'other user': 403, 'unverified user': 403, owner: 403 },
  },
  {
    name: 'GET /users/me/notices',
    call: () => ({ method: 'get', path: '/users/me/notices' }),
    expected: { anonymous: 401, 'other user': 200, 'unverified user': 200, owner: 200 },
  },
  // The verified phone (phone.test.ts has the rest): codes need a verified e-mail.
  {
    name: 'GET /users/me/phone',
    call: () => ({ method: 'get', path: '/users/me/phone' }),
    expected: { anonymous: 401, 'other user': 200, 'unverified user': 200, owner: 200 },
  },
  {
    name: 'POST /users/me/phone/code',
    call: () => ({
      method: 'post',
      path: '/users/me/phone/code',
      body: { phoneNumber: '+1 415 555 0134', recaptchaToken: 'emulator' },
    }),
    expected: { anonymous: 401, 'other user': 200, 'unverified user': 403, owner: 200 },
  },
  {
    name: 'POST /users/me/phone/verify (no code sent)',
    call: () => ({ method: 'post', path: '/users/me/phone/verify', body: { code: '123456' } }),
    expected: { anonymous: 401, 'other user': 400, 'unverified user': 403, owner: 400 },
  },
  {
    name: 'DELETE /users/me/phone',
    call: () => ({ method: 'delete', path: '/users/me/phone' }),
    expected: { anonymous: 401, 'other user': 200, 'unverified user': 403, owner: 200 },
  },
];

const cases = routes.flatMap((route) =>
  (Object.keys(route.expected) as Who[]).map((who) => ({
    ...route,
    who,
    status: route.expected[who],
  })),
);

describe('access matrix', () => {
  let cast: Awaited<ReturnType<typeof signUpCast>>;
  let unverified: TestUser;
  let postId: string;

  beforeEach(async () => {
    await resetEmulators();
    cast = await signUpCast();
    unverified = await signUp('unverified@example.com', 'Una Unverified', { verified: false });
    await api().post('/users').set(bearer(cast.owner)).send({}).expect(200);
    postId = await createPostAs(cast.owner);
  });

  for (const { name, call, who, status } of cases) {
    const whoText = {
      owner: 'the owner',
      'other user': 'another user',
      'unverified user': 'an unverified user',
      anonymous: 'an anonymous visitor',
    }[who];
    it(`when ${whoText} calls ${name}, then the answer is ${status}`, async () => {
      const { method, path, body } = call({ postId, owner: cast.owner });
      const before = await dumpDatabase();
      let req = api()[method](path);
      if (who === 'owner') req = req.set(bearer(cast.owner));
      if (who === 'other user') req = req.set(bearer(cast.other));
      if (who === 'unverified user') req = req.set(bearer(unverified));
      const response = await (body ? req.send(body) : req);

      expect(response.status).toBe(status);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      if (status >= 400) {
        expect(response.body).toEqual({ error: expect.any(String) });
        expect(await dumpDatabase()).toEqual(before);
      }
      // The contact details reach only the owner (nobody has liked yet).
      if (method === 'get' && who !== 'owner') expect(response.text).not.toContain('555-0100');
      // Nobody, its owner included, ever gets a verified phone number back, in
      // any form (E.164, or its last seven digits as a national number shows them).
      for (const number of [cast.owner, cast.other, cast.third].map((u) => u.phoneNumber!)) {
        for (const shown of [number, number.slice(-7)]) {
          expect(response.text).not.toContain(shown);
          expect(JSON.stringify(response.headers)).not.toContain(shown);
        }
      }
      // Nobody but the owner ever sees the owner's e-mail, on any route, status or header.
      if (who !== 'owner') {
        expect(response.text).not.toContain(cast.owner.email);
        expect(JSON.stringify(response.headers)).not.toContain(cast.owner.email);
      }
    });
  }
});
