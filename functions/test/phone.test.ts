// Verified phone numbers (/users/me/phone): codes from the Auth emulator's
// phone provider, one account per number, the holds after removal and
// deletion, the limits on codes and tries, the badges read from the Auth
// record, and what a verified phone unlocks (posting, first messages, reports
// from day one). Every refusal of Roomly's own writes nothing.
import { Timestamp } from 'firebase-admin/firestore';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REPORT_ACCOUNT_TOO_NEW } from '../src/contract/moderation';
import { PHONE_CODE_MAX_ATTEMPTS, PHONE_TEXTS } from '../src/contract/phone';
import { auth, db } from '../src/lib/firebase';
import { numberKey } from '../src/phone/number-key';
import {
  api,
  bearer,
  createPostAs,
  dumpDatabase,
  emulator,
  postInput,
  resetEmulators,
  signIn,
  signUp,
  type TestUser,
  wantedAdInput,
} from './helpers';

const NUMBER = '+14155550134';
const TYPED = '+1 (415) 555-0134';

let member: TestUser;
let poster: TestUser;
const saved = { ...process.env };

beforeEach(async () => {
  await resetEmulators();
  // A new member without a phone, and an established one with.
  [member, poster] = await Promise.all([
    signUp('new@example.com', 'Nina New', { phone: false }),
    signUp('poster@example.com', 'Pat Poster'),
  ]);
});
afterEach(() => {
  process.env = { ...saved };
});

const sendCode = (user: TestUser, phoneNumber = TYPED) =>
  api()
    .post('/users/me/phone/code')
    .set(bearer(user))
    .send({ phoneNumber, recaptchaToken: 'emulator' });
const verify = (user: TestUser, code: string) =>
  api().post('/users/me/phone/verify').set(bearer(user)).send({ code });
const status = (user: TestUser) => api().get('/users/me/phone').set(bearer(user));

/** How many codes the Auth emulator has "texted" (its list outlives an Auth reset). */
const codesSent = async () => (await emulator.verificationCodes()).length;

/** The newest code the Auth emulator "texted" to `phoneNumber`. */
async function codeFor(phoneNumber = NUMBER): Promise<string> {
  const codes = (await emulator.verificationCodes()).filter((c) => c.phoneNumber === phoneNumber);
  if (!codes.length) throw new Error(`No code was sent to ${phoneNumber}`);
  return codes.at(-1)!.code;
}

async function verifyNumber(user: TestUser, phoneNumber = TYPED, e164 = NUMBER) {
  await sendCode(user, phoneNumber).expect(200);
  return verify(user, await codeFor(e164)).expect(200);
}

const claimOf = async (e164: string) =>
  (
    await db()
      .doc(`phoneNumbers/${numberKey(e164)}`)
      .get()
  ).data();

/** Moves a number's hold into the past, as 30 days passing would. */
const endHold = (e164: string) =>
  db()
    .doc(`phoneNumbers/${numberKey(e164)}`)
    .update({ heldUntil: Timestamp.fromMillis(Date.now() - 1000) });

