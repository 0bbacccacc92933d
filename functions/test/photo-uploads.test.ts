// Uploaded photos through the app: POST /photos, the files at their stable
// URLs with their caching, who may see them, attaching them to listings and
// Room wanted ads, and their deletion with the ad, the account and the daily
// sweep. Images
// are made in memory, small, so processing stays quick.
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES } from '../src/contract/photo';
import { WANTED_AD_PHOTO_MESSAGES } from '../src/contract/wanted-ad';
import { addDays, isoDay } from '../src/contract/listing-facts';
import { auth, db } from '../src/lib/firebase';
import { VERIFY_EMAIL_FIRST } from '../src/middleware/auth';
import { TARGETS_PER_READ } from '../src/photos/serve';
import { sweepOrphanPhotos } from '../src/photos/sweep';
import {
  api,
  bearer,
  createPostAs,
  dumpDatabase,
  postInput,
  resetEmulators,
  signIn,
  signUp,
  signUpCast,
  type TestUser,
} from './helpers';
import { postAd } from './match-support';

let owner: TestUser;
let other: TestUser;

beforeEach(async () => {
  await resetEmulators();
  ({ owner, other } = await signUpCast());
});

afterEach(() => {
  delete process.env.RATE_LIMIT_PHOTOS_PER_DAY;
});

/** A small photo-like JPEG; `shade` makes another photo. */
const jpeg = (shade = 0) =>
  sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 200, g: shade, b: 90 } },
  })
    .composite([
      {
        input: { create: { width: 200, height: 160, channels: 3, background: '#1a3' } },
        left: 40 + shade,
        top: 60,
      },
    ])
    .jpeg()
    .toBuffer();

async function upload(user: TestUser, bytes?: Buffer, type = 'image/jpeg') {
  return api()
    .post('/photos')
    .set(bearer(user))
    .set('Content-Type', type)
    .send(bytes ?? (await jpeg()));
}

/** Uploads a photo as `user`; answers its entry for a listing's `photos`. */
async function uploaded(user: TestUser, shade = 0): Promise<string> {
  const response = await upload(user, await jpeg(shade));
  expect(response.status).toBe(201);
  return response.body.url as string;
}

const file = (url: string, name = '960.webp') => `${url}/${name}`;
const photoDoc = async (url: string) => (await db().doc(url.slice(1)).get()).data();

