// The copy check through the app: an upload that looks like another member's
// photo, or like one of the images bundled with Roomly, is held (shown to its
// owner and the moderators only) until a moderator clears or removes it from
// GET /moderation/photos; a member re-using their own photo is not held.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { HELD_PHOTO_NOT_FOUND, MODERATORS_ONLY } from '../src/contract/moderation';
import { addDays, isoDay } from '../src/contract/listing-facts';
import { PHOTO_FORMATS, PHOTO_MESSAGES, PHOTO_WIDTHS } from '../src/contract/photo';
import { auth, db } from '../src/lib/firebase';
import {
  api,
  bearer,
  createPostAs,
  dumpDatabase,
  PROJECT_ID,
  resetEmulators,
  signIn,
  signUp,
  signUpCast,
  type TestUser,
} from './helpers';
import { firestoreAs, rulesTestEnvironment } from './rules-env';

let owner: TestUser;
let other: TestUser;
let moderator: TestUser;

beforeEach(async () => {
  await resetEmulators();
  ({ owner, other } = await signUpCast());
  const mod = await signUp('mod@example.com', 'Mona Moderator');
  await auth().setCustomUserClaims(mod.uid, { moderator: true });
  moderator = { ...mod, token: await signIn(mod.email) };
});

/**
 * A photo of random blocks, one per seed: unlike every other seed's and every
 * bundled image (64 random bits apart, about 32 of them differ).
 */
function photo(seed: number) {
  let state = seed * 7919 + 17;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) % 256;
  const blocks = Buffer.from(Array.from({ length: 16 * 12 * 3 }, next));
  return sharp(blocks, { raw: { width: 16, height: 12, channels: 3 } })
    .resize(640, 480, { kernel: 'nearest' })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const STOCK = join(__dirname, '..', '..', 'web', 'public', 'images', 'listings');

async function upload(user: TestUser, bytes: Buffer) {
  const response = await api()
    .post('/photos')
    .set(bearer(user))
    .set('Content-Type', 'image/jpeg')
    .send(bytes);
  expect(response.status).toBe(201);
  return response.body as { id: string; url: string; held?: true; message?: string };
}

const file = (url: string) => `${url}/960.webp`;
const photoDoc = async (id: string) => (await db().doc(`photos/${id}`).get()).data();
const heldList = (user = moderator) => api().get('/moderation/photos').set(bearer(user));

describe('the copy check on upload', () => {
  it("when a second member uploads another member's photo (re-encoded smaller), then it is held: the answer says so, its files 404 to everyone but its owner and the moderators, even on an active listing", async () => {
    const bytes = await photo(1);
    const original = await upload(owner, bytes);
    expect(original.held).toBeUndefined();
    const copyBytes = await sharp(bytes).resize({ width: 500 }).webp({ quality: 60 }).toBuffer();
    const copy = await upload(other, copyBytes);
    expect(copy).toMatchObject({ held: true, message: PHOTO_MESSAGES.held });
    const stored = await photoDoc(copy.id);
    expect(stored!.held.copyOf).toBe(original.id);

    await createPostAs(other, { photos: [copy.url] });
    await api().get(file(copy.url)).expect(404);
    await api().get(file(copy.url)).set(bearer(owner)).expect(404);
    for (const user of [other, moderator]) {
      const seen = await api().get(file(copy.url)).set(bearer(user)).expect(200);
      expect(seen.headers['cache-control']).toBe('private, no-cache');
    }
  });

  it('when a member uploads their own photo again, or a different photo, then neither is held', async () => {
    const bytes = await photo(2);
    await upload(owner, bytes);
    const again = await upload(owner, await sharp(bytes).jpeg({ quality: 50 }).toBuffer());
    expect(again.held).toBeUndefined();
    expect((await photoDoc(again.id))!.held).toBeUndefined();
    const different = await upload(other, await photo(3));
    expect(different.held).toBeUndefined();
  });

  it("when a member uploads one of Roomly's bundled demo images, then it is held as a copy of that image", async () => {
    const stock = readFileSync(join(STOCK, 'calm-bedroom-960.webp'));
    const copy = await upload(owner, await sharp(stock).jpeg({ quality: 80 }).toBuffer());
    expect(copy.held).toBe(true);
    // The closest of the image's files (its widths and formats).
    const copyOf = (await photoDoc(copy.id))!.held.copyOf as string;
    expect(copyOf).toMatch(/^\/images\/listings\/calm-bedroom-\d+\.(avif|webp)$/);
    const [item] = (await heldList().expect(200)).body;
    expect(item.original).toEqual({
      url: copyOf,
      ownerName: null,
      ads: [],
      stock: true,
    });
  });
});

