// One visibility table, asked twice: for each thing a member may or may not
// see (a listing, its contact details, a conversation and its messages, a viewing, an
// alert, a saved search, a Room wanted ad, a profile, a verified phone), the API's answer and a client reading
// Firestore directly (client SDK, the real firestore.rules, the same
// people's uid, e-mail, verification and claims) must agree with the table
// and so with each other. A new rule starts as a row here.
//
// The data is made through the API (and the alerts trigger's own logic), so
// both sides read exactly what Roomly stores.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { auth, db } from '../src/lib/firebase';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifySavedSearchOwners } from '../src/notifications/on-listing-written';
import { numberKey } from '../src/phone/number-key';
import {
  api,
  bearer,
  createPostAs,
  PROJECT_ID,
  postInput,
  readPost,
  resetEmulators,
  signIn,
  signUp,
  type TestUser,
  wantedAdInput,
} from './helpers';
import { firestoreAs, rulesTestEnvironment } from './rules-env';

const VIEWERS = ['anonymous', 'owner', 'liker', 'other', 'unverified', 'moderator'] as const;
type Viewer = (typeof VIEWERS)[number];

/**
 * Leo posts every listing; Maya likes each one while it is active, writes to
 * Leo about the active one, and keeps a saved search with one alert; Sam is
 * another verified member, Una hasn't verified her e-mail, Mona moderates.
 */
const cast = {} as Record<Exclude<Viewer, 'anonymous'>, TestUser & { moderator?: boolean }>;

const LISTINGS = [
  'active',
  'messages-only',
  'switched to messages-only after the like',
  'paused',
  'let',
  'expired',
  'under review',
] as const;
type Listing = (typeof LISTINGS)[number];
const listingIds = {} as Record<Listing, string>;
let conversationId = '';
let leftConversationId = '';
let notificationId = '';
let viewingId = '';
let savedSearchId = '';
/** Room wanted ads, each by another member (one active ad each): whose, in which state. */
const AD_STATES = ['active', 'paused', 'under review', 'past its expiry'] as const;
type AdState = (typeof AD_STATES)[number];
const AD_WRITERS: Record<AdState, Exclude<Viewer, 'anonymous'>> = {
  active: 'owner',
  paused: 'liker',
  'under review': 'other',
  'past its expiry': 'moderator',
};
const adIds = {} as Record<AdState, string>;

type Row = {
  what: string;
  api: (viewer: TestUser | undefined) => Promise<boolean>;
  rules: (viewer: Viewer) => Promise<boolean>;
  expected: Record<Viewer, boolean>;
};

let env: RulesTestEnvironment;

const clientAs = (viewer: Viewer) =>
  viewer === 'anonymous'
    ? firestoreAs(env, { uid: '' })
    : firestoreAs(env, {
        uid: cast[viewer].uid,
        email: cast[viewer].email,
        verified: viewer !== 'unverified',
        ...(viewer === 'moderator' ? { moderator: true } : {}),
      });

/** Whether the client's read is allowed (a denied read rejects with permission-denied). */
async function allowed(read: () => Promise<unknown>): Promise<boolean> {
  try {
    await read();
    return true;
  } catch (err) {
    if ((err as { code?: string }).code === 'permission-denied') return false;
    throw err;
  }
}

const get = (path: string, viewer: TestUser | undefined) => {
  const req = api().get(path);
  return viewer ? req.set(bearer(viewer)) : req;
};

const only = (...who: Viewer[]) =>
  Object.fromEntries(VIEWERS.map((v) => [v, who.includes(v)])) as Record<Viewer, boolean>;
const everyone = only(...VIEWERS);

const listingRow = (listing: Listing, expected: Record<Viewer, boolean>): Row => ({
  what: `the ${listing} listing`,
  // Others get a listing under review reduced to its id and status.
  api: async (viewer) => {
    const res = await get(`/posts/${listingIds[listing]}`, viewer);
    return res.status === 200 && res.body.title !== '';
  },
  rules: (viewer) => allowed(() => clientAs(viewer).doc(`posts/${listingIds[listing]}`).get()),
  expected,
});