describe('verifying a number', () => {
  it('when a member sends a code and enters it, then the number is on their Auth record and answers say only its last two digits', async () => {
    const sent = await sendCode(member).expect(200);
    expect(sent.body).toEqual({
      verified: false,
      ending: null,
      pending: { ending: '34', expiresAt: expect.any(String) },
    });
    const verified = await verify(member, await codeFor()).expect(200);
    expect(verified.body).toEqual({ verified: true, ending: '34', pending: null });
    expect((await status(member).expect(200)).body).toEqual(verified.body);
    expect((await auth().getUser(member.uid)).phoneNumber).toBe(NUMBER);
    expect(await claimOf(NUMBER)).toMatchObject({ uid: member.uid, heldUntil: null });
    // The code waiting is gone; the number appears in no answer.
    expect((await db().doc(`phoneChecks/${member.uid}`).get()).exists).toBe(false);
    for (const text of [sent.text, verified.text]) expect(text).not.toContain('5550134');
    // The profile says so too.
    await api().post('/users').set(bearer(member)).send({}).expect(200);
    const profile = await api().get(`/users/${member.email}`).set(bearer(member)).expect(200);
    expect(profile.body.phoneVerified).toBe(true);
    expect(profile.text).not.toContain('5550134');
  });

  for (const typed of ['4155550134', '+1 415', '+1 415 555 0134 ext 2', '+0 415 555 0134', '']) {
    it(`when the number is "${typed}", then the answer is 400 and nothing is written or sent`, async () => {
      const [before, codes] = await Promise.all([dumpDatabase(), codesSent()]);
      const { body } = await sendCode(member, typed).expect(400);
      expect(body).toEqual({ error: PHONE_TEXTS.invalidNumber });
      expect(await dumpDatabase()).toEqual(before);
      expect(await codesSent()).toBe(codes);
    });
  }

  it('when the body is malformed, then the answer is 400 and nothing is written', async () => {
    const before = await dumpDatabase();
    await api()
      .post('/users/me/phone/code')
      .set(bearer(member))
      .send({ phoneNumber: NUMBER })
      .expect(400);
    await api()
      .post('/users/me/phone/code')
      .set(bearer(member))
      .send({ phoneNumber: NUMBER, recaptchaToken: 'x', uid: poster.uid })
      .expect(400);
    await api()
      .post('/users/me/phone/verify')
      .set(bearer(member))
      .send({ code: 123456 })
      .expect(400);
    expect(await dumpDatabase()).toEqual(before);
  });

  it('when the e-mail is not verified, then no code is sent (403) and nothing is written', async () => {
    const unverified = await signUp('fresh@example.com', 'Fresh', { verified: false });
    const [before, codes] = await Promise.all([dumpDatabase(), codesSent()]);
    await sendCode(unverified).expect(403);
    expect(await dumpDatabase()).toEqual(before);
    expect(await codesSent()).toBe(codes);
  });

  it('when the code is wrong, then it says so and counts the try; after the last try a new code is needed', async () => {
    await sendCode(member).expect(200);
    const right = await codeFor();
    const wrong = right === '000000' ? '111111' : '000000';
    const first = await verify(member, wrong).expect(400);
    expect(first.body).toEqual({ error: PHONE_TEXTS.wrongCode });
    expect((await db().doc(`phoneChecks/${member.uid}`).get()).get('attempts')).toBe(1);
    for (let i = 1; i < PHONE_CODE_MAX_ATTEMPTS; i++) await verify(member, wrong).expect(400);
    // Even the right code is refused now, without asking Auth.
    const before = await dumpDatabase();
    const { body } = await verify(member, right).expect(429);
    expect(body).toEqual({ error: PHONE_TEXTS.tooManyWrong });
    expect(await dumpDatabase()).toEqual(before);
    expect((await auth().getUser(member.uid)).phoneNumber).toBeUndefined();
    // A new code starts again.
    await verifyNumber(member);
  });

  it('when the code is not six digits, or none was sent, then the answer is 400 and nothing is written', async () => {
    const before = await dumpDatabase();
    expect((await verify(member, '123456').expect(400)).body).toEqual({
      error: PHONE_TEXTS.noCode,
    });
    await sendCode(member).expect(200);
    const sent = await dumpDatabase();
    expect((await verify(member, '12345').expect(400)).body).toEqual({
      error: PHONE_TEXTS.codeFormat,
    });
    expect((await verify(member, 'abcdef').expect(400)).body).toEqual({
      error: PHONE_TEXTS.codeFormat,
    });
    expect(await dumpDatabase()).toEqual(sent);
    expect(Object.keys(before).length).toBeLessThan(Object.keys(sent).length);
  });

  it('when the code has expired, then it says to send a new one and nothing is written', async () => {
    await sendCode(member).expect(200);
    await db()
      .doc(`phoneChecks/${member.uid}`)
      .update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    const before = await dumpDatabase();
    const { body } = await verify(member, await codeFor()).expect(400);
    expect(body).toEqual({ error: PHONE_TEXTS.expiredCode });
    expect(await dumpDatabase()).toEqual(before);
    expect((await status(member)).body.pending).toBeNull();
  });

  it('when the member enters their own verified number again, then the answer is 400', async () => {
    await verifyNumber(member);
    expect((await sendCode(member).expect(400)).body).toEqual({ error: PHONE_TEXTS.alreadyYours });
  });

  it('when a member changes their number, then the new one verifies them and the old one is held for others', async () => {
    await verifyNumber(member);
    await verifyNumber(member, '+1 415 555 0199', '+14155550199');
    expect((await auth().getUser(member.uid)).phoneNumber).toBe('+14155550199');
    expect((await status(member)).body).toMatchObject({ verified: true, ending: '99' });
    expect(await claimOf(NUMBER)).toMatchObject({ uid: null, formerUid: member.uid });
    const other = await signUp('other@example.com', 'Oscar', { phone: false });
    expect((await sendCode(other).expect(409)).body).toEqual({ error: PHONE_TEXTS.unavailable });
  });
});