describe("a held photo's entry on a public listing", () => {
  // Firestore's rules can't hide one entry of a listing's `photos` the way the
  // API's answer does: what a direct read shows is an id whose files no one
  // but its owner and the moderators can fetch.
  it("when a visitor reads a listing showing a held photo straight from Firestore, then they see only its id: every file of it answers them 404, as the API's leaving it out promises", async () => {
    await upload(owner, await photo(11));
    const copy = await upload(other, await photo(11));
    expect(copy.held).toBe(true);
    const listing = await createPostAs(other, { photos: [copy.url] });

    const env = await rulesTestEnvironment(PROJECT_ID);
    try {
      const stored = (await firestoreAs(env, { uid: '' }).doc(`posts/${listing}`).get()).data();
      expect(stored!.photos).toEqual([copy.url]);
      expect(stored!.uploads[copy.id].held).toBe(true);
    } finally {
      await env.cleanup();
    }
    const answer = (await api().get(`/posts/${listing}`).expect(200)).body;
    expect(answer.photos).toEqual([]);
    for (const width of PHOTO_WIDTHS) {
      for (const format of PHOTO_FORMATS) {
        const res = await api().get(`${copy.url}/${width}.${format}`);
        expect(res.status, `${width}.${format}`).toBe(404);
      }
    }
  });
});

describe('GET /moderation/photos', () => {
  it("when moderators list held photos, then they come oldest first, paged, each beside the photo it copies with both owners' names (no e-mails) and their listings", async () => {
    const [a, b] = [await photo(4), await photo(5)];
    const originalA = await upload(owner, a);
    const originalB = await upload(owner, b);
    const listingA = await createPostAs(owner, { photos: [originalA.url], title: 'Sunny room' });
    const first = await upload(other, a);
    const second = await upload(other, b);
    const copyListing = await createPostAs(other, { photos: [first.url], title: 'Copied room' });

    const page1 = await api().get('/moderation/photos?limit=1').set(bearer(moderator)).expect(200);
    expect(page1.body).toEqual([
      {
        id: first.id,
        heldSince: expect.any(String),
        photo: {
          url: first.url,
          ownerName: 'Oscar Other',
          ads: [{ kind: 'listing', id: copyListing, title: 'Copied room' }],
        },
        original: {
          url: originalA.url,
          ownerName: 'Olivia Owner',
          ads: [{ kind: 'listing', id: listingA, title: 'Sunny room' }],
          stock: false,
        },
      },
    ]);
    expect(JSON.stringify(page1.body)).not.toMatch(/@example\.com/);
    const cursor = page1.headers['x-next-cursor']!;
    const page2 = await api()
      .get('/moderation/photos')
      .query({ limit: 1, cursor })
      .set(bearer(moderator))
      .expect(200);
    expect(page2.body.map((item: { id: string }) => item.id)).toEqual([second.id]);
    expect(page2.body[0].original.url).toBe(originalB.url);
    expect(page2.headers['x-next-cursor']).toBeUndefined();
  });

  it('when anyone but a moderator calls a photo moderation route, then it is 403 (401 signed out) and nothing is written', async () => {
    await upload(owner, await photo(6));
    const copy = await upload(other, await photo(6));
    const before = await dumpDatabase();
    for (const user of [owner, other]) {
      for (const call of [
        heldList(user),
        api().post(`/moderation/photos/${copy.id}/clear`).set(bearer(user)),
        api().post(`/moderation/photos/${copy.id}/remove`).set(bearer(user)),
      ]) {
        const response = await call;
        expect([response.status, response.body.error]).toEqual([403, MODERATORS_ONLY]);
      }
    }
    await api().post(`/moderation/photos/${copy.id}/clear`).expect(401);
    expect(await dumpDatabase()).toEqual(before);
  });
});

