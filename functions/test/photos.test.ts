// Listing photos: stored in order on the public document, returned
// by every read, validated on create and replace with nothing written when
// refused, and tolerant of odd stored values.
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
  signUpCast,
  type TestUser,
} from './helpers';

let owner: TestUser;
let other: TestUser;

beforeEach(async () => {
  await resetEmulators();
  ({ owner, other } = await signUpCast());
});

const photos = [
  'https://images.example.com/room/cover.jpg',
  '/images/listings/bright-bedroom-960.webp',
  'https://cdn.example.org/p/2.avif?w=960',
];

const sixPhotos = Array.from({ length: 6 }, (_, i) => `https://example.com/room-${i}.jpg`);

/** Photo lists POST and PUT must refuse, with the message they must give. */
const badPhotos: [string, unknown, string][] = [
  [
    'there are seven photos',
    [...sixPhotos, 'https://example.com/7.jpg'],
    'A listing can have at most 6 photos',
  ],
  ['a photo is http:', ['http://example.com/room.jpg'], 'Photos must be https image URLs'],
  ['a photo is not a URL', ['a nice room'], 'Photos must be https image URLs'],
  ['a photo is javascript:', ['javascript:alert(1)'], 'Photos must be https image URLs'],
  ['a photo is a data: URL', ['data:image/png;base64,AAAA'], 'Photos must be https image URLs'],
  ['a photo is another path of the site', ['/api/posts/x.webp'], 'Photos must be https image URLs'],
  [
    'a photo is listed twice',
    ['https://example.com/a.jpg', 'https://example.com/a.jpg'],
    'Each photo can be added only once',
  ],
  [
    'a photo URL is too long',
    [`https://example.com/${'x'.repeat(2048)}.jpg`],
    'Photo URLs must be at most 2048 characters',
  ],
  ['a photo is a number', [42], 'Each photo must be an image URL'],
  ['photos is not a list', 'https://example.com/a.jpg', 'Photos must be a list of image URLs'],
];

describe('photos on POST /posts', () => {
  it('when a listing is posted with photos, then they are stored and returned in order, the cover first', async () => {
    const response = await api()
      .post('/posts')
      .set(bearer(owner))
      .send(postInput({ photos }))
      .expect(201);
    expect(response.body.photos).toEqual(photos);
    expect((await readPost(response.body._id))!.photos).toEqual(photos);

    // Details (anyone) and lists carry them too, in the same order.
    const details = await api().get(`/posts/${response.body._id}`).expect(200);
    expect(details.body.photos).toEqual(photos);
    const list = await api().get('/posts').expect(200);
    expect(list.body[0].photos).toEqual(photos);
  });

  it('when six photos are sent, then all six are kept', async () => {
    const response = await api()
      .post('/posts')
      .set(bearer(owner))
      .send(postInput({ photos: sixPhotos }))
      .expect(201);
    expect(response.body.photos).toEqual(sixPhotos);
  });

  it('when photos are left out, then the listing has none', async () => {
    const response = await api().post('/posts').set(bearer(owner)).send(postInput()).expect(201);
    expect(response.body.photos).toEqual([]);
    expect((await readPost(response.body._id))!.photos).toEqual([]);
  });

  for (const [what, value, message] of badPhotos) {
    it(`when ${what}, then the answer is 400 and nothing is stored`, async () => {
      const before = await dumpDatabase();
      const response = await api()
        .post('/posts')
        .set(bearer(owner))
        .send(postInput({ photos: value }))
        .expect(400);
      expect(response.body).toEqual({ error: message });
      expect(await dumpDatabase()).toEqual(before);
    });
  }
});

describe('photos on PUT /posts/:id', () => {
  it('when the owner reorders and removes photos, then the new order is stored', async () => {
    const id = await createPostAs(owner, { photos });
    const reordered = [photos[2]!, photos[0]!];
    const response = await api()
      .put(`/posts/${id}`)
      .set(bearer(owner))
      .send(postInput({ photos: reordered }))
      .expect(200);
    expect(response.body.photos).toEqual(reordered);
    expect((await readPost(id))!.photos).toEqual(reordered);
  });

  for (const [what, value, message] of badPhotos) {
    it(`when ${what}, then the owner gets 400 and the listing is unchanged`, async () => {
      const id = await createPostAs(owner, { photos });
      const before = await dumpDatabase();
      const response = await api()
        .put(`/posts/${id}`)
        .set(bearer(owner))
        .send(postInput({ photos: value }))
        .expect(400);
      expect(response.body).toEqual({ error: message });
      expect(await dumpDatabase()).toEqual(before);
    });
  }

  it("when someone else sends photos for the listing, then it is refused and the photos stay the owner's", async () => {
    const id = await createPostAs(owner, { photos });
    const before = await dumpDatabase();
    await api()
      .put(`/posts/${id}`)
      .set(bearer(other))
      .send(postInput({ photos: ['https://evil.example.com/x.jpg'] }))
      .expect(403);
    expect(await dumpDatabase()).toEqual(before);
  });

  it('when the legacy update changes the title, then the photos stay', async () => {
    const id = await createPostAs(owner, { photos });
    await api().put(`/api/posts/${id}`).set(bearer(owner)).send({ title: 'New title' }).expect(200);
    expect((await readPost(id))!.photos).toEqual(photos);
  });
});

describe('stored photos that are not fit to show', () => {
  it('when a stored document has odd photo entries, then only the https and bundled ones are returned', async () => {
    const id = await createPostAs(owner);
    await db()
      .collection('posts')
      .doc(id)
      .update({
        photos: [
          'javascript:alert(1)',
          'https://example.com/ok.jpg',
          42,
          'http://example.com/plain.jpg',
          '/images/listings/cosy-studio-480.avif',
          'https://example.com/ok.jpg',
        ],
      });
    const details = await api().get(`/posts/${id}`).expect(200);
    expect(details.body.photos).toEqual([
      'https://example.com/ok.jpg',
      '/images/listings/cosy-studio-480.avif',
    ]);
  });

  it('when a stored document has no photos field or not a list, then photos is empty', async () => {
    const id = await createPostAs(owner);
    await db().collection('posts').doc(id).update({ photos: 'https://example.com/a.jpg' });
    expect((await api().get(`/posts/${id}`).expect(200)).body.photos).toEqual([]);
  });
});
