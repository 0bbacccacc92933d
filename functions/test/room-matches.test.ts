// The match lists on the emulator: GET /posts/:id/matching-people (the
// listing's owner sees the seekers it matches) and GET /seeker-ads/:id/matches
// (the ad's owner sees the rooms that match it): who may ask, what each
// candidate query finds and leaves out, the order, the reasons, the pages and
// the bound (matches/repository.ts, docs/search-design.md "Matching").
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listingWireSchema } from '../src/contract/listing-wire';
import { MATCHING_PEOPLE_OWNER_ONLY, MATCHING_ROOMS_OWNER_ONLY } from '../src/contract/room-match';
import { addDays } from '../src/contract/listing-facts';
import { WANTED_AD_NOT_FOUND, areasNamed } from '../src/contract/wanted-ad';
import { wantedAdSchema } from '../src/contract/wanted-ad-schema';
import { MATCH_CANDIDATES } from '../src/matches/query';
import { api, bearer, resetEmulators, signUp, type TestUser } from './helpers';
import {
  adAction,
  backgroundTriggers,
  createRoom,
  insertAds,
  postAd,
  ROOM,
  ROOM_FACTS,
  TODAY,
} from './match-support';

let maya: TestUser;
let sam: TestUser;
let lena: TestUser;
let tess: TestUser;

// The deployed match triggers would write alerts while these tests compare what is stored.
beforeAll(() => backgroundTriggers(false));
afterAll(() => backgroundTriggers(true));

beforeEach(async () => {
  await resetEmulators();
  [maya, sam, lena, tess] = await Promise.all([
    signUp('maya@example.com', 'Maya Poster'),
    signUp('sam@example.com', 'Sam Seeker'),
    signUp('lena@example.com', 'Lena Seeker'),
    signUp('tess@example.com', 'Tess Third'),
  ]);
});

const people = (user: TestUser | undefined, postId: string, query = '') => {
  const request = api().get(`/posts/${postId}/matching-people${query}`);
  return user ? request.set(bearer(user)) : request;
};
const rooms = (user: TestUser | undefined, adId: string, query = '') => {
  const request = api().get(`/seeker-ads/${adId}/matches${query}`);
  return user ? request.set(bearer(user)) : request;
};

type Page<T> = { matches: (T & { match: { level: string; score: number; reasons: string[] } })[] };
const SAM_REASONS = [
  'Within budget',
  'In Brooklyn',
  "Moves in 3 days after it's free",
  'A 6-month stay fits',
  'Single Room, as wanted',
  'Both night owls',
  'Both like it quiet',
  'Bills included',
  'Furnished',
];