describe('Clear and Remove', () => {
  /** A held copy shown on the copier's listing, with the listing's `uploads` entry as attaching writes it. */
  async function heldOnListing(seed: number) {
    const bytes = await photo(seed);
    await upload(owner, bytes);
    const copy = await upload(other, bytes);
    const listing = await createPostAs(other, { photos: [copy.url] });
    await db()
      .doc(`posts/${listing}`)
      .set(
        { uploads: { [copy.id]: { width: 640, height: 480, placeholder: 'x', held: true } } },
        { merge: true },
      );
    return { copy, listing };
  }

  it('when a moderator clears a held photo, then it shows to everyone from then on and no listing marks it held', async () => {
    const { copy, listing } = await heldOnListing(7);
    await api().post(`/moderation/photos/${copy.id}/clear`).set(bearer(moderator)).expect(200);
    expect((await photoDoc(copy.id))!.held).toBeUndefined();
    const stored = (await db().doc(`posts/${listing}`).get()).data()!;
    expect(stored.uploads[copy.id]).toEqual({ width: 640, height: 480, placeholder: 'x' });
    expect(stored.photos).toEqual([copy.url]);
    await api().get(file(copy.url)).expect(200);
    expect((await heldList().expect(200)).body).toEqual([]);
  });

  it('when a moderator removes a held photo, then it is deleted with its files and gone from the listing that showed it', async () => {
    const { copy, listing } = await heldOnListing(8);
    await api().post(`/moderation/photos/${copy.id}/remove`).set(bearer(moderator)).expect(200);
    expect(await photoDoc(copy.id)).toBeUndefined();
    expect((await db().collection(`photos/${copy.id}/variants`).get()).size).toBe(0);
    const stored = (await db().doc(`posts/${listing}`).get()).data()!;
    expect(stored.photos).toEqual([]);
    expect(stored.uploads).toEqual({});
    await api().get(file(copy.url)).set(bearer(moderator)).expect(404);
  });

  it('when held copies show on a Room wanted ad, then Clear unmarks one there and Remove takes the other off the ad', async () => {
    const copies: Array<{ id: string; url: string }> = [];
    for (const seed of [9, 10]) {
      const bytes = await photo(seed);
      await upload(owner, bytes);
      copies.push(await upload(other, bytes));
    }
    const [cleared, removed] = copies as [(typeof copies)[0], (typeof copies)[0]];
    const ad = await api()
      .post('/seeker-ads')
      .set(bearer(other))
      .send({
        headline: 'Looking for a room',
        aboutMe: 'Quiet and tidy.',
        budget: 900,
        areas: ['Porto'],
        moveInDate: addDays(isoDay(), 10),
        stayMonths: 6,
        roomTypes: ['Single Room'],
        wantsBills: 'any',
        wantsFurnished: 'any',
        wantsPrivateBath: 'any',
        couple: false,
        photos: [cleared.url, removed.url],
      })
      .expect(201);
    const adDoc = db().doc(`seekerAds/${ad.body._id}`);
    expect((await adDoc.get()).get(`uploads.${cleared.id}.held`)).toBe(true);
    // The moderators see which ad shows each, by its headline.
    const listed = (await heldList().expect(200)).body as { id: string; photo: { ads: unknown } }[];
    expect(listed.find((item) => item.id === cleared.id)!.photo.ads).toEqual([
      { kind: 'wanted-ad', id: ad.body._id, title: 'Looking for a room' },
    ]);

    await api().post(`/moderation/photos/${cleared.id}/clear`).set(bearer(moderator)).expect(200);
    await api().post(`/moderation/photos/${removed.id}/remove`).set(bearer(moderator)).expect(200);
    const stored = (await adDoc.get()).data()!;
    expect(stored.photos).toEqual([cleared.url]);
    expect(Object.keys(stored.uploads)).toEqual([cleared.id]);
    expect(stored.uploads[cleared.id].held).toBeUndefined();
    await api().get(file(cleared.url)).expect(200);
  });

  it('when a moderator clears or removes a photo that is not held (or no photo), then it is 404 and nothing is written', async () => {
    const mine = await upload(owner, await photo(9));
    const before = await dumpDatabase();
    for (const id of [mine.id, 'AbCdEfGhIj0123456789', 'not-an-id']) {
      for (const action of ['clear', 'remove']) {
        const response = await api()
          .post(`/moderation/photos/${id}/${action}`)
          .set(bearer(moderator));
        expect([id, action, response.status, response.body.error]).toEqual([
          id,
          action,
          404,
          HELD_PHOTO_NOT_FOUND,
        ]);
      }
    }
    expect(await dumpDatabase()).toEqual(before);
  });
});