const contactRow = (listing: Listing, expected: Record<Viewer, boolean>): Row => ({
  what: `the contact details of the ${listing} listing`,
  api: async (viewer) => {
    const res = await get(`/posts/${listingIds[listing]}`, viewer);
    return res.status === 200 && typeof res.body.contactInfo === 'string';
  },
  rules: (viewer) =>
    allowed(() => clientAs(viewer).doc(`posts/${listingIds[listing]}/private/contact`).get()),
  expected,
});

const ROWS: Row[] = [
  listingRow('active', everyone),
  listingRow('paused', everyone),
  listingRow('expired', everyone),
  listingRow('under review', only('owner', 'moderator')),

  contactRow('active', only('owner', 'liker')),
  contactRow('messages-only', only('owner')),
  contactRow('switched to messages-only after the like', only('owner')),
  contactRow('paused', only('owner')),
  contactRow('let', only('owner')),
  contactRow('expired', only('owner')),
  contactRow('under review', only('owner')),

  {
    what: 'the conversation between the liker and the owner',
    api: async (viewer) => (await get(`/conversations/${conversationId}`, viewer)).status === 200,
    rules: (viewer) => allowed(() => clientAs(viewer).doc(`conversations/${conversationId}`).get()),
    expected: only('owner', 'liker'),
  },
  {
    what: "that conversation's messages",
    api: async (viewer) => {
      const res = await get(`/conversations/${conversationId}`, viewer);
      return res.status === 200 && res.body.messages.length > 0;
    },
    rules: (viewer) =>
      allowed(() =>
        clientAs(viewer).collection(`conversations/${conversationId}/messages`).limit(50).get(),
      ),
    expected: only('owner', 'liker'),
  },
  {
    what: 'a viewing proposed in that conversation',
    api: async (viewer) => {
      const res = await get(`/conversations/${conversationId}/viewings`, viewer);
      return res.status === 200 && res.body.some((v: { id: string }) => v.id === viewingId);
    },
    rules: (viewer) => allowed(() => clientAs(viewer).doc(`viewings/${viewingId}`).get()),
    expected: only('owner', 'liker'),
  },
  {
    what: 'a conversation whose other member has deleted their account',
    api: async (viewer) => {
      const res = await get(`/conversations/${leftConversationId}`, viewer);
      return res.status === 200 && res.body.messages.length > 0;
    },
    rules: (viewer) =>
      allowed(() =>
        clientAs(viewer).collection(`conversations/${leftConversationId}/messages`).limit(50).get(),
      ),
    expected: only('owner'),
  },
  {
    what: "the liker's alert",
    api: async (viewer) => {
      const res = await get('/users/me/notifications', viewer);
      return (
        res.status === 200 &&
        (res.body.notifications as { id: string }[]).some((n) => n.id === notificationId)
      );
    },
    rules: (viewer) => allowed(() => clientAs(viewer).doc(`notifications/${notificationId}`).get()),
    expected: only('liker'),
  },
  {
    what: "the liker's saved search",
    api: async (viewer) => {
      const res = await get('/users/me/saved-searches', viewer);
      return (
        res.status === 200 &&
        (res.body.searches as { id: string }[]).some((s) => s.id === savedSearchId)
      );
    },
    rules: (viewer) => allowed(() => clientAs(viewer).doc(`savedSearches/${savedSearchId}`).get()),
    expected: only('liker'),
  },
  // A Room wanted ad: anyone while it is active, otherwise its writer only.
  ...AD_STATES.map((state): Row => ({
    what: `the ${AD_WRITERS[state]}'s Room wanted ad, ${state}`,
    api: async (viewer) => (await get(`/seeker-ads/${adIds[state]}`, viewer)).status === 200,
    rules: (viewer) => allowed(() => clientAs(viewer).doc(`seekerAds/${adIds[state]}`).get()),
    expected: state === 'active' ? everyone : only(AD_WRITERS[state]),
  })),
  // A verified phone: that there is one is public (the badge), the number is nobody's to read.
  {
    what: "that the owner's phone is verified (the listing's badge)",
    api: async (viewer) =>
      (await get(`/posts/${listingIds.active}`, viewer)).body.poster?.phoneVerified === true,
    rules: async (viewer) => {
      const snap = await clientAs(viewer)
        .doc(`posts/${listingIds.active}`)
        .get()
        .catch(() => null);
      return snap?.get('poster.phoneVerified') === true;
    },
    expected: everyone,
  },
  {
    what: "the owner's verified phone number",
    api: async (viewer) => {
      const number = cast.owner.phoneNumber!;
      const answers = await Promise.all([
        get('/users/me/phone', viewer),
        get(`/users/${encodeURIComponent(cast.owner.email)}`, viewer),
        get(`/posts/${listingIds.active}`, viewer),
      ]);
      return answers.some(
        (res) => res.text.includes(number) || res.text.includes(number.slice(-7)),
      );
    },
    rules: async (viewer) =>
      (await allowed(() =>
        clientAs(viewer)
          .doc(`phoneNumbers/${numberKey(cast.owner.phoneNumber!)}`)
          .get(),
      )) || (await allowed(() => clientAs(viewer).doc(`phoneChecks/${cast.owner.uid}`).get())),
    expected: only(),
  },
  {
    what: "the owner's profile (with its e-mail and phone number)",
    api: async (viewer) =>
      (await get(`/users/${encodeURIComponent(cast.owner.email)}`, viewer)).status === 200,
    rules: (viewer) => allowed(() => clientAs(viewer).doc(`users/${cast.owner.uid}`).get()),
    expected: only('owner'),
  },
];