describe('one account per number', () => {
  it("when a number verifies another account, then it can't be used (409), no code is sent and nothing is written", async () => {
    await verifyNumber(poster, TYPED);
    const [before, codes] = await Promise.all([dumpDatabase(), codesSent()]);
    const { body } = await sendCode(member).expect(409);
    expect(body).toEqual({ error: PHONE_TEXTS.unavailable });
    expect(await dumpDatabase()).toEqual(before);
    expect(await codesSent()).toBe(codes);
  });

  it('when a member removes their number, then it is held 30 days for others but they may add it back', async () => {
    await verifyNumber(member);
    const removed = await api().delete('/users/me/phone').set(bearer(member)).expect(200);
    expect(removed.body).toEqual({ verified: false, ending: null, pending: null });
    expect((await auth().getUser(member.uid)).phoneNumber).toBeUndefined();
    const claim = await claimOf(NUMBER);
    expect(claim).toMatchObject({ uid: null, formerUid: member.uid });
    const days = ((claim!.heldUntil as Timestamp).toMillis() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const other = await signUp('other@example.com', 'Oscar', { phone: false });
    await sendCode(other).expect(409);
    await verifyNumber(member);
    expect((await api().delete('/users/me/phone').set(bearer(other)).expect(400)).body).toEqual({
      error: PHONE_TEXTS.noNumber,
    });
  });

  it('when an account is deleted, then its number is held for everyone for 30 days, then free', async () => {
    await verifyNumber(member);
    await api().delete(`/users/${member.email}`).set(bearer(member)).expect(200);
    expect(await claimOf(NUMBER)).toMatchObject({ uid: null, formerUid: null });
    // The same person signing up again gets no fresh start with the number.
    const again = await signUp('new-again@example.com', 'Nina Again', { phone: false });
    expect((await sendCode(again).expect(409)).body).toEqual({ error: PHONE_TEXTS.unavailable });
    await endHold(NUMBER);
    await verifyNumber(again);
    expect((await status(again)).body.verified).toBe(true);
  });

  it('when a number is linked to an account outside Roomly (a client calling Auth directly), then it verifies nothing', async () => {
    await emulator.updateAccount(member.uid, { phoneNumber: NUMBER });
    expect((await status(member).expect(200)).body.verified).toBe(false);
    const before = await dumpDatabase();
    const { body } = await api().post('/posts').set(bearer(member)).send(postInput()).expect(403);
    expect(body).toEqual({ error: PHONE_TEXTS.required });
    expect(await dumpDatabase()).toEqual(before);
  });
});

describe('limits on codes and tries', () => {
  it('when a member asks for more codes than the hour allows, then 429 and nothing is written or sent', async () => {
    process.env.RATE_LIMIT_PHONE_CODES_PER_HOUR = '2';
    await sendCode(member).expect(200);
    await sendCode(member, '+1 415 555 0199').expect(200);
    const before = await dumpDatabase();
    const { body, headers } = await sendCode(member, '+1 415 555 0188').expect(429);
    expect(body.error).toMatch(/^Too many requests/);
    expect(Number(headers['retry-after'])).toBeGreaterThan(0);
    expect(await dumpDatabase()).toEqual(before);
    expect((await emulator.verificationCodes()).map((c) => c.phoneNumber)).not.toContain(
      '+14155550188',
    );
  });

  it('when many accounts ask for codes to one number, then the number’s own daily limit stops them', async () => {
    process.env.RATE_LIMIT_PHONE_NUMBER_CODES_PER_DAY = '1';
    const other = await signUp('other@example.com', 'Oscar', { phone: false });
    await sendCode(member).expect(200);
    const before = await dumpDatabase();
    await sendCode(other).expect(429);
    expect(await dumpDatabase()).toEqual(before);
  });

  it('when a member enters more codes in a day than allowed, then 429 before Auth is asked', async () => {
    process.env.RATE_LIMIT_PHONE_ATTEMPTS_PER_DAY = '1';
    await sendCode(member).expect(200);
    const right = await codeFor();
    await verify(member, right === '000000' ? '111111' : '000000').expect(400);
    const before = await dumpDatabase();
    await verify(member, right).expect(429);
    expect(await dumpDatabase()).toEqual(before);
    expect((await auth().getUser(member.uid)).phoneNumber).toBeUndefined();
  });
});

describe('what a verified phone unlocks', () => {
  it('when a member without a phone posts a listing or a Room wanted ad or starts a conversation, then 403 and nothing is written', async () => {
    const postId = await createPostAs(poster);
    const before = await dumpDatabase();
    const attempts = [
      api().post('/posts').set(bearer(member)).send(postInput()),
      api().post('/api/posts').set(bearer(member)).send({ title: 'Room', userEmail: member.email }),
      api().post('/seeker-ads').set(bearer(member)).send(wantedAdInput()),
      api().post('/conversations').set(bearer(member)).send({ postId, text: 'Is it free?' }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ error: PHONE_TEXTS.required });
    }
    expect(await dumpDatabase()).toEqual(before);
  });

  it('when a new member verifies their phone, then they may post, message and report at once', async () => {
    const postId = await createPostAs(poster);
    await verifyNumber(member);
    await api().post('/posts').set(bearer(member)).send(postInput()).expect(201);
    await api().post('/seeker-ads').set(bearer(member)).send(wantedAdInput()).expect(201);
    await api()
      .post('/conversations')
      .set(bearer(member))
      .send({ postId, text: 'Is it free?' })
      .expect(201);
    await api()
      .post(`/posts/${postId}/report`)
      .set(bearer(member))
      .send({ reason: 'scam' })
      .expect(201);
  });

  it('when a new member without a phone reports, then they still wait a day (403) and nothing is written', async () => {
    const postId = await createPostAs(poster);
    const before = await dumpDatabase();
    const { body } = await api()
      .post(`/posts/${postId}/report`)
      .set(bearer(member))
      .send({ reason: 'scam' })
      .expect(403);
    expect(body).toEqual({ error: REPORT_ACCOUNT_TOO_NEW });
    expect(await dumpDatabase()).toEqual(before);
  });

  it('when replies and edits come from a member who removed their phone, then they still go through', async () => {
    const postId = await createPostAs(poster);
    await verifyNumber(member);
    const started = await api()
      .post('/conversations')
      .set(bearer(member))
      .send({ postId, text: 'Is it free?' })
      .expect(201);
    const mine = await createPostAs(member);
    await api().delete('/users/me/phone').set(bearer(member)).expect(200);
    await api()
      .post(`/conversations/${started.body.conversation._id}/messages`)
      .set(bearer(member))
      .send({ text: 'Still interested!' })
      .expect(201);
    await api()
      .put(`/posts/${mine}`)
      .set(bearer(member))
      .send(postInput({ title: 'Edited' }))
      .expect(200);
  });
});

