// POST/GET/PUT/DELETE /posts: shapes, ownership, validation, and that every
// refused request leaves the stored data exactly as it was.
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../src/lib/firebase';
import {
  api,
  bearer,
  createPostAs,
  dumpDatabase,
  postInput,
  readPost,
  resetEmulators,
  signUp,
  signUpCast,
  type TestUser,
} from './helpers';

let owner: TestUser;
let other: TestUser;

beforeEach(async () => {
  await resetEmulators();
  ({ owner, other } = await signUpCast());
});

const long = (n: number) => 'x'.repeat(n);

/** Bodies the create/replace schema must refuse, with (part of) the message it must give. */
const badBodies: [string, unknown, string][] = [
  ['the title is missing', postInput({ title: undefined }), 'Title is required'],
  ['the title is only spaces', postInput({ title: '   ' }), 'Title is required'],
  ['the title is a number', postInput({ title: 42 }), 'Title must be a string'],
  [
    'the title is too long',
    postInput({ title: long(121) }),
    'Title must be at most 120 characters',
  ],
  ['the location is missing', postInput({ location: undefined }), 'Location is required'],
  [
    'the location is too long',
    postInput({ location: long(121) }),
    'Location must be at most 120 characters',
  ],
  ['the rent is negative', postInput({ rentAmount: -1 }), 'Rent must be positive'],
  ['the rent is a string', postInput({ rentAmount: '950' }), 'Rent must be a number'],
  ['the rent is missing', postInput({ rentAmount: undefined }), 'Rent amount is required'],
  ['the rent is absurd', postInput({ rentAmount: 5_000_000 }), 'Rent must be at most 1,000,000'],
  ['the room type is unknown', postInput({ roomType: 'Castle' }), 'Room type must be one of'],
  ['the room type is missing', postInput({ roomType: undefined }), 'Room type is required'],
  [
    'the description is too long',
    postInput({ description: long(5001) }),
    'Description must be at most 5000 characters',
  ],
  [
    'the contact info is missing',
    postInput({ contactInfo: undefined }),
    'Contact information is required',
  ],
  [
    'the contact info is too long',
    postInput({ contactInfo: long(501) }),
    'Contact information must be at most 500 characters',
  ],
  [
    'a lifestyle preference is unknown',
    postInput({ lifestylePreferences: ['yoga'] }),
    'Unknown lifestyle preference: yoga',
  ],
  [
    'the lifestyle preferences are not a list',
    postInput({ lifestylePreferences: 'quiet' }),
    'Lifestyle preferences must be a list',
  ],
  [
    'the availability is unknown',
    postInput({ availability: 'Maybe' }),
    'Availability must be Available or Not Available',
  ],
  [
    'the owner is sent',
    { ...postInput(), userEmail: 'someone@else.com' },
    'Unknown field(s): userEmail',
  ],
  ['the like count is sent', { ...postInput(), likes: 99 }, 'Unknown field(s): likes'],
  [
    'the creation time is sent',
    { ...postInput(), createdAt: '2020-01-01' },
    'Unknown field(s): createdAt',
  ],
  ['the body is an array', [postInput()], 'Request body must be a JSON object'],
];