describe('POST /photos and the files', () => {
  it('when a verified member uploads a JPEG, then it answers its URL and size, and once a listing shows it its files are served with their type, a year of immutable caching, an ETag and 304', async () => {
    const response = await upload(owner);
    expect(response.status).toBe(201);
    const { id, url, width, height, placeholder } = response.body;
    expect(url).toBe(`/photos/${id}`);
    expect([width, height]).toEqual([640, 480]);
    expect(placeholder).toMatch(/^[A-Za-z0-9+/]+=*$/);

    // Unattached: its owner only, never kept by a shared cache.
    const own = await api().get(file(url)).set(bearer(owner)).expect(200);
    expect(own.headers['cache-control']).toBe('private, no-cache');
    await api().get(file(url)).expect(404);

    await createPostAs(owner, { photos: [url] });
    const webp = await api().get(file(url)).expect(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(webp.body as Buffer).metadata()).width).toBe(640);
    const etag = webp.headers.etag!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const avif = await api().get(file(url, '480.avif')).expect(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers.etag).not.toBe(etag);

    const again = await api().get(file(url)).set('If-None-Match', etag).expect(304);
    expect(again.headers.etag).toBe(etag);
    expect(again.body).toHaveLength(0);

    for (const path of [
      file(url, '720.webp'),
      file(url, '960.png'),
      file(url, '960.webp.exe'),
      '/photos/AbCdEfGhIj0123456789/960.webp',
      '/photos/not-an-id/960.webp',
    ]) {
      const missing = await api().get(path);
      expect([path, missing.status, missing.headers['cache-control']]).toEqual([
        path,
        404,
        'no-store',
      ]);
    }
  });

  it('when an upload is refused (not an image, a GIF, a PNG the bytes betray, too large, the wrong type, unverified or signed out), then it says why and nothing is stored', async () => {
    const unverified = await signUp('new@example.com', 'Nia New', { verified: false });
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    const before = await dumpDatabase();
    const refusals: [string, Promise<{ status: number; body: { error?: string } }>][] = [
      ['text', upload(owner, Buffer.from('a nice room, honest'), 'image/jpeg')],
      ['gif', upload(owner, gif, 'image/gif')],
      ['too large', upload(owner, Buffer.alloc(15 * 1024 * 1024 + 1), 'image/jpeg')],
      ['json', api().post('/photos').set(bearer(owner)).send({ photo: 'x' })],
      ['empty', upload(owner, Buffer.alloc(0), 'image/png')],
      ['unverified', upload(unverified)],
      ['signed out', api().post('/photos').set('Content-Type', 'image/jpeg').send(Buffer.alloc(9))],
    ];
    const answers = await Promise.all(
      refusals.map(async ([name, call]) => {
        const { status, body } = await call;
        return [name, status, body.error];
      }),
    );
    expect(answers).toEqual([
      ['text', 415, PHOTO_MESSAGES.unsupported],
      ['gif', 415, PHOTO_MESSAGES.unsupported],
      ['too large', 413, PHOTO_MESSAGES.tooLarge],
      ['json', 415, PHOTO_MESSAGES.contentType],
      ['empty', 400, PHOTO_MESSAGES.empty],
      ['unverified', 403, VERIFY_EMAIL_FIRST],
      ['signed out', 401, 'Authentication required'],
    ]);
    expect(await dumpDatabase()).toEqual(before);

    // A PNG sent as a JPEG is read as what it is, and taken.
    const png = await sharp(await jpeg())
      .png()
      .toBuffer();
    expect((await upload(owner, png, 'image/jpeg')).status).toBe(201);
  });

  it('when a member has uploaded their daily number of photos, then the next is refused with 429 and not stored', async () => {
    process.env.RATE_LIMIT_PHOTOS_PER_DAY = '2';
    await uploaded(owner, 0);
    await uploaded(owner, 30);
    const before = await dumpDatabase();
    const refused = await upload(owner);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await dumpDatabase()).toEqual(before);
    // Per member: another still may.
    await uploaded(other);
  });

  it('when the owner deletes an upload, then it is gone unless an ad shows it; nobody else can delete it', async () => {
    const [free, shown] = [await uploaded(owner, 0), await uploaded(owner, 30)];
    await createPostAs(owner, { photos: [shown] });
    await api().delete(free).set(bearer(other)).expect(404);
    await api().delete(shown).set(bearer(owner)).expect(409);
    await api().delete(free).set(bearer(owner)).expect(200);
    expect(await photoDoc(free)).toBeUndefined();
    await api().get(file(free)).set(bearer(owner)).expect(404);
    expect(await photoDoc(shown)).toBeDefined();
  });
});

