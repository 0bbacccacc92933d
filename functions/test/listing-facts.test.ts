// A listing's facts through the API: stated on create, sent on details and on
// every list, kept by an edit that doesn't send them, replaced by one that
// does, refused with the spec's kind of message (and nothing written), public
// like the rest of the listing, and never touched by the older client's
// routes (/api/posts), whose listings state none ("Ask the poster").
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays, defaultFacts, isoDay, type ListingFacts } from '../src/contract/listing-facts';
import type { Listing } from '../src/contract/listing-wire';
import { db } from '../src/lib/firebase';
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

let owner: TestUser;
let other: TestUser;

beforeEach(async () => {
  await resetEmulators();
  ({ owner, other } = await signUpCast());
});

const today = isoDay();

/** Every fact stated, none at the form's default. */
const FACTS: ListingFacts = {
  availableFrom: addDays(today, 30),
  minStayMonths: 6,
  maxStayMonths: 12,
  bills: 'some',
  billsEstimate: 80,
  deposit: 1200,
  furnishing: 'part',
  bathroom: 'private',
  householdSize: 3,
  householdAgeMin: 24,
  householdAgeMax: 31,
  couplesWelcome: true,
  whoLivesHere: 'Two designers and a nurse; quiet on weeknights.',
};

const OTHER_FACTS: ListingFacts = {
  ...defaultFacts(today),
  availableFrom: addDays(today, -10),
  bills: 'yes',
  furnishing: 'unfurnished',
  householdSize: 0,
};

/** Facts the API must refuse, with the message it must give. */
const badFacts: [string, unknown, string][] = [
  ['a fact is missing', { ...FACTS, bathroom: undefined }, 'Bathroom is required'],
  ['a fact has the wrong type', { ...FACTS, deposit: '1200' }, 'Deposit must be a number'],
  [
    'the maximum stay is below the minimum',
    { ...FACTS, minStayMonths: 12, maxStayMonths: 6 },
    'Maximum stay must not be below the minimum stay',
  ],
  [
    'bills are all included with an estimate',
    { ...FACTS, bills: 'yes', billsEstimate: 50 },
    'A bills estimate is only for bills not all included',
  ],
  [
    'only one age is given',
    { ...FACTS, householdAgeMax: null },
    'Give both ages of the household, or neither',
  ],
  [
    'the move-in date is more than two years ahead',
    { ...FACTS, availableFrom: addDays(today, 731) },
    'Available from must be within two years',
  ],
  [
    'the move-in date is not a date',
    { ...FACTS, availableFrom: '2027-02-30' },
    'Available from must be a date (YYYY-MM-DD)',
  ],
  ['an unknown fact is sent', { ...FACTS, pets: true }, 'Unknown field(s): facts.pets'],
  ['facts is not an object', 'furnished', 'Facts must be an object'],
  ['facts is null', null, 'Facts must be an object'],
];

async function createWithFacts(user: TestUser, facts: ListingFacts = FACTS) {
  const { body } = await api()
    .post('/posts')
    .set(bearer(user))
    .send({ ...postInput(), facts })
    .expect(201);
  return body._id as string;
}

/** The listing `id` as it appears in a list answer. */
const inList = (posts: Listing[], id: string) => posts.find((post) => post._id === id);