beforeAll(async () => {
  await resetEmulators();
  env = await rulesTestEnvironment(PROJECT_ID);
  const [leo, maya, sam, una, mona] = await Promise.all([
    signUp('leo@example.com', 'Leo Martins'),
    signUp('maya@example.com', 'Maya Patel'),
    signUp('sam@example.com', 'Sam Other'),
    signUp('una@example.com', 'Una Unverified', { verified: false }),
    signUp('mona@example.com', 'Mona Moderator'),
  ]);
  await auth().setCustomUserClaims(mona!.uid, { moderator: true });
  cast.owner = leo!;
  cast.liker = maya!;
  cast.other = sam!;
  cast.unverified = una!;
  cast.moderator = { ...mona!, token: await signIn(mona!.email), moderator: true };
  await api().post('/users').set(bearer(leo!)).send({}).expect(200);

  for (const listing of LISTINGS) {
    listingIds[listing] = await createPostAs(leo!, {
      title: `Room (${listing})`,
      contactPreference: listing === 'messages-only' ? 'messages-only' : 'reveal-on-like',
    });
    await api().post(`/posts/${listingIds[listing]}/like`).set(bearer(maya!)).expect(200);
  }
  await api()
    .put(`/posts/${listingIds['switched to messages-only after the like']}`)
    .set(bearer(leo!))
    .send(postInput({ contactPreference: 'messages-only' }))
    .expect(200);
  await api().post(`/posts/${listingIds.paused}/pause`).set(bearer(leo!)).expect(200);
  await api().post(`/posts/${listingIds.let}/let`).set(bearer(leo!)).expect(200);
  // As time does: past its expiry, before the daily sweep writes it down.
  await db()
    .doc(`posts/${listingIds.expired}`)
    .update({ expiresAt: Timestamp.fromMillis(Date.now() - 60_000) });
  // As enough reports do (reports.test.ts covers who may report).
  await db()
    .doc(`posts/${listingIds['under review']}`)
    .update({ status: 'under-review', statusBeforeReview: 'active' });

  const started = await api()
    .post('/conversations')
    .set(bearer(maya!))
    .send({ postId: listingIds.active, text: 'Hi Leo, is the room still free?' })
    .expect(201);
  conversationId = started.body.conversation._id;
  // Maya proposes a viewing in it (viewings are their two participants' only).
  const date = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const viewing = await api()
    .post(`/conversations/${conversationId}/viewings`)
    .set(bearer(maya!))
    .send({ slots: [{ date, time: '18:00', minutes: 30 }], timeZone: 'UTC', mode: 'in-person' })
    .expect(201);
  viewingId = viewing.body.id;

  // Dee writes to Leo, then deletes her account: the thread stays Leo's alone.
  const dee = (await signUp('dee@example.com', 'Dee Departed'))!;
  const left = await api()
    .post('/conversations')
    .set(bearer(dee))
    .send({ postId: listingIds.active, text: 'Hello, I may be interested.' })
    .expect(201);
  leftConversationId = left.body.conversation._id;
  await api()
    .delete(`/users/${encodeURIComponent(dee.email)}`)
    .set(bearer(dee))
    .expect(200);

  const saved = await api()
    .post('/users/me/saved-searches')
    .set(bearer(maya!))
    .send({ name: 'Brooklyn', filters: { location: 'Brooklyn' } })
    .expect(201);
  savedSearchId = saved.body.search.id;
  const newListing = await createPostAs(leo!, { title: 'A new room in Brooklyn' });
  await notifySavedSearchOwners({
    db: db(),
    before: undefined,
    after: await readPost(newListing),
    postId: newListing,
  });
  notificationId = `${savedSearchId}_${newListing}`;

  // Room wanted ads through the API; under review and past expiry as reports and time make them.
  for (const state of AD_STATES) {
    const writer = cast[AD_WRITERS[state]];
    const created = await api()
      .post('/seeker-ads')
      .set(bearer(writer))
      .send(wantedAdInput())
      .expect(201);
    adIds[state] = created.body._id;
  }
  await api().post(`/seeker-ads/${adIds.paused}/pause`).set(bearer(maya!)).expect(200);
  await db().doc(`seekerAds/${adIds['under review']}`).update({ status: 'under-review' });
  const past = Date.now() - 60_000;
  await db()
    .doc(`seekerAds/${adIds['past its expiry']}`)
    .update({ expiresAt: Timestamp.fromMillis(past), 'search.expires': past });
}, 120_000);

