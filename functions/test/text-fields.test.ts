// Free text through the API (contract/text.ts): every text field refuses
// control characters, one-line fields refuse line breaks, and multi-line
// fields keep line feeds (CR LF read as one); a refusal is a 400 naming the
// field and writes nothing. A bare CR once reached a calendar file as a
// property line of its own.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { controlCharactersMessage, lineBreaksMessage } from '../src/contract/text';
import { removeInputSchema } from '../src/moderation/schema';
import { declineSchema, proposalSchema } from '../src/viewings/schema';
import {
  api,
  bearer,
  createPostAs,
  dumpDatabase,
  postInput,
  readPost,
  resetEmulators,
  signUpCast,
  type TestUser,
} from './helpers';
import { AD } from './match-support';

let owner: TestUser;
let other: TestUser;
let postId: string;

beforeAll(async () => {
  await resetEmulators();
  ({ owner, other } = await signUpCast());
  for (const user of [owner, other]) {
    await api().post('/users').set(bearer(user)).send({}).expect(200);
  }
  postId = await createPostAs(owner);
});

/** Each hostile value a field may get, and the message for a one-line or a multi-line field. */
const CONTROLS = ['a\rb', 'a\u0000b', 'a\u001bb', 'a\u007fb', 'a\u0085b', 'a\u2028b', 'a\u2029b'];

type Case = {
  field: string;
  label: string;
  shape: 'line' | 'lines';
  send: (value: string) => ReturnType<ReturnType<typeof api>['post']>;
};

const cases: Case[] = [
  {
    field: 'a listing title',
    label: 'Title',
    shape: 'line',
    send: (v) =>
      api()
        .post('/posts')
        .set(bearer(owner))
        .send(postInput({ title: v })),
  },
  {
    field: 'a listing location',
    label: 'Location',
    shape: 'line',
    send: (v) =>
      api()
        .post('/posts')
        .set(bearer(owner))
        .send(postInput({ location: v })),
  },
  {
    field: 'a listing description',
    label: 'Description',
    shape: 'lines',
    send: (v) =>
      api()
        .post('/posts')
        .set(bearer(owner))
        .send(postInput({ description: v })),
  },
  {
    field: 'contact information',
    label: 'Contact information',
    shape: 'line',
    send: (v) =>
      api()
        .post('/posts')
        .set(bearer(owner))
        .send(postInput({ contactInfo: v })),
  },
  {
    field: 'a display name',
    label: 'Display name',
    shape: 'line',
    send: (v) => api().put(`/users/${owner.email}`).set(bearer(owner)).send({ displayName: v }),
  },
  {
    field: 'a bio',
    label: 'Bio',
    shape: 'lines',
    send: (v) => api().put(`/users/${owner.email}`).set(bearer(owner)).send({ bio: v }),
  },
  {
    field: 'a headline',
    label: 'Headline',
    shape: 'line',
    send: (v) =>
      api()
        .post('/seeker-ads')
        .set(bearer(other))
        .send({ ...AD, headline: v }),
  },
  {
    field: 'an area',
    label: 'Each area',
    shape: 'line',
    send: (v) =>
      api()
        .post('/seeker-ads')
        .set(bearer(other))
        .send({ ...AD, areas: [v] }),
  },
  {
    field: 'about me',
    label: 'About me',
    shape: 'lines',
    send: (v) =>
      api()
        .post('/seeker-ads')
        .set(bearer(other))
        .send({ ...AD, aboutMe: v }),
  },
  {
    field: "a saved search's name",
    label: 'Name',
    shape: 'line',
    send: (v) => api().post('/users/me/saved-searches').set(bearer(other)).send({ name: v }),
  },
  {
    field: "a saved search's location",
    label: 'location',
    shape: 'line',
    send: (v) =>
      api()
        .post('/users/me/saved-searches')
        .set(bearer(other))
        .send({ name: 'Rooms', filters: { location: v } }),
  },
  {
    field: 'a first message',
    label: 'Message text',
    shape: 'lines',
    send: (v) => api().post('/conversations').set(bearer(other)).send({ postId, text: v }),
  },
  {
    field: "a report's note",
    label: 'Note',
    shape: 'lines',
    send: (v) =>
      api().post(`/posts/${postId}/report`).set(bearer(other)).send({ reason: 'scam', note: v }),
  },
];

describe('free text through the API', () => {
  let before: Record<string, string>;
  beforeEach(async () => {
    before = await dumpDatabase();
  });

  it.each(cases)(
    'when $field holds a control character, then the answer is 400 "$label can\'t contain control characters" and nothing is written',
    async ({ label, shape, send }) => {
      for (const value of CONTROLS) {
        const response = await send(value);
        expect(response.status, JSON.stringify(value)).toBe(400);
        const breaks = shape === 'line' && /[\r\u0085\u2028\u2029]/.test(value);
        expect(response.body).toEqual({
          error: breaks ? lineBreaksMessage(label) : controlCharactersMessage(label),
        });
      }
      expect(await dumpDatabase()).toEqual(before);
    },
  );

  it.each(cases.filter((c) => c.shape === 'line'))(
    'when $field holds a line break, then the answer is 400 "$label can\'t contain line breaks" and nothing is written',
    async ({ label, send }) => {
      for (const value of ['a\nb', 'a\r\nb']) {
        const response = await send(value);
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ error: lineBreaksMessage(label) });
      }
      expect(await dumpDatabase()).toEqual(before);
    },
  );
});

describe('text that is kept', () => {
  it('when a description has line feeds, CR LF pairs and tabs, then it is stored with line feeds and tabs, and a title may hold a tab', async () => {
    const id = await createPostAs(owner, {
      title: 'Room\twith a view',
      description: 'First line\r\nsecond line\n\tindented',
    });
    const stored = (await readPost(id))!;
    expect(stored.title).toBe('Room\twith a view');
    expect(stored.description).toBe('First line\nsecond line\n\tindented');
  });
});

describe("the viewings' and moderation's text", () => {
  // Their routes need a conversation or a moderator first; the schemas the
  // routes parse with are the ones checked here.
  it('when a viewing note, a reason or a video link holds a control character, then the schema refuses it with the field named', () => {
    const slot = { date: '2099-01-01', time: '10:00', minutes: 30 };
    const propose = (extra: object) =>
      proposalSchema.safeParse({ slots: [slot], timeZone: 'UTC', mode: 'in-person', ...extra });
    expect(propose({ note: 'Ring\rtwice' }).error?.issues[0]?.message).toBe(
      controlCharactersMessage('The note'),
    );
    expect(propose({ note: 'Ring\r\ntwice' }).data?.note).toBe('Ring\ntwice');
    expect(
      propose({ mode: 'video', videoLink: 'https://meet.example/a\nb' }).error?.issues[0]?.message,
    ).toBe(lineBreaksMessage('The video link'));
    expect(declineSchema.safeParse({ reason: 'No\u0000' }).error?.issues[0]?.message).toBe(
      controlCharactersMessage('The reason'),
    );
    expect(
      removeInputSchema.safeParse({ reason: 'Spam\u2028here' }).error?.issues[0]?.message,
    ).toBe(controlCharactersMessage('Reason'));
  });
});