describe('POST /posts with facts', () => {
  it('when a listing is created with facts, then the answer, the store and its details carry them', async () => {
    const response = await api()
      .post('/posts')
      .set(bearer(owner))
      .send({ ...postInput(), facts: { ...FACTS, whoLivesHere: `  ${FACTS.whoLivesHere}  ` } })
      .expect(201);
    expect(response.body.facts).toEqual(FACTS);
    const id = response.body._id as string;
    expect((await readPost(id))!.facts).toEqual(FACTS);
    const details = await api().get(`/posts/${id}`).set(bearer(owner)).expect(200);
    expect(details.body.facts).toEqual(FACTS);
  });

  it("when the form's defaults are sent, then they are stored as they are", async () => {
    const id = await createWithFacts(owner, defaultFacts(today));
    const { body } = await api().get(`/posts/${id}`).expect(200);
    expect(body.facts).toEqual(defaultFacts(today));
  });

  it('when a past move-in date is sent, then it is kept as given (it reads "Available now")', async () => {
    const id = await createWithFacts(owner, OTHER_FACTS);
    const { body } = await api().get(`/posts/${id}`).expect(200);
    expect(body.facts.availableFrom).toBe(addDays(today, -10));
  });

  it('when the optional facts are left out, then they are stored as not given', async () => {
    const optional = ['maxStayMonths', 'billsEstimate', 'householdAgeMin', 'householdAgeMax'];
    const required = Object.fromEntries(
      Object.entries(FACTS).filter(([key]) => ![...optional, 'whoLivesHere'].includes(key)),
    );
    const { body } = await api()
      .post('/posts')
      .set(bearer(owner))
      .send({ ...postInput(), facts: required })
      .expect(201);
    expect(body.facts).toEqual({
      ...required,
      ...Object.fromEntries(optional.map((key) => [key, null])),
      whoLivesHere: '',
    });
  });

  it('when a listing is created without facts, then it states none (null) in the answer, the store and details', async () => {
    const id = await createPostAs(owner);
    expect((await readPost(id))!.facts).toBeNull();
    const { body } = await api().get(`/posts/${id}`).expect(200);
    expect(body.facts).toBeNull();
  });

  for (const [what, facts, message] of badFacts) {
    it(`when ${what}, then the answer is 400 "${message}" and nothing is stored`, async () => {
      const before = await dumpDatabase();
      const response = await api()
        .post('/posts')
        .set(bearer(owner))
        .send({ ...postInput(), facts })
        .expect(400);
      expect(response.body).toEqual({ error: message });
      expect(await dumpDatabase()).toEqual(before);
    });
  }
});

describe('facts on details and lists', () => {
  it('when someone else or a visitor opens a listing, then its facts are there (they are public, unlike the contact details)', async () => {
    const id = await createWithFacts(owner);
    for (const viewer of [other, undefined]) {
      const { body } = await api()
        .get(`/posts/${id}`)
        .set(viewer ? bearer(viewer) : {})
        .expect(200);
      expect(body.isOwner).toBe(false);
      expect(body.facts).toEqual(FACTS);
      expect(body).not.toHaveProperty('contactInfo');
    }
  });

  it("when lists are read (browse, the owner's list, liked), then each card carries its facts or null", async () => {
    const withFacts = await createWithFacts(owner);
    const without = await createPostAs(owner, { title: 'No facts yet' });
    await api().post(`/posts/${withFacts}/like`).set(bearer(other)).expect(200);
    await api().post(`/posts/${without}/like`).set(bearer(other)).expect(200);

    const lists = {
      browse: await api().get('/posts').expect(200),
      'the owner list': await api()
        .get(`/posts?email=${encodeURIComponent(owner.email)}`)
        .set(bearer(owner))
        .expect(200),
      liked: await api().get('/posts/liked').set(bearer(other)).expect(200),
    };
    for (const [name, { body }] of Object.entries(lists)) {
      expect(inList(body, withFacts)?.facts, name).toEqual(FACTS);
      expect(inList(body, without)?.facts, name).toBeNull();
    }
  });

  it('when a listing is under review, then others get no facts, while its owner still does', async () => {
    const id = await createWithFacts(owner);
    await db().doc(`posts/${id}`).update({ status: 'under-review' });
    expect((await api().get(`/posts/${id}`).set(bearer(other)).expect(200)).body.facts).toBeNull();
    expect((await api().get(`/posts/${id}`).expect(200)).body.facts).toBeNull();
    expect((await api().get(`/posts/${id}`).set(bearer(owner)).expect(200)).body.facts).toEqual(
      FACTS,
    );
  });

  it('when the stored facts are partial or garbage (written by hand or older code), then the listing states none instead of failing', async () => {
    const partial = await createPostAs(owner);
    const garbage = await createPostAs(owner, { title: 'Garbage facts' });
    await db()
      .doc(`posts/${partial}`)
      .update({ facts: { availableFrom: today, bills: 'yes' } });
    await db().doc(`posts/${garbage}`).update({ facts: 'furnished' });
    for (const id of [partial, garbage]) {
      expect((await api().get(`/posts/${id}`).expect(200)).body.facts).toBeNull();
    }
  });
});

