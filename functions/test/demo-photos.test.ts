// The demo data's photos (scripts/lib/demo-photos.mjs, the seed's photo step
// for `npm start`, the screenshots and the bench): the bundled scenes through
// the API's own compiled pipeline and writer (functions/lib, which also
// guards the seed's imports of it), attached to their listings and served as
// any upload is.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoListings } from '../../scripts/lib/demo-data.mjs';
import { demoPhotoWrites } from '../../scripts/lib/demo-photos.mjs';
import { db } from '../src/lib/firebase';
import { api, insertPosts, resetEmulators } from './helpers';

const cacheDir = mkdtempSync(join(tmpdir(), 'roomly-demo-photos-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

// Maya's first two listings: both show her sunny bedroom, the second three more scenes.
const listings = buildDemoListings(4).filter((l) => l.id === 'demo-0001' || l.id === 'demo-0004');
const uids = new Map([['maya@roomly.dev', 'demo-photos-maya']]);

async function seedPhotos() {
  const step = await demoPhotoWrites(db(), listings, uids, { now: Timestamp.now(), cacheDir });
  const batch = db().batch();
  for (const [ref, data] of step.writes) batch.set(ref, data);
  for (const listing of listings) {
    batch.update(db().doc(`posts/${listing.id}`), { uploads: step.uploads.get(listing.id) });
  }
  await batch.commit();
  return step;
}

beforeAll(async () => {
  await resetEmulators();
  await insertPosts(
    listings.map((l) => ({
      id: l.id,
      owner: { uid: uids.get(l.ownerEmail)!, email: l.ownerEmail },
      createdAt: l.createdAt,
      fields: { photos: l.fields.photos },
    })),
  );
});

describe("the seed's demo photos", () => {
  it('when the photo step runs for two demo listings, then each shows its owner’s uploads, served at /photos/<id>/960.webp, and a second run processes nothing', async () => {
    const first = await seedPhotos();
    // One photo per owner and scene: the sunny bedroom once for both listings.
    expect(first).toMatchObject({ photos: 4, processed: 4 });

    const details = await api().get('/posts/demo-0001').expect(200);
    const [cover] = details.body.photos as string[];
    expect(cover).toMatch(/^\/photos\/[A-Za-z0-9]{20}$/);
    expect(details.body.photoDetails[cover!]).toEqual({
      width: 960,
      height: 720,
      placeholder: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/),
    });
    const other = await api().get('/posts/demo-0004').expect(200);
    expect(other.body.photos).toHaveLength(4);
    expect(other.body.photos[0]).toBe(cover);

    const photo = (await db().doc(cover!.slice(1)).get()).data()!;
    expect(photo).toMatchObject({
      ownerId: 'demo-photos-maya',
      attachedTo: ['posts/demo-0001', 'posts/demo-0004'],
    });
    expect(photo).not.toHaveProperty('orphanSince');
    expect(photo).not.toHaveProperty('held');

    const file = await api()
      .get(`${cover}/960.webp`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const bytes = file.body as Buffer;
    expect(bytes.subarray(0, 4).toString()).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString()).toBe('WEBP');

    // The cache holds each scene's result: seeding again processes none.
    expect(await seedPhotos()).toMatchObject({ photos: 4, processed: 0 });
  });
});
