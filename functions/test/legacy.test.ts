// /api/posts: the spec's older client, mapped onto the canonical listing shape.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  api,
  bearer,
  createPostAs,
  dumpDatabase,
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

describe('POST /api/posts', () => {
  it('when a signed-in user sends only a title, then a complete canonical listing is stored', async () => {
    const { body } = await api()
      .post('/api/posts')
      .set(bearer(owner))
      .send({ title: ' Room ' })
      .expect(201);
    expect(body).toMatchObject({
      title: 'Room',
      location: '',
      rentAmount: 0,
      roomType: 'Single Room',
      description: '',
      lifestylePreferences: [],
      contactInfo: '',
      availability: 'Available',
      likes: 0,
      isOwner: true,
      userName: 'Olivia Owner',
    });
    expect(body).not.toHaveProperty('userEmail');
    const stored = await readPost(body._id);
    expect(stored).toMatchObject({ lifestyleHouse: 'none', lifestyleRhythm: 'none' });
    expect(Object.keys(stored!).sort()).toEqual(
      [
        'availability',
        'contactPreference',
        'createdAt',
        'description',
        'lifestylePreferences',
        'likes',
        'location',
        'locationPrefixes',
        // Where it is: null, as an empty location names no place.
        'point',
        'pointChosen',
        'ownerId',
        'rentAmount',
        'roomType',
        'title',
        'updatedAt',
        'userName',
        'userPhoto',
        // Lifecycle.
        'status',
        'expiresAt',
        'statusChangedAt',
        // Photos and each upload's size and placeholder (none from the title-only form).
        'photos',
        'uploads',
        // Trust badges and insight counters.
        'poster',
        'views',
        'conversations',
        // Browse's lifestyle filter (none from the title-only form).
        'lifestyleHouse',
        'lifestyleRhythm',
        // Listing facts (null: the title-only form states none) and browse's query fields.
        'facts',
        'search',
      ].sort(),
    );
    expect(stored!.facts).toBeNull();
  });

  it("when the older client's full payload is sent, then identity still comes from the token", async () => {
    const { body } = await api()
      .post('/api/posts')
      .set(bearer(owner))
      .send({
        title: 'Room',
        userEmail: owner.email,
        userName: 'Somebody Else',
        availability: 'Available',
        likes: 0,
      })
      .expect(201);
    expect(body).toMatchObject({ isOwner: true, userName: 'Olivia Owner', likes: 0 });
  });

  const bad: [string, object, number, string][] = [
    ['the title is missing', {}, 400, 'Title is required'],
    ['the likes are not 0', { title: 'Room', likes: 5 }, 400, 'likes must be 0'],
    [
      'an unknown field is sent',
      { title: 'Room', rentAmount: 5 },
      400,
      'Unknown field(s): rentAmount',
    ],
    [
      'the owner is someone else',
      { title: 'Room', userEmail: 'other@example.com' },
      403,
      'You can only create posts as yourself',
    ],
  ];
  for (const [what, body, status, message] of bad) {
    it(`when ${what}, then the answer is ${status} and nothing is stored`, async () => {
      const before = await dumpDatabase();
      const response = await api().post('/api/posts').set(bearer(owner)).send(body).expect(status);
      expect(response.body).toEqual({ error: message });
      expect(await dumpDatabase()).toEqual(before);
    });
  }
});

describe('GET /api/posts/:id', () => {
  it('when read, then it follows the same rules as GET /posts/:id', async () => {
    const id = await createPostAs(owner);
    const anonymous = await api().get(`/api/posts/${id}`).expect(200);
    expect(anonymous.body).not.toHaveProperty('contactInfo');
    expect(anonymous.text).not.toContain(owner.email);
    const mine = await api().get(`/api/posts/${id}`).set(bearer(owner)).expect(200);
    expect(mine.body.contactInfo).toBe('Call 555-0100');
    const theirs = await api().get(`/api/posts/${id}`).set(bearer(other)).expect(200);
    expect(theirs.body).not.toHaveProperty('contactInfo');
    await api().get('/api/posts/unknownPost').expect(404);
  });
});

describe('PUT /api/posts/:id', () => {
  let id: string;
  beforeEach(async () => {
    id = await createPostAs(owner, { roomType: 'Studio' });
  });

  it('when the owner saves the older form, then rent and room type are stored canonically', async () => {
    const { body } = await api()
      .put(`/api/posts/${id}`)
      .set(bearer(owner))
      .send({
        title: 'Shared flat',
        location: 'Austin, TX',
        rent: 700,
        roomType: 'Shared',
        description: 'Cosy',
      })
      .expect(200);
    expect(body).toMatchObject({
      title: 'Shared flat',
      location: 'Austin, TX',
      rentAmount: 700,
      roomType: 'Shared Room',
      description: 'Cosy',
      contactInfo: 'Call 555-0100',
    });
    const stored = await readPost(id);
    expect(stored).not.toHaveProperty('rent');
    expect(stored).toMatchObject({
      rentAmount: 700,
      roomType: 'Shared Room',
      availability: 'Available',
    });
    expect(stored!.locationPrefixes).toContain('austin');
  });

  it('when only some fields are sent, then the rest stay', async () => {
    const { body } = await api()
      .put(`/api/posts/${id}`)
      .set(bearer(owner))
      .send({ rent: 1 })
      .expect(200);
    expect(body).toMatchObject({
      rentAmount: 1,
      roomType: 'Studio',
      title: 'Sunny room near the park',
    });
  });

  const bad: [string, object, string][] = [
    ['the rent is 0', { rent: 0 }, 'Rent must be at least 1'],
    ['the rent is a string', { rent: '700' }, 'Rent must be a number'],
    ['the room type is unknown', { roomType: 'Loft' }, 'Room type must be Single or Shared'],
    ['the title is emptied', { title: '  ' }, 'Title is required'],
    ['rentAmount is sent', { rentAmount: 700 }, 'Unknown field(s): rentAmount'],
    ['nothing is sent', {}, 'Nothing to update'],
  ];
  for (const [what, body, message] of bad) {
    it(`when ${what}, then the answer is 400 and the listing is unchanged`, async () => {
      const before = await dumpDatabase();
      const response = await api()
        .put(`/api/posts/${id}`)
        .set(bearer(owner))
        .send(body)
        .expect(400);
      expect(response.body).toEqual({ error: message });
      expect(await dumpDatabase()).toEqual(before);
    });
  }

  it('when another user saves, then the answer is 403 and the listing is unchanged', async () => {
    const before = await dumpDatabase();
    const { body } = await api()
      .put(`/api/posts/${id}`)
      .set(bearer(other))
      .send({ rent: 5 })
      .expect(403);
    expect(body).toEqual({ error: 'You are not authorized to edit this post' });
    expect(await dumpDatabase()).toEqual(before);
  });
});