describe('PUT /posts/:id and facts', () => {
  it('when the edit sends no facts, then the stored facts stay', async () => {
    const id = await createWithFacts(owner);
    const { body } = await api()
      .put(`/posts/${id}`)
      .set(bearer(owner))
      .send(postInput({ title: 'Renamed room' }))
      .expect(200);
    expect(body).toMatchObject({ title: 'Renamed room', facts: FACTS });
    expect((await readPost(id))!.facts).toEqual(FACTS);
  });

  it('when the edit sends facts, then they replace the stored ones', async () => {
    const id = await createWithFacts(owner);
    const { body } = await api()
      .put(`/posts/${id}`)
      .set(bearer(owner))
      .send({ ...postInput(), facts: OTHER_FACTS })
      .expect(200);
    expect(body.facts).toEqual(OTHER_FACTS);
    expect((await readPost(id))!.facts).toEqual(OTHER_FACTS);
    expect((await api().get(`/posts/${id}`).expect(200)).body.facts).toEqual(OTHER_FACTS);
  });

  it('when a listing without facts gets them in an edit, then it states them from then on', async () => {
    const id = await createPostAs(owner);
    await api()
      .put(`/posts/${id}`)
      .set(bearer(owner))
      .send({ ...postInput(), facts: FACTS })
      .expect(200);
    expect((await api().get(`/posts/${id}`).expect(200)).body.facts).toEqual(FACTS);
  });

  for (const [what, facts, message] of badFacts) {
    it(`when ${what}, then the owner gets 400 "${message}" and the listing is unchanged`, async () => {
      const id = await createWithFacts(owner);
      const before = await dumpDatabase();
      const response = await api()
        .put(`/posts/${id}`)
        .set(bearer(owner))
        .send({ ...postInput({ title: 'Not saved' }), facts })
        .expect(400);
      expect(response.body).toEqual({ error: message });
      expect(await dumpDatabase()).toEqual(before);
    });
  }

  it("when someone else sends facts for the owner's listing, then the answer is 403 and nothing changes", async () => {
    const id = await createWithFacts(owner);
    const before = await dumpDatabase();
    await api()
      .put(`/posts/${id}`)
      .set(bearer(other))
      .send({ ...postInput(), facts: OTHER_FACTS })
      .expect(403);
    expect(await dumpDatabase()).toEqual(before);
  });
});

describe('the older client (/api/posts) and facts', () => {
  it('when a listing is created through the older form, then it states no facts', async () => {
    const { body } = await api()
      .post('/api/posts')
      .set(bearer(owner))
      .send({ title: 'Room' })
      .expect(201);
    expect(body.facts).toBeNull();
    expect((await readPost(body._id))!.facts).toBeNull();
    expect((await api().get(`/api/posts/${body._id}`).expect(200)).body.facts).toBeNull();
  });

  it('when the older create form sends facts, then they are refused and nothing is stored', async () => {
    const before = await dumpDatabase();
    const response = await api()
      .post('/api/posts')
      .set(bearer(owner))
      .send({ title: 'Room', facts: FACTS })
      .expect(400);
    expect(response.body).toEqual({ error: 'Unknown field(s): facts' });
    expect(await dumpDatabase()).toEqual(before);
  });

  it('when a listing with facts is edited through the older update form, then its facts stay', async () => {
    const id = await createWithFacts(owner);
    const { body } = await api()
      .put(`/api/posts/${id}`)
      .set(bearer(owner))
      .send({ title: 'Shared flat', location: 'Austin, TX', rent: 700, roomType: 'Shared' })
      .expect(200);
    expect(body).toMatchObject({
      title: 'Shared flat',
      rentAmount: 700,
      roomType: 'Shared Room',
      facts: FACTS,
    });
    expect((await readPost(id))!.facts).toEqual(FACTS);
    expect((await api().get(`/api/posts/${id}`).expect(200)).body.facts).toEqual(FACTS);
  });

  it('when the older update form sends facts, then they are refused and the listing is unchanged', async () => {
    const id = await createWithFacts(owner);
    const before = await dumpDatabase();
    const response = await api()
      .put(`/api/posts/${id}`)
      .set(bearer(owner))
      .send({ title: 'Shared flat', facts: OTHER_FACTS })
      .expect(400);
    expect(response.body).toEqual({ error: 'Unknown field(s): facts' });
    expect(await dumpDatabase()).toEqual(before);
  });
});