afterAll(async () => {
  await env?.cleanup();
});

describe('the API and firestore.rules show the same things to the same people', () => {
  for (const row of ROWS) {
    for (const viewer of VIEWERS) {
      const outcome = row.expected[viewer] ? 'show it' : 'withhold it';
      const who = viewer === 'anonymous' ? 'a visitor' : `the ${viewer}`;
      it(`when ${who} asks for ${row.what}, then the API and the rules both ${outcome}`, async () => {
        const member = viewer === 'anonymous' ? undefined : cast[viewer];
        expect({ api: await row.api(member), rules: await row.rules(viewer) }).toEqual({
          api: row.expected[viewer],
          rules: row.expected[viewer],
        });
      });
    }
  }
});

/**
 * Field by field: what a client may read of a document another person wrote
 * (the rules open the whole document), the API sends that same reader too.
 * A stored field the answer leaves out must be named here with why reading
 * it tells the reader nothing the answer doesn't: a query field derived from
 * fields the answer sends, or the answer's own field under another name.
 * A new private field fails this table until it is kept where clients can't
 * read it (as a listing's contact details are, in `private/contact`).
 */
/**
 * A listing's view and conversation counters: the API shows them to its
 * owner alone (insight), and leaves them on the document anyone reads, as
 * `likes` (which everyone gets): how popular a listing is, never who
 * (docs/security-model.md, "Stored shape").
 */
const POPULARITY = "the owner's insight counters: how many, never who";

type FieldRow = {
  what: string;
  path: () => string;
  /** Who reads it directly, besides whoever wrote it. */
  readers: Viewer[];
  /** The API's answer about that document, to that reader. */
  answer: (viewer: TestUser | undefined) => Promise<Record<string, unknown>>;
  /** Stored fields the answer leaves out, and why reading them reveals nothing. */
  unsent: Record<string, string>;
};

const QUERY_FIELD = 'a query field, derived from fields the answer sends';
const STATUS_TIME = 'when the `status` the answer sends last changed';

const answerOf = async (path: string, viewer: TestUser | undefined) => {
  const res = await get(path, viewer);
  expect(res.status, path).toBe(200);
  return res.body as Record<string, unknown>;
};

