// The recount of "Viewings held" (maintenance/recount-viewings-held.ts, run by
// `npm run migrate`) on the emulators: counts made before the rule of
// viewings/held.ts are replaced by what the rule gives, and a second run
// writes nothing.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auth, db } from '../src/lib/firebase';
import { memberKey } from '../src/lib/member-key';
import { recountViewingsHeld } from '../src/maintenance/recount-viewings-held';
import {
  backgroundTriggers,
  dumpDatabase,
  resetEmulators,
  signUp,
  signUpCast,
  type TestUser,
} from './helpers';

beforeAll(() => backgroundTriggers(false));
afterAll(() => backgroundTriggers(true));

let poster: TestUser;
let seeker: TestUser;
let other: TestUser;
let fresh: TestUser;

beforeEach(async () => {
  await resetEmulators();
  ({ owner: poster, other: seeker, third: other } = await signUpCast());
  fresh = await signUp('fresh@example.com', 'Fresh Account');
});

/** A done viewing, as the API stored it before the rule (met by both, counted). */
async function storeViewing(id: string, seekerUser: TestUser, postId: string, minutesAgo: number) {
  const at = Timestamp.fromMillis(Date.now() - minutesAgo * 60_000);
  await db()
    .doc(`viewings/${id}`)
    .set({
      conversationId: `${postId}_${seekerUser.uid}`,
      postId,
      ownerId: poster.uid,
      seekerId: seekerUser.uid,
      participants: [poster.uid, seekerUser.uid],
      status: 'done',
      outcomes: { [poster.uid]: 'met', [seekerUser.uid]: 'met' },
      heldCounted: true,
      createdAt: at,
      updatedAt: at,
    });
}

const run = () => recountViewingsHeld({ db: db(), auth: auth() });
const heldCounted = async (id: string) =>
  (await db().doc(`viewings/${id}`).get()).get('heldCounted');

describe('recountViewingsHeld', () => {
  it('when counts were made by any pair, any number of times, then only distinct established members count, once each; a second run writes nothing', async () => {
    await storeViewing('v-first', seeker, 'post-a', 60);
    await storeViewing('v-again', seeker, 'post-b', 30);
    await storeViewing('v-fresh', fresh, 'post-a', 20);
    await storeViewing('v-other', other, 'post-a', 10);
    await db().doc(`posterStats/${poster.uid}`).set({ viewingsHeld: 4 });
    await db().doc(`posterStats/${fresh.uid}`).set({ viewingsHeld: 2 });

    expect((await run()).written).toBeGreaterThan(0);
    expect((await db().doc(`posterStats/${poster.uid}`).get()).get('viewingsHeld')).toBe(2);
    expect((await db().doc(`posterStats/${fresh.uid}`).get()).get('viewingsHeld')).toBe(0);
    expect(
      await Promise.all(['v-first', 'v-again', 'v-fresh', 'v-other'].map(heldCounted)),
    ).toEqual([true, false, false, true]);
    const markers = await db().collection(`posterStats/${poster.uid}/heldWith`).get();
    const key = (user: TestUser) => memberKey({ ...user, emailVerified: true });
    expect(Object.fromEntries(markers.docs.map((d) => [d.id, d.get('viewingId')]))).toEqual({
      [key(seeker)]: 'v-first',
      [key(other)]: 'v-other',
    });

    const before = await dumpDatabase();
    expect((await run()).written).toBe(0);
    expect(await dumpDatabase()).toEqual(before);
  });
});