describe('POST /posts', () => {
  it('when a signed-in user sends a valid listing, then it is stored in the canonical shape and returned with its id', async () => {
    await api().post('/users').set(bearer(owner)).send({ displayName: 'Liv from the profile' });
    const response = await api()
      .post('/posts')
      .set(bearer(owner))
      .send(
        postInput({ title: '  Sunny room  ', lifestylePreferences: ['quiet', 'quiet', 'pets'] }),
      )
      .expect(201);

    const post = response.body;
    expect(post).toMatchObject({
      _id: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
      title: 'Sunny room',
      location: 'Brooklyn, NY',
      rentAmount: 950,
      roomType: 'Single Room',
      lifestylePreferences: ['quiet', 'pets'],
      availability: 'Available',
      isOwner: true,
      userName: 'Liv from the profile',
      userPhoto: '',
      likes: 0,
      contactInfo: 'Call 555-0100',
    });
    const stored = await readPost(post._id);
    expect(stored!.createdAt.toDate().toISOString()).toBe(post.createdAt);
    expect(post.updatedAt).toBe(post.createdAt);
    expect(stored).not.toHaveProperty('contactInfo');
    expect(stored!.locationPrefixes).toEqual(
      expect.arrayContaining(['b', 'brooklyn', 'brooklyn ny', 'ny']),
    );
    const contact = await db().doc(`posts/${post._id}/private/contact`).get();
    expect(contact.data()).toEqual({ contactInfo: 'Call 555-0100' });
    // Who owns it: the uid in public, the e-mail only in the private owner record.
    expect(post).not.toHaveProperty('userEmail');
    expect(stored!.ownerId).toBe(owner.uid);
    expect(JSON.stringify(stored)).not.toContain(owner.email);
    const ownerRecord = await db().doc(`posts/${post._id}/private/owner`).get();
    expect(ownerRecord.data()).toEqual({ uid: owner.uid, email: owner.email });
  });

  it("when the user has no profile, then the post shows the token's name, else 'Anonymous'", async () => {
    const named = await api().post('/posts').set(bearer(owner)).send(postInput()).expect(201);
    expect(named.body.userName).toBe('Olivia Owner');

    const nameless = await signUp('nameless@example.com');
    const anonymous = await api()
      .post('/posts')
      .set(bearer(nameless))
      .send(postInput())
      .expect(201);
    expect(anonymous.body.userName).toBe('Anonymous');
  });

  it('when the profile has a photo, then the post carries it', async () => {
    await api()
      .put(`/users/${owner.email}`)
      .set(bearer(owner))
      .send({ photoURL: 'https://images.example.com/me.png' })
      .expect(200);
    const response = await api().post('/posts').set(bearer(owner)).send(postInput()).expect(201);
    expect(response.body.userPhoto).toBe('https://images.example.com/me.png');
  });

  it('when the lifestyle preferences are left out, then the listing has none', async () => {
    const response = await api()
      .post('/posts')
      .set(bearer(owner))
      .send(postInput({ lifestylePreferences: undefined }))
      .expect(201);
    expect(response.body.lifestylePreferences).toEqual([]);
  });

  for (const [what, body, message] of badBodies) {
    it(`when ${what}, then the answer is 400 and nothing is stored`, async () => {
      const before = await dumpDatabase();
      const response = await api()
        .post('/posts')
        .set(bearer(owner))
        .send(body as object)
        .expect(400);
      expect(response.body.error).toContain(message);
      expect(await dumpDatabase()).toEqual(before);
    });
  }
});

describe('GET /posts/:id', () => {
  let id: string;
  beforeEach(async () => {
    id = await createPostAs(owner);
  });

  it('when an anonymous visitor asks, then the post has neither contact info nor a liked flag', async () => {
    const { body } = await api().get(`/posts/${id}`).expect(200);
    expect(body).toMatchObject({ _id: id, title: 'Sunny room near the park', likes: 0 });
    expect(body).not.toHaveProperty('contactInfo');
    expect(body).not.toHaveProperty('liked');
    expect(body).not.toHaveProperty('locationPrefixes');
  });

  it('when another user who has not liked asks, then liked is false and there is no contact info', async () => {
    const { body } = await api().get(`/posts/${id}`).set(bearer(other)).expect(200);
    expect(body.liked).toBe(false);
    expect(body).not.toHaveProperty('contactInfo');
  });

  it('when the owner asks, then the contact info is included and isOwner is true', async () => {
    const { body } = await api().get(`/posts/${id}`).set(bearer(owner)).expect(200);
    expect(body).toMatchObject({ contactInfo: 'Call 555-0100', liked: false, isOwner: true });
  });

  it("when anyone else asks, then isOwner is false and the owner's e-mail is nowhere in the answer", async () => {
    for (const who of [undefined, other]) {
      const response = await api()
        .get(`/posts/${id}`)
        .set(who ? bearer(who) : {})
        .expect(200);
      expect(response.body.isOwner).toBe(false);
      expect(response.text).not.toContain(owner.email);
      expect(JSON.stringify(response.headers)).not.toContain(owner.email);
    }
  });

  it("when the id is unknown, then the answer is 404 'Post not found'", async () => {
    const { body } = await api().get('/posts/doesNotExist123').expect(404);
    expect(body).toEqual({ error: 'Post not found' });
  });

  it("when the id is malformed, then the answer is 400 'Invalid post ID'", async () => {
    for (const bad of ['has%20space', 'dots.in.it', long(129), '__x__', '__name__', '__proto__']) {
      const { body } = await api().get(`/posts/${bad}`).expect(400);
      expect(body).toEqual({ error: 'Invalid post ID' });
    }
  });
});