describe('who sees a photo', () => {
  it('when the listing showing a photo is paused, then its files answer 404 to others and 200 to its owner and the moderators, and again to all once it is resumed', async () => {
    const url = await uploaded(owner);
    const id = await createPostAs(owner, { photos: [url] });
    await api().get(file(url)).set(bearer(other)).expect(200);
    const mod = await signUp('mod@example.com', 'Mona Moderator');
    await auth().setCustomUserClaims(mod.uid, { moderator: true });
    const moderator = { ...mod, token: await signIn(mod.email) };

    await api().post(`/posts/${id}/pause`).set(bearer(owner)).expect(200);
    await api().get(file(url)).expect(404);
    await api().get(file(url)).set(bearer(other)).expect(404);
    for (const user of [owner, moderator]) {
      const seen = await api().get(file(url)).set(bearer(user)).expect(200);
      expect(seen.headers['cache-control']).toBe('private, no-cache');
    }

    await api().post(`/posts/${id}/resume`).set(bearer(owner)).expect(200);
    await api().get(file(url)).expect(200);
  });

  it('when the one active listing showing a photo comes after more than a batch of others, then its files are still public, and 404 once it is paused too', async () => {
    const url = await uploaded(owner);
    const paused = await createPostAs(owner, { photos: [url], title: 'Paused room' });
    await api().post(`/posts/${paused}/pause`).set(bearer(owner)).expect(200);
    const active = await createPostAs(owner, { photos: [url], title: 'Open room' });
    // A photo on many ads: a paused one and more than a batch of missing ones come first.
    const missing = Array.from({ length: TARGETS_PER_READ + 2 }, (_, i) => `posts/missing-${i}`);
    await db()
      .doc(url.slice(1))
      .update({ attachedTo: [`posts/${paused}`, ...missing, `posts/${active}`] });
    await api().get(file(url)).expect(200);

    await api().post(`/posts/${active}/pause`).set(bearer(owner)).expect(200);
    await api().get(file(url)).expect(404);
  });
});

describe('listings with uploaded photos', () => {
  it("when a listing is created or edited with another member's upload, then it is refused with 400 and nothing changes", async () => {
    const mine = await uploaded(owner);
    const theirs = await uploaded(other, 40);
    const id = await createPostAs(owner, { photos: [mine] });
    const before = await dumpDatabase();

    const created = await api()
      .post('/posts')
      .set(bearer(owner))
      .send(postInput({ photos: [mine, theirs] }));
    expect([created.status, created.body.error]).toEqual([400, PHOTO_MESSAGES.notYours]);
    const edited = await api()
      .put(`/posts/${id}`)
      .set(bearer(owner))
      .send(postInput({ photos: [theirs] }));
    expect([edited.status, edited.body.error]).toEqual([400, PHOTO_MESSAGES.notYours]);
    const unknown = await api()
      .put(`/posts/${id}`)
      .set(bearer(owner))
      .send(postInput({ photos: ['/photos/AbCdEfGhIj0123456789'] }));
    expect(unknown.status).toBe(400);
    expect(await dumpDatabase()).toEqual(before);
  });

  it('when a listing is created and edited with own uploads, then each photo records the listings that show it, in the same write', async () => {
    const [a, b] = [await uploaded(owner, 0), await uploaded(owner, 30)];
    const id = await createPostAs(owner, { photos: [a, 'https://example.com/room.jpg'] });
    expect((await photoDoc(a))!.attachedTo).toEqual([`posts/${id}`]);
    expect((await photoDoc(a))!.orphanSince).toBeUndefined();
    expect((await api().get(`/posts/${id}`).expect(200)).body.photos).toEqual([
      a,
      'https://example.com/room.jpg',
    ]);

    await api()
      .put(`/posts/${id}`)
      .set(bearer(owner))
      .send(postInput({ photos: [b] }))
      .expect(200);
    expect((await photoDoc(a))!.attachedTo).toEqual([]);
    expect((await photoDoc(a))!.orphanSince).toBeDefined();
    expect((await photoDoc(b))!.attachedTo).toEqual([`posts/${id}`]);
    await api().get(file(a)).expect(404);
    await api().get(file(b)).expect(200);
  });

  it("when a listing shows an upload, then its answers (details, lists, create, edit) have the photo's width, height and placeholder, and lose them with the photo", async () => {
    const response = await upload(owner);
    const { url, width, height, placeholder } = response.body;
    const link = 'https://example.com/room.jpg';
    const created = await api()
      .post('/posts')
      .set(bearer(owner))
      .send(postInput({ photos: [url, link] }))
      .expect(201);
    const details = { [url]: { width, height, placeholder } };
    expect(created.body.photoDetails).toEqual(details);
    const id = created.body._id as string;
    expect((await api().get(`/posts/${id}`).expect(200)).body.photoDetails).toEqual(details);
    const list = await api().get('/posts').expect(200);
    expect(list.body.map((p: { photoDetails: unknown }) => p.photoDetails)).toEqual([details]);

    const edited = await api()
      .put(`/posts/${id}`)
      .set(bearer(owner))
      .send(postInput({ photos: [link] }))
      .expect(200);
    expect(edited.body.photoDetails).toEqual({});
    expect((await db().doc(`posts/${id}`).get()).get('uploads')).toEqual({});
  });

  it('when a listing shows an upload held for a moderator, then others get neither the photo nor its details, and its owner and the moderators get it marked held', async () => {
    const [kept, held] = [await uploaded(owner, 0), await uploaded(owner, 30)];
    await db()
      .doc(held.slice(1))
      .update({ held: { copyOf: 'AbCdEfGhIj0123456789', since: new Date() } });
    const id = await createPostAs(owner, { photos: [held, kept] });
    const mod = await signUp('mod@example.com', 'Mona Moderator');
    await auth().setCustomUserClaims(mod.uid, { moderator: true });
    const moderator = { ...mod, token: await signIn(mod.email) };

    for (const seen of [
      await api().get(`/posts/${id}`),
      await api().get(`/posts/${id}`).set(bearer(other)),
      await api().get('/posts'),
    ]) {
      const listing = Array.isArray(seen.body) ? seen.body[0] : seen.body;
      expect(listing.photos).toEqual([kept]);
      expect(Object.keys(listing.photoDetails)).toEqual([kept]);
    }
    for (const user of [owner, moderator]) {
      const seen = await api().get(`/posts/${id}`).set(bearer(user)).expect(200);
      expect(seen.body.photos).toEqual([held, kept]);
      expect(seen.body.photoDetails[held]).toMatchObject({ width: 640, height: 480, held: true });
      expect(seen.body.photoDetails[kept].held).toBeUndefined();
    }
  });

  it("when a listing is deleted, then its uploads are deleted with their files, except one another of the owner's listings shows", async () => {
    const [shared, own] = [await uploaded(owner, 0), await uploaded(owner, 30)];
    const first = await createPostAs(owner, { photos: [shared, own] });
    const second = await createPostAs(owner, { title: 'Another room', photos: [shared] });

    await api().delete(`/posts/${first}`).set(bearer(owner)).expect(200);
    expect(await photoDoc(own)).toBeUndefined();
    const files = await db()
      .collection(`${own.slice(1)}/variants`)
      .get();
    expect(files.size).toBe(0);
    expect((await photoDoc(shared))!.attachedTo).toEqual([`posts/${second}`]);
    await api().get(file(shared)).expect(200);
  });
});

