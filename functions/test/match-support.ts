// What the matching tests share (room-matches, match-alerts,
// conversations-seekers): a room with facts, a "Room wanted" ad as a seeker
// posts it, and ads written straight to Firestore in the API's stored shape
// (for bounds: one active ad per member makes hundreds through the API
// impractical).
import { Timestamp } from 'firebase-admin/firestore';
import { addDays, isoDay, type ListingFacts } from '../src/contract/listing-facts';
import { areasNamed, type WantedAdInput } from '../src/contract/wanted-ad';
import { db } from '../src/lib/firebase';
import { expiryFrom } from '../src/ads/lifecycle';
import { newWantedAdDocument } from '../src/wanted-ads/document';
import { api, bearer, createPostAs, postInput, type TestUser } from './helpers';

export const TODAY = isoDay();

export { backgroundTriggers } from './helpers';

/** A room free in 10 days, 3 to 12 months, bills included, furnished, shared bathroom, no couples. */
export const ROOM_FACTS: ListingFacts = {
  availableFrom: addDays(TODAY, 10),
  minStayMonths: 3,
  maxStayMonths: 12,
  bills: 'yes',
  billsEstimate: null,
  deposit: 1000,
  furnishing: 'furnished',
  bathroom: 'shared',
  householdSize: 2,
  householdAgeMin: 25,
  householdAgeMax: 31,
  couplesWelcome: false,
  whoLivesHere: 'Two designers who cook on Sundays.',
};

/** Maya's room: Williamsburg, $1,000, a single room, night owls who like it quiet. */
export const ROOM = {
  title: 'Quiet room in Williamsburg',
  location: 'Williamsburg, Brooklyn, NY',
  rentAmount: 1000,
  roomType: 'Single Room',
  lifestylePreferences: ['nightOwl', 'quiet'],
  facts: ROOM_FACTS,
};

export const createRoom = (
  user: TestUser,
  overrides: Parameters<typeof postInput>[0] = {},
): Promise<string> => createPostAs(user, { ...ROOM, ...overrides });

/** Sam's ad: Brooklyn, up to $1,200, in 13 days for 6 months, a single room, bills a must. */
export const AD: WantedAdInput = {
  headline: 'Designer looking for a calm room',
  aboutMe: 'I work from home three days a week and cook a lot.',
  budget: 1200,
  areas: areasNamed('Brooklyn'),
  moveInDate: addDays(TODAY, 13),
  stayMonths: 6,
  roomTypes: ['Single Room', 'Studio'],
  wantsBills: 'must',
  wantsFurnished: 'nice',
  wantsPrivateBath: 'any',
  lifestyle: ['nightOwl', 'quiet'],
  couple: false,
  age: 29,
  occupation: 'professional',
};

/** Posts an ad through the API; answers its id. */
export async function postAd(user: TestUser, overrides: Partial<WantedAdInput> = {}) {
  const response = await api()
    .post('/seeker-ads')
    .set(bearer(user))
    .send({ ...AD, ...overrides });
  if (response.status !== 201) {
    throw new Error(`ad failed: ${response.status} ${response.text}`);
  }
  return response.body._id as string;
}

export const adAction = (user: TestUser, id: string, action: 'pause' | 'resume' | 'renew') =>
  api().post(`/seeker-ads/${id}/${action}`).set(bearer(user)).expect(200);

/** The stored ad (what the trigger receives as `after`). */
export const readAd = async (id: string) =>
  (await db().collection('seekerAds').doc(id).get()).data();

/**
 * Ads written straight to Firestore as the API writes them, each by its own
 * (made-up) member, created `i` minutes before `newest` (so the first is the
 * newest).
 */
export async function insertAds(
  count: number,
  input: Partial<WantedAdInput> = {},
  { prefix = 'ad', newest = Date.now() }: { prefix?: string; newest?: number } = {},
): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < count; start += 400) {
    const batch = db().batch();
    for (let i = start; i < Math.min(count, start + 400); i++) {
      const id = `${prefix}${String(i).padStart(4, '0')}`;
      const created = newest - i * 60_000;
      const doc = newWantedAdDocument(
        { ...AD, ...input },
        { uid: `${prefix}-owner-${i}`, name: `Seeker ${i}`, photo: '' },
        Timestamp.fromMillis(created),
        Timestamp.fromMillis(expiryFrom(Date.now())),
      );
      batch.set(db().collection('seekerAds').doc(id), doc);
      ids.push(id);
    }
    await batch.commit();
  }
  return ids;
}