describe('PUT /posts/:id', () => {
  let id: string;
  beforeEach(async () => {
    id = await createPostAs(owner);
  });

  it('when the owner replaces the listing, then the fields change but owner, likes and creation time stay', async () => {
    await api().post(`/posts/${id}/like`).set(bearer(other)).expect(200);
    const before = (await readPost(id))!;
    const replacement = postInput({
      title: 'Renovated studio',
      location: 'Austin, TX',
      rentAmount: 1400,
      roomType: 'Studio',
      description: 'Fresh paint.',
      contactInfo: 'liv@example.com',
      lifestylePreferences: ['nightOwl'],
      availability: 'Not Available',
    });
    const { body } = await api()
      .put(`/posts/${id}`)
      .set(bearer(owner))
      .send(replacement)
      .expect(200);

    expect(body).toMatchObject({ ...replacement, _id: id, isOwner: true, likes: 1 });
    expect(body.createdAt).toBe(before.createdAt.toDate().toISOString());
    expect(Date.parse(body.updatedAt)).toBeGreaterThan(Date.parse(body.createdAt));
    const after = (await readPost(id))!;
    expect(after.ownerId).toBe(owner.uid);
    expect(after.likes).toBe(1);
    expect(after.createdAt).toEqual(before.createdAt);
    expect(after.updatedAt.toDate().toISOString()).toBe(body.updatedAt);
    expect(after.locationPrefixes).toContain('austin');
    expect(after.locationPrefixes).not.toContain('brooklyn');
    const contact = await db().doc(`posts/${id}/private/contact`).get();
    expect(contact.data()).toEqual({ contactInfo: 'liv@example.com' });
  });

  it('when the body is partial, then it is refused: PUT replaces every editable field', async () => {
    const before = await dumpDatabase();
    const { body } = await api()
      .put(`/posts/${id}`)
      .set(bearer(owner))
      .send({ title: 'Only this' })
      .expect(400);
    expect(body.error).toBe('Location is required');
    expect(await dumpDatabase()).toEqual(before);
  });

  for (const [what, bad, message] of badBodies) {
    it(`when ${what}, then the owner gets 400 and the listing is unchanged`, async () => {
      const before = await dumpDatabase();
      const response = await api()
        .put(`/posts/${id}`)
        .set(bearer(owner))
        .send(bad as object)
        .expect(400);
      expect(response.body.error).toContain(message);
      expect(await dumpDatabase()).toEqual(before);
    });
  }

  it('when the post does not exist, then the answer is 404 and nothing is created', async () => {
    const before = await dumpDatabase();
    await api().put('/posts/missingPost').set(bearer(owner)).send(postInput()).expect(404);
    expect(await dumpDatabase()).toEqual(before);
  });
});

describe('DELETE /posts/:id', () => {
  it('when the owner deletes a liked post, then the post, its likes and its contact details are gone', async () => {
    const id = await createPostAs(owner);
    const keep = await createPostAs(other, { title: 'Not this one' });
    await api().post(`/posts/${id}/like`).set(bearer(other)).expect(200);
    await api().post(`/posts/${keep}/like`).set(bearer(owner)).expect(200);

    const { body } = await api().delete(`/posts/${id}`).set(bearer(owner)).expect(200);
    expect(body).toEqual({ ok: true });
    const left = Object.keys(await dumpDatabase());
    expect(left.filter((path) => path.includes(id))).toEqual([]);
    expect(left).toContain(`posts/${keep}/likes/${owner.uid}`);
    expect(left).toContain(`posts/${keep}/private/contact`);
    await api().get(`/posts/${id}`).expect(404);
  });

  it('when the post does not exist, then the answer is 404', async () => {
    const { body } = await api().delete('/posts/missingPost').set(bearer(owner)).expect(404);
    expect(body).toEqual({ error: 'Post not found' });
  });
});