describe('profile photos', () => {
  const setPhoto = (user: TestUser, photoURL: string) =>
    api().put(`/users/${user.email}`).set(bearer(user)).send({ photoURL });

  it('when a member sets their upload as their profile photo, then the profile shows it, it is attached in the same write and its files are public; a new listing shows it as the poster', async () => {
    const url = await uploaded(owner);
    const saved = await setPhoto(owner, url).expect(200);
    expect(saved.body.photoURL).toBe(url);
    expect((await api().get(`/users/${owner.email}`).set(bearer(owner))).body.photoURL).toBe(url);
    expect((await photoDoc(url))!.attachedTo).toEqual([`users/${owner.uid}`]);
    expect((await photoDoc(url))!.orphanSince).toBeUndefined();

    const seen = await api().get(file(url, '480.webp')).expect(200);
    expect(seen.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const id = await createPostAs(owner);
    expect((await api().get(`/posts/${id}`).set(bearer(other)).expect(200)).body.userPhoto).toBe(
      url,
    );
  });

  it("when a member sets another member's upload as their profile photo, then it is refused with 400 and nothing is written", async () => {
    const theirs = await uploaded(other, 40);
    const before = await dumpDatabase();
    const refused = await setPhoto(owner, theirs);
    expect([refused.status, refused.body.error]).toEqual([400, PHOTO_MESSAGES.notYours]);
    const unknown = await setPhoto(owner, '/photos/AbCdEfGhIj0123456789');
    expect([unknown.status, unknown.body.error]).toEqual([400, PHOTO_MESSAGES.notYours]);
    expect(await dumpDatabase()).toEqual(before);
    await api().get(file(theirs)).expect(404);
  });

  it('when a member replaces their uploaded profile photo, then the previous one is detached for the sweep and their listing, ad and conversation that showed it show the new one; removed, they show none', async () => {
    const [first, second] = [await uploaded(owner, 0), await uploaded(owner, 30)];
    await setPhoto(owner, first).expect(200);
    const postId = await createPostAs(owner);
    const adId = await postAd(owner);
    const started = await api()
      .post('/conversations')
      .set(bearer(other))
      .send({ postId, text: 'Is the room still free?' })
      .expect(201);
    const conversation = `/conversations/${started.body.conversation._id as string}`;
    const shown = async () => [
      (await api().get(`/posts/${postId}`).expect(200)).body.userPhoto,
      (await api().get(`/seeker-ads/${adId}`).set(bearer(other)).expect(200)).body.photo,
      (await api().get(conversation).set(bearer(other)).expect(200)).body.conversation.other.photo,
    ];
    expect(await shown()).toEqual([first, first, first]);

    await setPhoto(owner, second).expect(200);
    const detached = (await photoDoc(first))!;
    expect(detached.attachedTo).toEqual([]);
    expect(detached.orphanSince).toBeDefined();
    await api().get(file(first)).expect(404);
    expect((await photoDoc(second))!.attachedTo).toEqual([`users/${owner.uid}`]);
    expect(await shown()).toEqual([second, second, second]);

    await setPhoto(owner, '').expect(200);
    expect((await photoDoc(second))!.orphanSince).toBeDefined();
    expect(await shown()).toEqual(['', '', '']);
  });

  it('when the profile photo is held as a suspected copy, then its files answer 404 to others and only its owner sees it', async () => {
    const url = await uploaded(owner);
    await db()
      .doc(url.slice(1))
      .update({ held: { copyOf: 'AbCdEfGhIj0123456789', since: new Date() } });
    await setPhoto(owner, url).expect(200);
    expect((await photoDoc(url))!.attachedTo).toEqual([`users/${owner.uid}`]);
    await api().get(file(url)).expect(404);
    await api().get(file(url)).set(bearer(other)).expect(404);
    const own = await api().get(file(url)).set(bearer(owner)).expect(200);
    expect(own.headers['cache-control']).toBe('private, no-cache');
  });
});

describe('Room wanted ads with uploaded photos', () => {
  /** A Room wanted ad's body (wanted-ads.test.ts has the fields' own tests). */
  const adBody = (photos?: unknown) => ({
    headline: 'Nurse on rotating shifts looking for a calm room',
    aboutMe: 'Tidy, friendly, one very calm cat.',
    budget: 1200,
    areas: ['Brooklyn, NY'],
    moveInDate: addDays(isoDay(), 20),
    stayMonths: 12,
    roomTypes: ['Single Room'],
    wantsBills: 'nice',
    wantsFurnished: 'any',
    wantsPrivateBath: 'must',
    lifestyle: [],
    couple: false,
    age: null,
    occupation: null,
    ...(photos !== undefined && { photos }),
  });
  const postAd = (user: TestUser, photos?: unknown) =>
    api().post('/seeker-ads').set(bearer(user)).send(adBody(photos));
  const putAd = (user: TestUser, id: string, photos?: unknown) =>
    api().put(`/seeker-ads/${id}`).set(bearer(user)).send(adBody(photos));
  async function moderator() {
    const mod = await signUp('mod@example.com', 'Mona Moderator');
    await auth().setCustomUserClaims(mod.uid, { moderator: true });
    return { ...mod, token: await signIn(mod.email) };
  }

  it('when an ad is posted with own uploads, then it shows them with their details, each photo records the ad, and its files are public while it is active and answer 404 to others once it is paused', async () => {
    const response = await upload(owner);
    const { url, width, height, placeholder } = response.body;
    const cover = await uploaded(owner, 30);
    const created = await postAd(owner, [cover, url]).expect(201);
    const id = created.body._id as string;
    expect(created.body.photos).toEqual([cover, url]);
    expect(created.body.photoDetails[url]).toEqual({ width, height, placeholder });
    expect((await photoDoc(url))!.attachedTo).toEqual([`seekerAds/${id}`]);
    expect((await photoDoc(url))!.orphanSince).toBeUndefined();
    const details = (await api().get(`/seeker-ads/${id}`).expect(200)).body;
    expect([details.photos, details.photoDetails[url]]).toEqual([
      [cover, url],
      { width, height, placeholder },
    ]);
    const list = (await api().get('/seeker-ads').expect(200)).body;
    expect(list[0].photos).toEqual([cover, url]);
    const served = await api().get(file(url)).expect(200);
    expect(served.headers['cache-control']).toContain('public');

    await api().post(`/seeker-ads/${id}/pause`).set(bearer(owner)).expect(200);
    await api().get(file(url)).expect(404);
    await api().get(file(url)).set(bearer(other)).expect(404);
    for (const user of [owner, await moderator()]) {
      const seen = await api().get(file(url)).set(bearer(user)).expect(200);
      expect(seen.headers['cache-control']).toBe('private, no-cache');
    }
    await api().post(`/seeker-ads/${id}/resume`).set(bearer(owner)).expect(200);
    await api().get(file(url)).expect(200);
  });

  it('when an ad is edited, then the uploads it gains are attached and those it drops detached in the same write, and an edit without photos keeps them', async () => {
    const [a, b] = [await uploaded(owner, 0), await uploaded(owner, 30)];
    const id = (await postAd(owner, [a]).expect(201)).body._id as string;

    const edited = await putAd(owner, id, [b]).expect(200);
    expect(edited.body.photos).toEqual([b]);
    expect(Object.keys(edited.body.photoDetails)).toEqual([b]);
    expect((await photoDoc(a))!.attachedTo).toEqual([]);
    expect((await photoDoc(a))!.orphanSince).toBeDefined();
    expect((await photoDoc(b))!.attachedTo).toEqual([`seekerAds/${id}`]);
    expect(Object.keys((await db().doc(`seekerAds/${id}`).get()).get('uploads'))).toEqual([
      b.split('/')[2],
    ]);
    await api().get(file(a)).expect(404);
    await api().get(file(b)).expect(200);

    const kept = await putAd(owner, id).expect(200);
    expect(kept.body.photos).toEqual([b]);
  });

  it("when an ad is posted or edited with another member's upload, too many photos, a link or a repeat, then it is refused with 400 and nothing is written", async () => {
    const mine = await Promise.all([0, 30, 60, 90, 120].map((shade) => uploaded(owner, shade)));
    const theirs = await uploaded(other, 40);
    const id = (await postAd(owner, [mine[0]]).expect(201)).body._id as string;
    const before = await dumpDatabase();

    const refusals: [unknown, string][] = [
      [[mine[1], theirs], PHOTO_MESSAGES.notYours],
      [['/photos/AbCdEfGhIj0123456789'], PHOTO_MESSAGES.notYours],
      [mine, WANTED_AD_PHOTO_MESSAGES.tooMany],
      [['https://example.com/room.jpg'], WANTED_AD_PHOTO_MESSAGES.uploadsOnly],
      [['/images/listings/bright-bedroom-960.webp'], WANTED_AD_PHOTO_MESSAGES.uploadsOnly],
      [[mine[1], mine[1]], WANTED_AD_PHOTO_MESSAGES.repeated],
      [mine[1], WANTED_AD_PHOTO_MESSAGES.list],
    ];
    for (const [photos, message] of refusals) {
      const edited = await putAd(owner, id, photos);
      expect([edited.status, edited.body.error]).toEqual([400, message]);
    }
    // A second ad can't be posted beside the first, so another member tries with the owner's upload.
    const created = await postAd(other, [mine[1]]);
    expect([created.status, created.body.error]).toEqual([400, PHOTO_MESSAGES.notYours]);
    expect(await dumpDatabase()).toEqual(before);
  });

  it('when an ad shows an upload held for a moderator, then others get neither the photo nor its details, and its owner and the moderators get it marked held', async () => {
    const [kept, held] = [await uploaded(owner, 0), await uploaded(owner, 30)];
    await db()
      .doc(held.slice(1))
      .update({ held: { copyOf: 'AbCdEfGhIj0123456789', since: new Date() } });
    const id = (await postAd(owner, [held, kept]).expect(201)).body._id as string;

    for (const seen of [
      (await api().get(`/seeker-ads/${id}`).set(bearer(other))).body,
      (await api().get('/seeker-ads')).body[0],
    ]) {
      expect([seen.photos, Object.keys(seen.photoDetails)]).toEqual([[kept], [kept]]);
    }
    for (const user of [owner, await moderator()]) {
      const seen = await api().get(`/seeker-ads/${id}`).set(bearer(user)).expect(200);
      expect(seen.body.photos).toEqual([held, kept]);
      expect(seen.body.photoDetails[held]).toMatchObject({ held: true });
    }
  });

  it("when an ad is deleted, then its uploads are deleted with their files, except one the owner's listing shows", async () => {
    const [shared, own] = [await uploaded(owner, 0), await uploaded(owner, 30)];
    const id = (await postAd(owner, [shared, own]).expect(201)).body._id as string;
    const listing = await createPostAs(owner, { photos: [shared] });

    await api().delete(`/seeker-ads/${id}`).set(bearer(owner)).expect(200);
    expect(await photoDoc(own)).toBeUndefined();
    expect(
      (
        await db()
          .collection(`${own.slice(1)}/variants`)
          .get()
      ).size,
    ).toBe(0);
    expect((await photoDoc(shared))!.attachedTo).toEqual([`posts/${listing}`]);
    await api().get(file(shared)).expect(200);
  });
});

describe('clean-up', () => {
  it('when a member deletes their account, then every photo of theirs goes with its files, and nobody else’s', async () => {
    const shown = await uploaded(owner, 0);
    const loose = await uploaded(owner, 30);
    const theirs = await uploaded(other, 60);
    await createPostAs(owner, { photos: [shown] });

    await api().delete(`/users/${owner.email}`).set(bearer(owner)).expect(200);
    const left = await db().collection('photos').get();
    expect(left.docs.map((d) => `/photos/${d.id}`)).toEqual([theirs]);
    const files = await db().collectionGroup('variants').get();
    expect(new Set(files.docs.map((d) => d.ref.parent.parent!.id))).toEqual(
      new Set([theirs.split('/')[2]]),
    );
    expect([shown, loose]).not.toContain(theirs);
  });

  it('when the daily sweep runs, then uploads no ad took for a day are deleted with their files, and younger or shown ones stay', async () => {
    const [loose, shown, young] = [
      await uploaded(owner, 0),
      await uploaded(owner, 30),
      await uploaded(other, 60),
    ];
    await createPostAs(owner, { photos: [shown] });
    // A day later for the first two; the third was uploaded "just now" then.
    await db()
      .doc(young.slice(1))
      .update({ orphanSince: new Date(Date.now() + 20 * 3600_000) });

    const now = new Date(Date.now() + 25 * 3600_000);
    expect(await sweepOrphanPhotos({ db: db(), now })).toEqual({ deleted: 1 });
    expect(await photoDoc(loose)).toBeUndefined();
    expect(
      (
        await db()
          .collection(`${loose.slice(1)}/variants`)
          .get()
      ).size,
    ).toBe(0);
    expect(await photoDoc(shown)).toBeDefined();
    expect(await photoDoc(young)).toBeDefined();
    expect(await sweepOrphanPhotos({ db: db(), now })).toEqual({ deleted: 0 });
  });
});