describe('GET /posts/:id/matching-people', () => {
  it("when seekers' ads fit the room in different ways, then the owner sees only those that miss no hard fact, best first, with the reasons and nothing private", async () => {
    const postId = await createRoom(maya);
    const others = await Promise.all(
      ['omar', 'priya', 'ana', 'kai', 'theo'].map((name) =>
        signUp(`${name}@example.com`, `${name} Seeker`),
      ),
    );
    const [omar, priya, ana, kai, theo] = others as [
      TestUser,
      TestUser,
      TestUser,
      TestUser,
      TestUser,
    ];
    const samAd = await postAd(sam);
    // Partial: a private bathroom is a must, the room's is shared.
    const lenaAd = await postAd(lena, {
      areas: areasNamed('Queens', 'williamsburg'),
      budget: 1000,
      moveInDate: addDays(TODAY, 10),
      stayMonths: 12,
      roomTypes: ['Single Room'],
      wantsPrivateBath: 'must',
      lifestyle: ['earlyBird'],
    });
    await Promise.all([
      postAd(omar, { areas: areasNamed('Queens') }), // elsewhere
      postAd(priya, { budget: 800 }), // under the rent
      postAd(ana, { couple: true }), // a couple: the room isn't for couples
      postAd(kai, { moveInDate: addDays(TODAY, 2) }), // before the room is free
      postAd(theo, { roomTypes: ['Studio'] }), // another room type
      postAd(maya), // the owner's own ad
    ]);

    const { body, headers } = await people(maya, postId).expect(200);
    expect(body.nextCursor).toBeNull();
    expect(body.matches.map((m: { ad: { _id: string } }) => m.ad._id)).toEqual([samAd, lenaAd]);
    const [first, second] = (body as Page<{ ad: unknown }>).matches;
    expect(first!.match).toEqual({ level: 'good', score: 100, reasons: SAM_REASONS });
    expect(second!.match.level).toBe('partial');
    expect(second!.match.reasons).toEqual([
      'Within budget',
      'In williamsburg',
      'Free on the move-in date',
      'A 12-month stay fits',
      'Single Room, as wanted',
      'Bills included',
      'Furnished',
      'Shared bathroom',
    ]);
    // Each ad as its public page shows it: a name and an age range, never an e-mail or the age.
    for (const { ad } of body.matches) wantedAdSchema.parse(ad);
    expect(first!.ad).toMatchObject({ name: 'Sam Seeker', ageRange: '25–29', isOwner: false });
    const text = JSON.stringify(body);
    for (const secret of [sam.email, lena.email, '"age"']) expect(text).not.toContain(secret);
    expect(headers['server-timing']).toMatch(/firestore;desc="\d+ reads"/);
  });

  it('when a seeker pauses their ad, then they leave the list; resumed, they are back', async () => {
    const postId = await createRoom(maya);
    const samAd = await postAd(sam);
    await adAction(sam, samAd, 'pause');
    expect((await people(maya, postId).expect(200)).body.matches).toEqual([]);
    await adAction(sam, samAd, 'resume');
    expect((await people(maya, postId).expect(200)).body.matches).toHaveLength(1);
  });

  it('when the room states no facts, then matching seekers are partial matches, asked about the move-in date and stay', async () => {
    const postId = await createRoom(maya, { facts: undefined });
    await postAd(sam);
    const { body } = await people(maya, postId).expect(200);
    expect(body.matches).toHaveLength(1);
    expect(body.matches[0].match.level).toBe('partial');
    expect(body.matches[0].match.reasons).toEqual(
      expect.arrayContaining([
        'Ask about the move-in date',
        'Ask about the stay',
        'Ask about bills',
      ]),
    );
  });

  it('when anyone but the owner asks, then 401 without a token, 403 for others, 404 for no listing, 400 for a bad id or cursor', async () => {
    const postId = await createRoom(maya);
    await people(undefined, postId).expect(401);
    const other = await people(sam, postId).expect(403);
    expect(other.body.error).toBe(MATCHING_PEOPLE_OWNER_ONLY);
    await people(maya, 'nope1234567890').expect(404);
    await people(maya, 'bad id!').expect(400);
    await people(maya, postId, '?cursor=garbage').expect(400);
    await people(maya, postId, '?limit=0').expect(400);
    await people(maya, postId, '?sort=best').expect(400);
  });

  it(`when more than ${MATCH_CANDIDATES} ads match, then the newest ${MATCH_CANDIDATES} are scored and paged, each once, in a stable order`, async () => {
    const postId = await createRoom(maya);
    const ids = await insertAds(MATCH_CANDIDATES + 30);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?limit=40${cursor ? `&cursor=${cursor}` : ''}`;
      const response = await people(maya, postId, query).expect(200);
      const reads = Number(/"(\d+) reads"/.exec(response.headers['server-timing'])![1]);
      // Every page reads the same bounded set (plus the listing and its owner record).
      expect(reads).toBeLessThanOrEqual(MATCH_CANDIDATES + 2);
      seen.push(...response.body.matches.map((m: { ad: { _id: string } }) => m.ad._id));
      cursor = response.body.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    // All equally good: best first is then by id, and the newest are the first ids.
    expect(seen).toEqual(ids.slice(0, MATCH_CANDIDATES));
  });
});

describe('matching by distance', () => {
  // On the stored grid: Williamsburg's chosen point, a room 850 m from it, one 1.0 km (just over).
  const WILLIAMSBURG = { lat: 40.713, lng: -73.962 };
  const NEAR = { lat: 40.707, lng: -73.956 };
  const JUST_OUTSIDE = { lat: 40.704, lng: -73.962 };

  it("when a room's text names none of the ad's areas but it is within an area's distance, then it matches both ways with how far it is; one just outside doesn't", async () => {
    const samAd = await postAd(sam, {
      areas: [{ name: 'Williamsburg', km: 1, point: WILLIAMSBURG }],
    });
    const near = await createRoom(maya, { location: 'Kent Ave by the river', point: NEAR });
    const outside = await createRoom(tess, {
      location: 'Corner of Bedford and N 7th',
      point: JUST_OUTSIDE,
    });

    const { body } = await rooms(sam, samAd).expect(200);
    expect(body.matches.map((m: { post: { _id: string } }) => m.post._id)).toEqual([near]);
    expect(body.matches[0].match.reasons).toContain('850 m from Williamsburg');
    expect(body.matches[0].match.reasons).not.toContain('In Brooklyn');

    const seekers = await people(maya, near).expect(200);
    expect(seekers.body.matches.map((m: { ad: { _id: string } }) => m.ad._id)).toEqual([samAd]);
    expect(seekers.body.matches[0].match.reasons).toContain('850 m from Williamsburg');
    expect((await people(tess, outside).expect(200)).body.matches).toEqual([]);
  });
});

describe('GET /seeker-ads/:id/matches', () => {
  it('when rooms fit the ad in different ways, then its owner sees only those that miss no hard fact, best first, with the reasons', async () => {
    const others = await Promise.all(
      ['omar', 'priya', 'kai', 'ana'].map((name) => signUp(`${name}@example.com`, name)),
    );
    const [omar, priya, kai, ana] = others as [TestUser, TestUser, TestUser, TestUser];
    const samAd = await postAd(sam);
    const mayaRoom = await createRoom(maya);
    // Partial: bills are a must, none are included.
    const tessRoom = await createRoom(tess, {
      location: 'Bushwick, Brooklyn, NY',
      rentAmount: 900,
      lifestylePreferences: [],
      facts: { ...ROOM_FACTS, bills: 'no' },
    });
    await Promise.all([
      createRoom(omar, { location: 'Astoria, Queens, NY' }), // elsewhere
      createRoom(priya, { rentAmount: 1500 }), // over budget
      createRoom(lena, { facts: undefined }), // states no facts
      createRoom(kai, { roomType: 'Shared Room' }), // not a type wanted
      createRoom(sam), // the seeker's own
    ]);
    const paused = await createRoom(ana);
    await api().post(`/posts/${paused}/pause`).set(bearer(ana)).expect(200);

    const { body } = await rooms(sam, samAd).expect(200);
    expect(body.nextCursor).toBeNull();
    expect(body.matches.map((m: { post: { _id: string } }) => m.post._id)).toEqual([
      mayaRoom,
      tessRoom,
    ]);
    expect(body.matches[0].match).toEqual({ level: 'good', score: 100, reasons: SAM_REASONS });
    expect(body.matches[1].match).toMatchObject({ level: 'partial' });
    expect(body.matches[1].match.reasons).toContain('Bills not included');
    for (const { post } of body.matches) listingWireSchema.parse(post);
    expect(body.matches[0].post).toMatchObject({ title: ROOM.title, isOwner: false });
    const text = JSON.stringify(body);
    for (const secret of ['555-0100', maya.email, tess.email]) expect(text).not.toContain(secret);
  });

  it('when a page is asked for, then the pages follow each other best first and a cursor from the people list is refused', async () => {
    const samAd = await postAd(sam);
    const good = await createRoom(maya);
    const partial = await createRoom(tess, { facts: { ...ROOM_FACTS, bills: 'some' } });
    const first = await rooms(sam, samAd, '?limit=1').expect(200);
    expect(first.body.matches.map((m: { post: { _id: string } }) => m.post._id)).toEqual([good]);
    const second = await rooms(sam, samAd, `?limit=1&cursor=${first.body.nextCursor}`).expect(200);
    expect(second.body.matches.map((m: { post: { _id: string } }) => m.post._id)).toEqual([
      partial,
    ]);
    expect(second.body.nextCursor).toBeNull();
    const browseCursor = (await api().get('/posts?limit=1').expect(200)).headers['x-next-cursor'];
    await rooms(sam, samAd, `?cursor=${browseCursor}`).expect(400);
  });

  it("when anyone but the ad's owner asks, then 401 without a token, 403 while the ad is public, 404 once it isn't or for no ad", async () => {
    const samAd = await postAd(sam);
    await rooms(undefined, samAd).expect(401);
    const other = await rooms(maya, samAd).expect(403);
    expect(other.body.error).toBe(MATCHING_ROOMS_OWNER_ONLY);
    await adAction(sam, samAd, 'pause');
    const hidden = await rooms(maya, samAd).expect(404);
    expect(hidden.body.error).toBe(WANTED_AD_NOT_FOUND);
    // The owner still sees the rooms for a paused ad.
    await rooms(sam, samAd).expect(200);
    await rooms(sam, 'nope1234567890').expect(404);
    await rooms(sam, 'bad id!').expect(400);
  });
});
