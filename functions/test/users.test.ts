// /users: profiles (stored by uid, addressed by e-mail), each readable and writable only by its owner.
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { userProfileSchema } from '../src/contract/user-profile';
import { db } from '../src/lib/firebase';
import {
  api,
  bearer,
  dumpDatabase,
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

const defaults = {
  email: 'owner@example.com',
  displayName: 'Olivia Owner',
  photoURL: '',
  phoneNumber: '',
  bio: '',
  preferences: { notifications: true, emailUpdates: true },
  emailPreferences: { messages: true, alerts: 'off', listings: true },
  lifestyle: [],
  // Not stored: from the Auth record (signUp gives verified members a phone).
  phoneVerified: true,
};

describe('POST /users', () => {
  it('when a new user registers, then the profile is created with both preferences on', async () => {
    const { body } = await api()
      .post('/users')
      .set(bearer(owner))
      .send({ email: owner.email, displayName: 'Liv', photoURL: 'https://img.example.com/liv.png' })
      .expect(200);
    expect(body).toEqual({
      ...defaults,
      displayName: 'Liv',
      photoURL: 'https://img.example.com/liv.png',
    });
    const stored = await db().doc(`users/${owner.uid}`).get();
    const { phoneVerified, ...fields } = body;
    expect(phoneVerified).toBe(true);
    // The phone's status is the Auth record's: never stored in the profile.
    expect(stored.data()).toMatchObject({ ...fields, createdAt: expect.anything() });
    expect(stored.data()).not.toHaveProperty('phoneVerified');
  });

  it("when the body is empty (Google sign-in), then the token's name fills in", async () => {
    const { body } = await api().post('/users').set(bearer(owner)).expect(200);
    expect(body).toEqual(defaults);
  });

  it('when the profile exists, then it is returned unchanged (safe on every sign-in)', async () => {
    await api().post('/users').set(bearer(owner)).send({ displayName: 'First' }).expect(200);
    await api().put(`/users/${owner.email}`).set(bearer(owner)).send({ bio: 'Hello' }).expect(200);
    const { body } = await api()
      .post('/users')
      .set(bearer(owner))
      .send({ displayName: 'Second' })
      .expect(200);
    expect(body).toMatchObject({ displayName: 'First', bio: 'Hello' });
  });

  it('when the preferences are sent, then they are kept', async () => {
    const { body } = await api()
      .post('/users')
      .set(bearer(owner))
      .send({ preferences: { notifications: false, emailUpdates: true } })
      .expect(200);
    expect(body.preferences).toEqual({ notifications: false, emailUpdates: true });
  });

  it("when the e-mail in the body is someone else's, then the answer is 403 and nothing is stored", async () => {
    const before = await dumpDatabase();
    const { body } = await api()
      .post('/users')
      .set(bearer(owner))
      .send({ email: other.email })
      .expect(403);
    expect(body.error).toBe('You can only create your own profile');
    expect(await dumpDatabase()).toEqual(before);
  });

  it('when the e-mail differs only in case, then it is the same user', async () => {
    await api().post('/users').set(bearer(owner)).send({ email: 'Owner@Example.COM' }).expect(200);
  });

  const bad: [string, object, string][] = [
    ['the photo URL is not a URL', { photoURL: 'not a url' }, 'Please provide a valid image URL'],
    [
      'the photo URL is javascript:',
      { photoURL: 'javascript:alert(1)' },
      'Please provide a valid image URL',
    ],
    [
      'the display name is too long',
      { displayName: 'x'.repeat(81) },
      'Display name must be at most 80 characters',
    ],
    ['an unknown field is sent', { role: 'admin' }, 'Unknown field(s): role'],
    [
      'a preference is not a boolean',
      { preferences: { notifications: 'yes' } },
      'preferences.notifications must be true or false',
    ],
  ];
  for (const [what, body, message] of bad) {
    it(`when ${what}, then the answer is 400 and nothing is stored`, async () => {
      const before = await dumpDatabase();
      const response = await api().post('/users').set(bearer(owner)).send(body).expect(400);
      expect(response.body).toEqual({ error: message });
      expect(await dumpDatabase()).toEqual(before);
    });
  }
});

describe("the member's time zone (what their e-mails write days and times in)", () => {
  const zoneOf = async () => (await db().doc(`users/${owner.uid}`).get()).get('timeZone');

  it('when the browser sends its zone on sign-up, sign-in and save, then the latest is stored, kept by other saves, and not sent back', async () => {
    const { body } = await api()
      .post('/users')
      .set(bearer(owner))
      .send({ timeZone: 'America/New_York' })
      .expect(200);
    expect(body).toEqual(defaults);
    expect(await zoneOf()).toBe('America/New_York');
    // Signed in from a browser in another zone.
    await api().post('/users').set(bearer(owner)).send({ timeZone: 'Asia/Tokyo' }).expect(200);
    expect(await zoneOf()).toBe('Asia/Tokyo');
    await api().put(`/users/${owner.email}`).set(bearer(owner)).send({ bio: 'Hi' }).expect(200);
    expect(await zoneOf()).toBe('Asia/Tokyo');
    const { body: saved } = await api()
      .put(`/users/${owner.email}`)
      .set(bearer(owner))
      .send({ timeZone: 'Europe/Lisbon' })
      .expect(200);
    expect(saved).not.toHaveProperty('timeZone');
    expect(await zoneOf()).toBe('Europe/Lisbon');
  });

  it('when the zone is not a real IANA zone, then the answer is 400 and nothing is stored', async () => {
    for (const timeZone of ['Mars/Olympus_Mons', '', 42, 'x'.repeat(65)]) {
      const { body } = await api().post('/users').set(bearer(owner)).send({ timeZone }).expect(400);
      expect(body).toEqual({ error: 'Choose a valid time zone' });
    }
    await api().post('/users').set(bearer(owner)).expect(200);
    await api()
      .put(`/users/${owner.email}`)
      .set(bearer(owner))
      .send({ timeZone: 'Nowhere/Town' })
      .expect(400);
    expect(await zoneOf()).toBeUndefined();
  });
});

describe('GET /users/:email', () => {
  it('when users read their own profile, then they get it, whatever the case of the address', async () => {
    await api().post('/users').set(bearer(owner)).expect(200);
    const { body } = await api().get('/users/Owner%40Example.com').set(bearer(owner)).expect(200);
    expect(body).toEqual(defaults);
  });

  it("when the profile doesn't exist yet, then the answer is 404", async () => {
    const { body } = await api().get(`/users/${owner.email}`).set(bearer(owner)).expect(404);
    expect(body).toEqual({ error: 'Profile not found' });
  });

  it("when users read someone else's profile, then the answer is 403", async () => {
    await api().post('/users').set(bearer(owner)).expect(200);
    const { body } = await api().get(`/users/${owner.email}`).set(bearer(other)).expect(403);
    expect(body).toEqual({ error: 'You can only access your own profile' });
  });
});

describe('PUT /users/:email', () => {
  it('when users update some fields, then only those change', async () => {
    await api().post('/users').set(bearer(owner)).expect(200);
    const { body } = await api()
      .put(`/users/${owner.email}`)
      .set(bearer(owner))
      .send({
        phoneNumber: ' 555-0101 ',
        bio: 'Tidy, quiet, plants.',
        preferences: { emailUpdates: false },
      })
      .expect(200);
    expect(body).toEqual({
      ...defaults,
      phoneNumber: '555-0101',
      bio: 'Tidy, quiet, plants.',
      preferences: { notifications: true, emailUpdates: false },
    });
    const { body: reread } = await api()
      .get(`/users/${owner.email}`)
      .set(bearer(owner))
      .expect(200);
    expect(reread).toEqual(body);
  });

  it('when the profile form saves everything, including an empty photo, then it is stored', async () => {
    const update = {
      displayName: 'Liv',
      phoneNumber: '',
      bio: '',
      photoURL: '',
      preferences: { notifications: false, emailUpdates: false },
    };
    const { body } = await api()
      .put(`/users/${owner.email}`)
      .set(bearer(owner))
      .send(update)
      .expect(200);
    expect(body).toEqual({
      email: owner.email,
      ...update,
      emailPreferences: defaults.emailPreferences,
      lifestyle: [],
      phoneVerified: true,
    });
  });

  it('when there is no profile yet, then the update creates one with the defaults', async () => {
    const fresh = await signUp('fresh@example.com');
    const { body } = await api()
      .put(`/users/${fresh.email}`)
      .set(bearer(fresh))
      .send({ bio: 'New here' })
      .expect(200);
    expect(body).toEqual({
      email: 'fresh@example.com',
      displayName: '',
      photoURL: '',
      phoneNumber: '',
      bio: 'New here',
      preferences: { notifications: true, emailUpdates: true },
      phoneVerified: true,
      emailPreferences: { messages: true, alerts: 'off', listings: true },
      lifestyle: [],
    });
  });

  it('when users change some e-mail choices, then only those change, and a re-read gives them back', async () => {
    await api().post('/users').set(bearer(owner)).expect(200);
    const { body } = await api()
      .put(`/users/${owner.email}`)
      .set(bearer(owner))
      .send({ emailPreferences: { alerts: 'daily' } })
      .expect(200);
    expect(body.emailPreferences).toEqual({ messages: true, alerts: 'daily', listings: true });
    const { body: next } = await api()
      .put(`/users/${owner.email}`)
      .set(bearer(owner))
      .send({ emailPreferences: { messages: false, listings: false }, bio: 'Hi' })
      .expect(200);
    expect(next.emailPreferences).toEqual({ messages: false, alerts: 'daily', listings: false });
    const { body: reread } = await api()
      .get(`/users/${owner.email}`)
      .set(bearer(owner))
      .expect(200);
    expect(reread).toEqual(next);
    // The master switch is its own field, untouched.
    expect(reread.preferences).toEqual({ notifications: true, emailUpdates: true });
    const stored = await db().doc(`users/${owner.uid}`).get();
    expect(stored.get('emailPreferences')).toEqual(next.emailPreferences);
  });

  it('when users set "My lifestyle", then it is stored once per key in a fixed order and can be cleared', async () => {
    await api().post('/users').set(bearer(owner)).expect(200);
    const { body } = await api()
      .put(`/users/${owner.email}`)
      .set(bearer(owner))
      .send({ lifestyle: ['quiet', 'pets', 'quiet'] })
      .expect(200);
    expect(body.lifestyle).toEqual(['pets', 'quiet']);
    const { body: reread } = await api()
      .get(`/users/${owner.email}`)
      .set(bearer(owner))
      .expect(200);
    expect(reread.lifestyle).toEqual(['pets', 'quiet']);
    const { body: cleared } = await api()
      .put(`/users/${owner.email}`)
      .set(bearer(owner))
      .send({ lifestyle: [] })
      .expect(200);
    expect(cleared.lifestyle).toEqual([]);
  });

  const bad: [string, object, string][] = [
    [
      'the display name is too long',
      { displayName: 'x'.repeat(81) },
      'Display name must be at most 80 characters',
    ],
    [
      'the phone number is too long',
      { phoneNumber: '1'.repeat(31) },
      'Phone number must be at most 30 characters',
    ],
    ['the bio is too long', { bio: 'x'.repeat(501) }, 'Bio must be at most 500 characters'],
    [
      'the photo URL is ftp',
      { photoURL: 'ftp://example.com/a.png' },
      'Please provide a valid image URL',
    ],
    [
      'the photo URL is too long',
      { photoURL: `https://example.com/${'a'.repeat(2048)}` },
      'Please provide a valid image URL',
    ],
    ['the bio is a number', { bio: 7 }, 'Bio must be a string'],
    ['the preferences are not an object', { preferences: true }, 'Preferences must be an object'],
    ['an unknown preference is sent', { preferences: { sms: true } }, 'Unknown field(s): sms'],
    ['the e-mail is sent', { email: 'other@example.com' }, 'Unknown field(s): email'],
    [
      'the lifestyle names an unknown preference',
      { lifestyle: ['pets', 'karaoke'] },
      'Unknown lifestyle preference: karaoke',
    ],
    [
      'the lifestyle is not a list',
      { lifestyle: 'pets' },
      'Lifestyle must be a list of preferences',
    ],
    [
      'an e-mail choice is not a boolean',
      { emailPreferences: { messages: 'yes' } },
      'emailPreferences.messages must be true or false',
    ],
    [
      'the alerts choice is unknown',
      { emailPreferences: { alerts: 'weekly' } },
      'emailPreferences.alerts must be one of: instant, daily, off',
    ],
    [
      'the alerts choice is a boolean',
      { emailPreferences: { alerts: true } },
      'emailPreferences.alerts must be one of: instant, daily, off',
    ],
    [
      'the e-mail preferences are not an object',
      { emailPreferences: ['messages'] },
      'E-mail preferences must be an object',
    ],
    [
      'an unknown e-mail choice is sent',
      { emailPreferences: { newsletter: true } },
      'Unknown field(s): newsletter',
    ],
    [
      'the lifestyle has more than six entries',
      { lifestyle: ['pets', 'pets', 'pets', 'pets', 'pets', 'pets', 'pets'] },
      'Lifestyle has at most 6 preferences',
    ],
  ];
  for (const [what, body, message] of bad) {
    it(`when ${what}, then the answer is 400 and the profile is unchanged`, async () => {
      await api().post('/users').set(bearer(owner)).expect(200);
      const before = await dumpDatabase();
      const response = await api()
        .put(`/users/${owner.email}`)
        .set(bearer(owner))
        .send(body)
        .expect(400);
      expect(response.body.error).toContain(message);
      expect(await dumpDatabase()).toEqual(before);
    });
  }

  it("when users update someone else's profile, then the answer is 403 and it is unchanged", async () => {
    await api().post('/users').set(bearer(owner)).expect(200);
    const before = await dumpDatabase();
    await api().put(`/users/${owner.email}`).set(bearer(other)).send({ bio: 'Hacked' }).expect(403);
    expect(await dumpDatabase()).toEqual(before);
  });
});

describe("the profile's wire shape (contract/user-profile.ts)", () => {
  // Strict: the answer carries no field the contract doesn't declare.
  const wire = z.strictObject(userProfileSchema.shape);

  it('when a profile is created, updated or read, even one stored by hand, then every answer parses with the schema', async () => {
    const created = await api().post('/users').set(bearer(owner)).send({}).expect(200);
    const updated = await api()
      .put(`/users/${owner.email}`)
      .set(bearer(owner))
      .send({ bio: 'Hi', lifestyle: ['quiet'] })
      .expect(200);
    await db()
      .doc(`users/${other.uid}`)
      .set({
        email: other.email,
        bio: 42,
        preferences: 'odd',
        emailPreferences: { messages: 'x', alerts: 'weekly' },
        lifestyle: ['quiet', 'nope'],
      });
    const odd = await api().get(`/users/${other.email}`).set(bearer(other)).expect(200);
    for (const { body } of [created, updated, odd]) expect(wire.parse(body)).toEqual(body);
    expect(odd.body).toMatchObject({
      bio: '',
      lifestyle: ['quiet'],
      emailPreferences: { messages: true, alerts: 'off', listings: true },
    });
  });
});