const FIELD_ROWS: FieldRow[] = [
  {
    what: 'an active listing',
    path: () => `posts/${listingIds.active}`,
    readers: ['anonymous', 'liker', 'other'],
    answer: (viewer) => answerOf(`/posts/${listingIds.active}`, viewer),
    unsent: {
      ownerId:
        "the poster's uid: an account's id, no way to reach it (profiles are their owner's only)",
      search: QUERY_FIELD,
      locationPrefixes: QUERY_FIELD,
      lifestyleHouse: QUERY_FIELD,
      lifestyleRhythm: QUERY_FIELD,
      statusChangedAt: STATUS_TIME,
      views: POPULARITY,
      conversations: POPULARITY,
      uploads: "each upload's size and placeholder: the answer's `photoDetails`",
      pointChosen: "whether the poster chose the answer's `point` or it is the location's place",
    },
  },
  {
    what: 'an active Room wanted ad',
    path: () => `seekerAds/${adIds.active}`,
    readers: ['anonymous', 'liker', 'other'],
    answer: (viewer) => answerOf(`/seeker-ads/${adIds.active}`, viewer),
    unsent: {
      ownerId: "the answer's `userId`",
      search: QUERY_FIELD,
      areaPrefixes: QUERY_FIELD,
      areaTerms: QUERY_FIELD,
      lifestyleHouse: QUERY_FIELD,
      lifestyleRhythm: QUERY_FIELD,
      statusChangedAt: STATUS_TIME,
      uploads: "each upload's size and placeholder: the answer's `photoDetails`",
    },
  },
  {
    what: "the liker's like, read by the listing's owner",
    path: () => `posts/${listingIds.active}/likes/${cast.liker.uid}`,
    readers: ['owner'],
    answer: async (viewer) => {
      const res = await get(`/posts/${listingIds.active}/likes`, viewer);
      expect(res.status).toBe(200);
      return (res.body as { uid: string }[]).find((liker) => liker.uid === cast.liker.uid)!;
    },
    unsent: { createdAt: "the answer's `likedAt`" },
  },
  {
    what: 'the conversation, read by the other participant',
    path: () => `conversations/${conversationId}`,
    readers: ['owner', 'liker'],
    answer: async (viewer) =>
      (await answerOf(`/conversations/${conversationId}`, viewer)).conversation as Record<
        string,
        unknown
      >,
    unsent: {
      ownerId: "the poster's uid, as the answer's `isOwner` and `other` say who is who",
      seekerId: "the seeker's uid, likewise",
      participants: 'the two uids, likewise',
      people: "each one's name and photo: the answer's `other`, and the reader's own",
      blockedBy: "who blocked whom: the answer's `blocked` and `blockedByMe`",
      unreadBy: "who has unread messages: the answer's `unread`, and each message's read mark",
      readAt: "when each one last read: each message's read mark in the answer's `messages`",
      openViewing: 'the viewing the answer lists under /viewings',
      mailedAt:
        'when each one was last e-mailed about the thread: a time the messages already bound',
      createdAt: "the first message's time",
    },
  },
  {
    what: 'the viewing, read by the other participant',
    path: () => `viewings/${viewingId}`,
    readers: ['owner', 'liker'],
    answer: async (viewer) => {
      const list = (await answerOf(`/conversations/${conversationId}/viewings`, viewer)) as unknown;
      return (list as { id: string }[]).find((v) => v.id === viewingId) as Record<string, unknown>;
    },
    unsent: {
      ownerId: "the poster's uid: the answer's `proposedBy` and `otherName` say who is who",
      seekerId: "the seeker's uid, likewise",
      participants: 'the two uids, likewise',
      start: "a query field, from the answer's `confirmedSlot` or `slots`",
      end: 'a query field, likewise',
      pastAt: 'a query field, likewise',
      outcomes: 'each one\'s "We met": the answer\'s `myOutcome` and `theirOutcome`',
      reminded: 'whether the reminder e-mail went: bound by `start`',
      heldCounted: 'whether the poster\'s "Viewings held" counted it: their public badge',
    },
  },
];

describe('what a client reads of a document, the API sends the same reader', () => {
  for (const row of FIELD_ROWS) {
    for (const viewer of row.readers) {
      const who = viewer === 'anonymous' ? 'a visitor' : `the ${viewer}`;
      it(`when ${who} reads ${row.what} from Firestore, then every field is in the API's answer or derived from it`, async () => {
        const member = viewer === 'anonymous' ? undefined : cast[viewer];
        const stored = (await clientAs(viewer).doc(row.path()).get()).data() ?? {};
        const answer = await row.answer(member);
        const unexplained = Object.keys(stored)
          .filter((field) => !(field in answer) && !(field in row.unsent))
          .sort();
        expect(unexplained.join(', ')).toBe('');
      });
    }
  }
});