describe('the "Phone verified" badge', () => {
  it("when members post, then each listing and ad carries the poster's badge from the Auth record, and it follows the number", async () => {
    await api().post('/users').set(bearer(member)).send({}).expect(200);
    const theirs = await createPostAs(poster);
    expect((await api().get(`/posts/${theirs}`).expect(200)).body.poster.phoneVerified).toBe(true);
    await verifyNumber(member);
    const mine = await createPostAs(member);
    const ad = await api()
      .post('/seeker-ads')
      .set(bearer(member))
      .send(wantedAdInput())
      .expect(201);
    expect(ad.body.phoneVerified).toBe(true);
    const listed = await api().get('/seeker-ads').expect(200);
    expect(listed.body.map((a: { phoneVerified: boolean }) => a.phoneVerified)).toEqual([true]);
    expect((await api().get(`/posts/${mine}`).expect(200)).body.poster.phoneVerified).toBe(true);
    await api().delete('/users/me/phone').set(bearer(member)).expect(200);
    expect((await api().get(`/posts/${mine}`).expect(200)).body.poster.phoneVerified).toBe(false);
    const shown = await api().get(`/seeker-ads/${ad.body._id}`).expect(200);
    expect(shown.body.phoneVerified).toBe(false);
    await verifyNumber(member);
    expect((await api().get(`/posts/${mine}`).expect(200)).body.poster.phoneVerified).toBe(true);
  });

  it("when a client sends a badge in a listing's body, then it is refused and nothing is written", async () => {
    const before = await dumpDatabase();
    await api()
      .post('/posts')
      .set(bearer(poster))
      .send({ ...postInput(), poster: { phoneVerified: true } })
      .expect(400);
    expect(await dumpDatabase()).toEqual(before);
  });

  it('when the token claims a phone the Auth record has not verified, then nothing believes it', async () => {
    // A new token after a number was set outside Roomly carries phone_number.
    await emulator.updateAccount(member.uid, { phoneNumber: NUMBER });
    const token = await signIn(member.email);
    const withClaim = { ...member, token };
    await api().post('/posts').set(bearer(withClaim)).send(postInput()).expect(403);
    expect((await status(withClaim)).body.verified).toBe(false);
  });
});
