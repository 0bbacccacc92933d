// The property-based fuzz suite's pieces (functions/test/fuzz.test.ts): a small
// world of real users and listings per property, hostile request generators,
// a cheap read-back of everything a request could wrongly touch, and the
// checks every response must pass.
import { createServer, type Server } from 'node:http';
import fc from 'fast-check';
import request from 'supertest';
import { createApp } from '../src/app';
import { db } from '../src/lib/firebase';
import { AVAILABILITIES, LIFESTYLE_PREFERENCES, ROOM_TYPES } from '../src/listings/fields';
import { deleteAuthUser, emulator, signUp, tamperToken, type TestUser } from './helpers';
import { memberKey } from '../src/lib/member-key';
import { numberKey } from '../src/phone/number-key';

// ---------------------------------------------------------------------------
// The app, on one listening server (supertest would otherwise open one per request).

let server: Server | undefined;
export function startServer() {
  server = createServer(createApp()).listen(0, '127.0.0.1');
}
export function stopServer() {
  return new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
}
const agent = () => request(server!);

// ---------------------------------------------------------------------------
// A world: three accounts and one listing each for the two verified ones, plus
// the token of an account that has since been deleted. Each property gets its
// own (e-mails carry the property's tag), so properties never see each other's
// changes. Everything is addressed symbolically ("the owner's listing"), so a
// property can replace a deleted listing or account and go on.

export type Who = 'owner' | 'other' | 'unverified';
export const WHO: Who[] = ['owner', 'other', 'unverified'];
export type Poster = 'owner' | 'other';

/** Every world made in this run: properties run side by side, each ignoring the others' data. */
const worlds: World[] = [];

export class World {
  users = {} as Record<Who, TestUser>;
  posts = {} as Record<Poster, string>;
  ghostToken = '';
  /** Every uid this world ever had (re-created accounts get new ones). */
  readonly uids = new Set<string>();
  /** Every listing this world created. */
  readonly postIds = new Set<string>();
  /** The claims on its members' verified phones (signUp gives each one): phoneNumbers/{key}. */
  readonly phoneClaims = new Set<string>();

  constructor(readonly tag: string) {
    worlds.push(this);
  }

  email(who: Who | 'ghost') {
    return `${who}.${this.tag}@fuzz.example.com`;
  }

  async setup() {
    await Promise.all(WHO.map((who) => this.createUser(who)));
    await Promise.all((['owner', 'other'] as const).map((who) => this.createListing(who)));
    // A real token whose account no longer exists.
    const ghost = await signUp(this.email('ghost'), 'Gone Ghost');
    this.addPhone(ghost);
    await deleteAuthUser(ghost.uid);
    this.ghostToken = ghost.token;
  }

  async createUser(who: Who) {
    const user = await signUp(this.email(who), `Fuzz ${who}`, { verified: who !== 'unverified' });
    this.users[who] = user;
    this.uids.add(user.uid);
    this.addPhone(user);
  }

  private addPhone(user: TestUser) {
    if (user.phoneNumber) this.phoneClaims.add(`phoneNumbers/${numberKey(user.phoneNumber)}`);
  }

  async createListing(who: Poster) {
    const response = await agent()
      .post('/posts')
      .set('Authorization', `Bearer ${this.users[who].token}`)
      .send({
        title: `${who}'s room`,
        location: 'Brooklyn, NY',
        rentAmount: 900,
        roomType: 'Single Room',
        description: 'A room to fuzz.',
        contactInfo: `Call ${who}`,
        lifestylePreferences: ['quiet'],
        availability: 'Available',
      });
    if (response.status !== 201)
      throw new Error(`fixture post: ${response.status} ${response.text}`);
    this.posts[who] = response.body._id as string;
    this.postIds.add(this.posts[who]);
  }
}

// ---------------------------------------------------------------------------
// Read-back: the documents any request on this world could touch, in one
// batched get, so every refused request can be checked. Likes are keyed by
// the liker's uid, so the likes any of the world's users could have made are
// among them; a like anywhere else would show in the property's final dump.

export type Snapshot = Record<string, string | null>;

export async function snapshot(world: World): Promise<Snapshot> {
  const refs = [];
  for (const who of ['owner', 'other'] as const) {
    const post = db().collection('posts').doc(world.posts[who]);
    refs.push(
      post,
      post.collection('private').doc('contact'),
      post.collection('private').doc('owner'),
    );
    for (const liker of WHO) refs.push(post.collection('likes').doc(world.users[liker].uid));
  }
  for (const who of WHO) {
    refs.push(db().collection('users').doc(world.users[who].uid));
    const member = { ...world.users[who], emailVerified: who !== 'unverified' };
    refs.push(db().collection('rateLimits').doc(memberKey(member)));
  }
  const out: Snapshot = {};
  for (const snap of await db().getAll(...refs)) {
    out[snap.ref.path] = snap.exists ? JSON.stringify(snap.data()) : null;
  }
  return out;
}

/** Like counts equal the like documents, on both listings. */
export function likesInvariant(snap: Snapshot, world: World) {
  for (const who of ['owner', 'other'] as const) {
    const path = `posts/${world.posts[who]}`;
    const post = snap[path];
    if (post === null || post === undefined) continue;
    const likes = (JSON.parse(post) as { likes?: unknown }).likes;
    const docs = Object.entries(snap).filter(
      ([p, data]) => p.startsWith(`${path}/likes/`) && data !== null,
    ).length;
    if (likes !== docs)
      throw new Error(`${path}: likes = ${String(likes)} but ${docs} like documents`);
  }
}

// ---------------------------------------------------------------------------
// What a property may change: paths of successful requests. At the end, a full
// dump is compared with the one taken at the start, and every difference must
// be one of these (or a rate-limit counter).

export class AllowedChanges {
  private readonly exact = new Set<string>();
  private readonly prefixes = new Set<string>();
  readonly deletedUids = new Set<string>();

  path(path: string) {
    this.exact.add(path);
  }
  /** The document and everything under it. */
  tree(path: string) {
    this.exact.add(path);
    this.prefixes.add(`${path}/`);
  }

  /**
   * Differences between two dumps that no successful request explains.
   * A deleted account explains its listings, its likes and the like counts
   * of the listings it liked (found in the `before` dump). Documents of other
   * worlds (properties running at the same time) are theirs to explain.
   */
  unexplained(
    self: World,
    before: Record<string, string>,
    after: Record<string, string>,
  ): string[] {
    for (const uid of this.deletedUids) {
      this.path(`users/${uid}`);
      for (const [path, json] of Object.entries(before)) {
        const post = /^posts\/([^/]+)$/.exec(path);
        if (post && (JSON.parse(json) as { ownerId?: string }).ownerId === uid) this.tree(path);
        const like = /^(posts\/[^/]+)\/likes\/([^/]+)$/.exec(path);
        if (like && like[2] === uid) {
          this.path(path);
          this.path(like[1]!);
        }
      }
    }
    const others = worlds.filter((world) => world !== self);
    const foreignUids = new Set(others.flatMap((world) => [...world.uids]));
    const foreignPosts = new Set(others.flatMap((world) => [...world.postIds]));
    const ownerOf = (id: string) =>
      [before[`posts/${id}`], after[`posts/${id}`]].map(
        (json) => json && (JSON.parse(json) as { ownerId?: string }).ownerId,
      );
    const foreign = (path: string) => {
      const [collection, id, sub, subId] = path.split('/');
      if (collection === 'users' || collection === 'rateLimits') return foreignUids.has(id!);
      if (collection !== 'posts') return false;
      return (
        foreignPosts.has(id!) ||
        ownerOf(id!).some((uid) => uid && foreignUids.has(uid)) ||
        (sub === 'likes' && foreignUids.has(subId!))
      );
    };
    // Set-up's phones, and the hold a deleted account leaves on its number.
    const phoneClaims = new Set(worlds.flatMap((world) => [...world.phoneClaims]));
    const paths = new Set([...Object.keys(before), ...Object.keys(after)]);
    return [...paths].filter(
      (path) =>
        before[path] !== after[path] &&
        !foreign(path) &&
        !phoneClaims.has(path) &&
        !/^rateLimits\/[^/]+$/.test(path) &&
        !this.exact.has(path) &&
        ![...this.prefixes].some((prefix) => path.startsWith(prefix)),
    );
  }
}

// ---------------------------------------------------------------------------
// Generators.

/** Lone surrogates make encodeURIComponent throw; URLs get the well-formed text. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const wellFormed = (s: string) => s.replace(LONE_SURROGATE, '\ufffd');
const urlEncode = (s: string) => encodeURIComponent(wellFormed(s));

const charIn = (min: number, max: number) =>
  fc.integer({ min, max }).map((code) => String.fromCharCode(code));
const loneSurrogate = charIn(0xd800, 0xdfff);

/** Text of every kind: ASCII, any Unicode, lone surrogates. */
export const anyText = (maxLength = 40) =>
  fc.oneof(
    fc.string({ maxLength }),
    fc.string({ unit: 'grapheme', maxLength }),
    fc.string({ unit: 'binary', maxLength }),
    fc.string({ unit: fc.oneof(charIn(0, 0x7f), loneSurrogate), maxLength }),
  );

/** Strings attackers like. None contains a fixture e-mail, "Error:" or "node_modules". */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '   \t\n ',
  '\u0000',
  '\ud800',
  '\udfff\ud800',
  '\u202eevil',
  '\ufeff',
  '💥'.repeat(60),
  'e\u0301'.repeat(50),
  'x'.repeat(121),
  'y'.repeat(501),
  'z'.repeat(5001),
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  "'; DROP TABLE posts;--",
  '${7*7}',
  '{{constructor.constructor("return 1")()}}',
  '../../etc/passwd',
  'javascript:alert(document.domain)',
  'data:text/html,<b>x</b>',
  'https://example.com/photo.png',
  'http://',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '__name__',
  '__x__',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  'null',
  'undefined',
  'true',
  'Single Room',
  'Available',
  'pets',
];

/**
 * Control characters (contract/text.ts) in text: a bare CR once made a
 * calendar file's property line of its own; C1, NEL and the Unicode separators
 * too. Apart from HOSTILE_STRINGS, whose every entry other tests send as
 * plausible text.
 */
export const CONTROL_STRINGS = [
  'Room\rX-INJ:1',
  'a\r\nb',
  'one\ntwo',
  'tab\there',
  'sep\u2028arated',
  'para\u2029graph',
  'nel\u0085line',
  '\u001b[31mred',
  'del\u007f',
  'c1\u009b',
];

const hostileString = fc.constantFrom(...HOSTILE_STRINGS, ...CONTROL_STRINGS);

/** Every control character a text field refuses, and the ones it may keep (tab, line feed). */
const controlChar = fc.oneof(
  charIn(0, 0x1f),
  charIn(0x7f, 0x9f),
  fc.constantFrom('\u2028', '\u2029', '\r\n'),
);
/** Plain text with a control character somewhere in it (not only at the ends, which trim drops). */
export const textWithControl = (maxLength = 40) =>
  fc
    .tuple(
      fc.string({ minLength: 1, maxLength }),
      controlChar,
      fc.string({ minLength: 1, maxLength: 8 }),
    )
    .map(([head, control, tail]) => `${head}${control}${tail}`);

const text = (maxLength = 40) =>
  fc.oneof(
    { weight: 3, arbitrary: anyText(maxLength) },
    { weight: 2, arbitrary: hostileString },
    { weight: 1, arbitrary: textWithControl(maxLength) },
  );

/** JSON number literals, including ones JavaScript parses to Infinity or -0. */
const rawNumber = fc.oneof(
  fc.integer().map(String),
  fc.integer({ min: -10, max: 1_000_010 }).map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => JSON.stringify(n)),
  fc.constantFrom(
    '1e309',
    '-1e309',
    '-0',
    '0.0',
    '1e-400',
    '123456789012345678901234567890',
    '1E3',
    '1000000',
    '1000000.0000001',
    '999999.99',
    '0.1',
  ),
);

export const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'userEmail',
  'email',
  'ownerId',
  'uid',
  'likes',
  'isOwner',
  'liked',
  '_id',
  'id',
  'createdAt',
  'updatedAt',
  'locationPrefixes',
  'search',
  'search.rent',
  'lifestyleHouse',
  'status',
  'userName',
  'userPhoto',
  'contactInfo',
  'rent',
  'admin',
  '',
  ' title',
  'Title',
  'a.b',
  'a/b',
  '__name__',
];
const anyKey = fc.oneof(fc.constantFrom(...HOSTILE_KEYS), anyText(12));

/** Raw JSON text of any value (keys may repeat; `__proto__` is an ordinary key in JSON). */
export const rawJson: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    rawNumber,
    text().map((s) => JSON.stringify(s)),
    fc.constantFrom('true', 'false', 'null'),
    fc.array(tie('value'), { maxLength: 5 }).map((items) => `[${items.join(',')}]`),
    fc
      .array(fc.tuple(anyKey, tie('value')), { maxLength: 5 })
      .map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`),
  ),
})).value;

/** Bodies that are not a JSON object at all, or not JSON. */
const JUNK_BODIES = [
  '',
  '{',
  '}',
  '{"title":',
  "{'title':'x'}",
  '{"title":"x",}',
  '{"title":"x"}garbage',
  '{"a":1}{"b":2}',
  'null',
  '123',
  '"a string"',
  '[]',
  '[{}]',
  'true',
  'undefined',
  'NaN',
  '\ufeff{}',
  '\u0000',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  `[${'['.repeat(2000)}${']'.repeat(2000)}]`,
  `{"a":${'{"a":'.repeat(500)}1${'}'.repeat(500)}}`,
];

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json; charset=nonsense',
  'application/vnd.api+json',
  'multipart/form-data; boundary=x',
  'application/xml',
];

/** Compressed bodies the client claims to send (the text is never compressed). */
const CONTENT_ENCODINGS = ['gzip', 'deflate', 'br', 'identity', 'compress', 'x-unknown'];

export type Body = { text: string; type: string; encoding?: string } | undefined;

const withType = (text: fc.Arbitrary<string>): fc.Arbitrary<Body> =>
  fc
    .tuple(
      text,
      fc.oneof(
        { weight: 8, arbitrary: fc.constant('application/json') },
        { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
      ),
      fc.oneof(
        { weight: 15, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.constantFrom(...CONTENT_ENCODINGS) },
      ),
    )
    .map(([t, type, encoding]) => (encoding ? { text: t, type, encoding } : { text: t, type }));

/** A body over the API's 32 KB limit. */
const oversize = fc
  .integer({ min: 33 * 1024, max: 200 * 1024 })
  .map((n) => `{"title":"${'a'.repeat(n)}"}`);

type FieldArbs = Record<string, fc.Arbitrary<string>>;

/** The free-text fields of the routes' bodies (contract/text.ts), which get control characters too. */
const TEXT_FIELDS = new Set([
  'title',
  'location',
  'description',
  'contactInfo',
  'userName',
  'displayName',
  'phoneNumber',
  'bio',
  'headline',
  'aboutMe',
]);

/**
 * An object with the route's own fields, each usually valid (raw JSON of a
 * valid value), sometimes hostile or missing; sometimes extra or repeated keys.
 */
function objectBody(fields: FieldArbs, mutate = true, controls = false): fc.Arbitrary<string> {
  const entries = Object.entries(fields).map(([key, valid]) =>
    (mutate
      ? fc.oneof(
          { weight: 16, arbitrary: valid },
          { weight: 1, arbitrary: rawJson },
          { weight: 1, arbitrary: fc.constant(undefined) },
          // A text field's plausible text with a control character in it.
          ...(controls && TEXT_FIELDS.has(key)
            ? [{ weight: 1, arbitrary: textWithControl().map((t) => JSON.stringify(t)) }]
            : []),
        )
      : valid
    ).map((value) => (value === undefined ? undefined : `${JSON.stringify(key)}:${value}`)),
  );
  const extras = fc.oneof(
    { weight: 3, arbitrary: fc.constant<string[]>([]) },
    {
      weight: 1,
      arbitrary: fc.array(
        fc
          .tuple(fc.oneof(anyKey, fc.constantFrom(...Object.keys(fields))), rawJson)
          .map(([k, v]) => `${JSON.stringify(k)}:${v}`),
        { minLength: 1, maxLength: 3 },
      ),
    },
  );
  return fc
    .tuple(fc.tuple(...entries), extras)
    .map(([own, more]) => `{${[...own.filter((e) => e !== undefined), ...more].join(',')}}`);
}

/** A well-formed JSON body of the route's fields with valid values (which may still break a limit). */
export const validBody = (fields: FieldArbs): fc.Arbitrary<Body> =>
  objectBody(fields, false).map((text) => ({ text, type: 'application/json' }));

/**
 * A route's body: mostly its own shape with mutations, else any JSON, junk or
 * too big. `controls`: its text fields also get text with a control character.
 */
export function bodyFor(fields: FieldArbs, { controls = false } = {}): fc.Arbitrary<Body> {
  return fc.oneof(
    { weight: 10, arbitrary: withType(objectBody(fields, true, controls)) },
    { weight: 3, arbitrary: withType(rawJson) },
    { weight: 2, arbitrary: withType(fc.constantFrom(...JUNK_BODIES)) },
    { weight: 1, arbitrary: withType(anyText(100)) },
    { weight: 1, arbitrary: withType(oversize) },
    { weight: 2, arbitrary: fc.constant(undefined) },
  );
}

const json = <T>(arb: fc.Arbitrary<T>) => arb.map((v) => JSON.stringify(v));
const validText = (min: number, max: number) =>
  json(
    fc.oneof(
      fc.string({ minLength: min, maxLength: max }),
      fc.string({ unit: 'grapheme', minLength: min, maxLength: max }),
      fc.constantFrom('Sunny room', 'São Paulo, SP', 'Zürich', '東京 渋谷', 'Brooklyn, NY'),
    ),
  );
const validRent = json(
  fc.oneof(
    fc.integer({ min: 0, max: 1_000_000 }),
    fc.double({ min: 0, max: 1_000_000, noNaN: true }),
  ),
);
const validPrefs = json(fc.array(fc.constantFrom(...LIFESTYLE_PREFERENCES), { maxLength: 8 }));

export const postFields: FieldArbs = {
  title: validText(1, 120),
  location: validText(1, 120),
  rentAmount: validRent,
  roomType: json(fc.constantFrom(...ROOM_TYPES)),
  description: validText(1, 400),
  contactInfo: validText(1, 100),
  lifestylePreferences: validPrefs,
  availability: json(fc.constantFrom(...AVAILABILITIES)),
};

export const legacyCreateFields: FieldArbs = {
  title: validText(1, 120),
  userName: validText(0, 40),
  availability: json(fc.constantFrom(...AVAILABILITIES)),
  likes: fc.constant('0'),
  // userEmail is added per request (the caller's own or someone else's).
};

export const legacyUpdateFields: FieldArbs = {
  title: validText(1, 120),
  location: validText(0, 120),
  rent: json(fc.integer({ min: 1, max: 1_000_000 })),
  roomType: json(fc.constantFrom('Single', 'Shared', ...ROOM_TYPES)),
  description: validText(0, 400),
};

const validPhoto = json(
  fc.oneof(
    fc.constant(''),
    fc.webUrl(),
    fc.constantFrom('https://example.com/me.png', 'javascript:alert(1)', 'ftp://x/y.png'),
  ),
);
const validPreferences = json(
  fc.record({ notifications: fc.boolean(), emailUpdates: fc.boolean() }, { requiredKeys: [] }),
);

export const profileCreateFields: FieldArbs = {
  displayName: validText(0, 80),
  photoURL: validPhoto,
  preferences: validPreferences,
};

export const profileUpdateFields: FieldArbs = {
  ...profileCreateFields,
  phoneNumber: validText(0, 30),
  bio: validText(0, 400),
};

/** Bodies for routes that take none (like, delete): anything at all. */
export const anyBody: fc.Arbitrary<Body> = fc.oneof(
  { weight: 6, arbitrary: fc.constant(undefined) },
  { weight: 4, arbitrary: withType(rawJson) },
  { weight: 2, arbitrary: withType(fc.constantFrom(...JUNK_BODIES)) },
  { weight: 1, arbitrary: withType(oversize) },
);

// Authorization headers.

/** Ways to present a real token; the first three are valid. */
const FORMATS = [
  'standard',
  'lowercase',
  'padded',
  'noSpace',
  'bare',
  'twice',
  'basic',
  'cut',
] as const;
type Format = (typeof FORMATS)[number];
const VALID_FORMATS: Format[] = ['standard', 'lowercase', 'padded'];

/** Changes that make a token invalid even for the Auth emulator (which does not check signatures). */
const TAMPERS = [
  'expired',
  'audience',
  'issuer',
  'noSubject',
  'longSubject',
  'unknownSubject',
  'noEmail',
  'garbledPayload',
] as const;
type Tamper = (typeof TAMPERS)[number];

export type AuthSpec =
  | { kind: 'none' }
  | { kind: 'token'; who: Who | 'ghost'; format: Format }
  | { kind: 'tampered'; who: Who; how: Tamper }
  | { kind: 'raw'; value: string };

const printable = fc.string({ unit: charIn(0x20, 0x7e), maxLength: 60 });

export const authSpec: fc.Arbitrary<AuthSpec> = fc.oneof(
  { weight: 2, arbitrary: fc.constant({ kind: 'none' as const }) },
  {
    weight: 16,
    arbitrary: fc.record({
      kind: fc.constant('token' as const),
      who: fc.constantFrom<Who | 'ghost'>('owner', 'owner', 'other', 'unverified', 'ghost'),
      format: fc.oneof(
        { weight: 6, arbitrary: fc.constant<Format>('standard') },
        { weight: 2, arbitrary: fc.constantFrom<Format>(...FORMATS) },
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('tampered' as const),
      who: fc.constantFrom<Who>(...WHO),
      how: fc.constantFrom<Tamper>(...TAMPERS),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('raw' as const),
      value: fc.oneof(
        fc.constantFrom(
          '',
          'Bearer',
          'Bearer ',
          'Bearer null',
          'Bearer undefined',
          'Bearer a.b.c',
          'Bearer eyJhbGciOiJub25lIn0.e30.',
          'Basic dXNlcjpwYXNz',
          'Bearer ' + 'A'.repeat(6000),
          'Bearer ' + 'eyJ'.repeat(100),
        ),
        printable,
        printable.map((s) => `Bearer ${s}`),
      ),
    }),
  },
);

function tampered(token: string, how: Tamper): string {
  const now = Math.floor(Date.now() / 1000);
  switch (how) {
    case 'expired':
      return tamperToken(token, (c) => {
        c.iat = now - 7200;
        c.auth_time = now - 7200;
        c.exp = now - 3600;
      });
    case 'audience':
      return tamperToken(token, (c) => {
        c.aud = 'someone-elses-project';
      });
    case 'issuer':
      return tamperToken(token, (c) => {
        c.iss = 'https://securetoken.google.com/someone-elses-project';
      });
    case 'noSubject':
      return tamperToken(token, (c) => {
        c.sub = '';
        c.user_id = '';
      });
    case 'longSubject':
      return tamperToken(token, (c) => {
        c.sub = 'u'.repeat(129);
        c.user_id = c.sub;
      });
    case 'unknownSubject':
      return tamperToken(token, (c) => {
        c.sub = 'no-such-user-0123456789';
        c.user_id = c.sub;
      });
    case 'noEmail':
      return tamperToken(token, (c) => {
        delete c.email;
      });
    case 'garbledPayload': {
      const [header, payload] = token.split('.');
      return `${header}.${payload!.slice(0, 20)}!!${payload!.slice(22)}.`;
    }
  }
}

function formatted(token: string, format: Format): string {
  switch (format) {
    case 'standard':
      return `Bearer ${token}`;
    case 'lowercase':
      return `bearer ${token}`;
    case 'padded':
      return `Bearer    ${token}`;
    case 'noSpace':
      return `Bearer${token}`;
    case 'bare':
      return token;
    case 'twice':
      return `Bearer ${token} ${token}`;
    case 'basic':
      return `Basic ${token}`;
    case 'cut':
      return `Bearer ${token.slice(0, Math.floor(token.length / 2))}`;
  }
}

/** The plain `Bearer <token>` of a current user. */
export const validAuth = (who: Who): AuthSpec => ({ kind: 'token', who, format: 'standard' });

export function authHeader(world: World, spec: AuthSpec): string | undefined {
  switch (spec.kind) {
    case 'none':
      return undefined;
    case 'token':
      return formatted(
        spec.who === 'ghost' ? world.ghostToken : world.users[spec.who].token,
        spec.format,
      );
    case 'tampered':
      return `Bearer ${tampered(world.users[spec.who].token, spec.how)}`;
    case 'raw':
      return spec.value;
  }
}

/**
 * Whom the request acts as if the API accepts it on a route that checks
 * revocation: only a current user's untampered token in a valid format.
 */
export function actorOf(spec: AuthSpec): Who | undefined {
  return spec.kind === 'token' && spec.who !== 'ghost' && VALID_FORMATS.includes(spec.format)
    ? spec.who
    : undefined;
}

// Path segments: post ids and e-mails.

/** Raw (already URL-safe) path segments that mean trouble. */
const HOSTILE_SEGMENTS = [
  '__x__',
  '__name__',
  '__proto__',
  '__',
  '___',
  'constructor',
  'prototype',
  '.',
  '..',
  '...',
  '%2e%2e',
  'a.b',
  'a%2Fb',
  'a%2fb%2fc',
  'a%5Cb',
  '%ZZ',
  '%',
  '%00',
  '%E0%A4%A',
  '%C0%AE%C0%AE',
  '%ED%A0%80',
  '%F0%9F%92%A5',
  '%20',
  '%20abc%20',
  'abc%0A',
  '*',
  '~',
  '!',
  "'",
  '$',
  ';',
  ',',
  'abc;def',
  '@',
  'a@b',
  'x'.repeat(129),
  'x'.repeat(2000),
  'A1b2C3d4E5f6G7h8I9j0',
  'posts',
  'like',
  'undefined',
  'null',
];

const segment = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS) },
  { weight: 2, arbitrary: anyText(30).map(urlEncode) },
  {
    weight: 1,
    arbitrary: fc.string({
      unit: fc.constantFrom(...'abcXYZ019_-.~'.split('')),
      minLength: 1,
      maxLength: 140,
    }),
  },
);

export type IdSpec = { kind: 'post'; of: Poster } | { kind: 'raw'; value: string };

export const idSpec = (postWeight = 3): fc.Arbitrary<IdSpec> =>
  fc.oneof(
    {
      weight: postWeight,
      arbitrary: fc.record({
        kind: fc.constant('post' as const),
        of: fc.constantFrom<Poster>('owner', 'other'),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({ kind: fc.constant('raw' as const), value: segment }),
    },
  );

export function idSegment(world: World, spec: IdSpec): string {
  return spec.kind === 'post' ? world.posts[spec.of] : spec.value;
}

const EMAIL_VARIANTS = ['exact', 'upper', 'padded', 'encoded', 'tagged', 'slashed'] as const;
type EmailVariant = (typeof EMAIL_VARIANTS)[number];
/** These still name the same address once decoded, trimmed and lowercased. */
const SAME_EMAIL: EmailVariant[] = ['exact', 'upper', 'padded', 'encoded'];

export type EmailSpec =
  { kind: 'email'; who: Who | 'ghost'; variant: EmailVariant } | { kind: 'raw'; value: string };

export const emailSpec: fc.Arbitrary<EmailSpec> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('email' as const),
      who: fc.constantFrom<Who | 'ghost'>('owner', 'other', 'unverified', 'ghost'),
      variant: fc.oneof(
        { weight: 3, arbitrary: fc.constant<EmailVariant>('exact') },
        { weight: 2, arbitrary: fc.constantFrom<EmailVariant>(...EMAIL_VARIANTS) },
      ),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('raw' as const), value: segment }) },
);

export function emailSegment(world: World, spec: EmailSpec): string {
  if (spec.kind === 'raw') return spec.value;
  const email = world.email(spec.who);
  switch (spec.variant) {
    case 'exact':
      return email;
    case 'upper':
      return email.toUpperCase();
    case 'padded':
      return `%20${email}%20`;
    case 'encoded':
      return encodeURIComponent(email);
    case 'tagged':
      return email.replace('@', '+x@');
    case 'slashed':
      return `x%2F${email}`;
  }
}

/** Whether the path's e-mail is `who`'s own address (the only one a caller may address). */
export function emailIsOf(spec: EmailSpec, who: Who): boolean {
  return spec.kind === 'email' && spec.who === who && SAME_EMAIL.includes(spec.variant);
}

// Query strings for GET /posts.

const QUERY_KEYS = [
  'email',
  'availability',
  'roomType',
  'location',
  'minRent',
  'maxRent',
  'sort',
  'near',
  'km',
  'place',
  'limit',
  'cursor',
];

const queryValue = (cursors: string[], emails: string[]) =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constantFrom(...emails, 'a@b', '@', 'x@y@z') },
    { weight: 3, arbitrary: fc.constantFrom(...AVAILABILITIES, ...ROOM_TYPES) },
    { weight: 2, arbitrary: fc.constantFrom('newest', 'rent-asc', 'rent-desc', 'RENT-ASC') },
    { weight: 2, arbitrary: fc.integer({ min: -5, max: 1_000_005 }).map(String) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '0',
        '1',
        '2',
        '3',
        '100',
        '101',
        '1e3',
        '0x10',
        '1.5',
        '00001',
        ' 5',
      ),
    },
    { weight: 2, arbitrary: text(40) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('brooklyn', 'BROOKLYN, ny', 'sao', 'são paulo', '東京'),
    },
    { weight: 3, arbitrary: cursorValue(cursors) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '40.65,-73.95',
        '40.714,-73.961',
        '-90,180',
        '91,0',
        '1,2,3',
        '5',
        '25',
        '3',
      ),
    },
  );

/** Real cursors, tampered ones (out-of-range timestamps, wrong sorts, bad ids) and junk. */
function cursorValue(cursors: string[]): fc.Arbitrary<string> {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const tsPart = fc.oneof(
    fc.tuple(fc.integer(), fc.integer({ min: 0, max: 999_999_999 })),
    fc.constantFrom(
      [253_402_300_800, 0],
      [-62_135_596_801, 0],
      [1e20, 0],
      [-1e20, 0],
      [1.5, 0],
      [0, 1e9],
      [0, -1],
      [0, 0.5],
      [1_700_000_000, 1],
    ),
    fc.constantFrom<unknown>(null, 'x', [], [1], {}, 1e308, -0),
  );
  const tampered = fc
    .record({
      k: fc.oneof(
        fc.constantFrom(
          'createdAt:desc,__name__:desc',
          'createdAt:desc,rentAmount:desc,__name__:desc',
          'rentAmount:asc,__name__:asc',
          'rentAmount:desc,__name__:desc',
        ),
        anyText(20),
      ),
      v: fc.array(fc.oneof(tsPart, fc.double(), fc.integer()), { maxLength: 3 }),
      id: fc.oneof(fc.constantFrom(...HOSTILE_SEGMENTS, 'abc', 'A'.repeat(128)), anyText(20)),
    })
    .map(encode);
  const real = cursors.length ? fc.constantFrom(...cursors) : fc.constant('');
  return fc.oneof(
    real,
    tampered,
    fc.string({ maxLength: 80 }).map((s) => Buffer.from(s).toString('base64url')),
    fc.constantFrom('', '=', 'null', 'bnVsbA', 'e30', 'W10', 'x'.repeat(2001)),
  );
}

export type QuerySpec = { pairs: [string, string, boolean][]; auth: AuthSpec };

export const querySpec = (cursors: string[], emails: string[]): fc.Arbitrary<QuerySpec> =>
  fc.record({
    pairs: fc.array(
      fc.tuple(
        fc.oneof(
          { weight: 8, arbitrary: fc.constantFrom(...QUERY_KEYS) },
          { weight: 1, arbitrary: anyKey },
          {
            weight: 1,
            arbitrary: fc.constantFrom('limit[]', 'a[b]', '__proto__', 'constructor', '%ZZ', ''),
          },
        ),
        queryValue(cursors, emails),
        // Encoded (true) or sent raw when URL-safe (false).
        fc.boolean(),
      ),
      { maxLength: 5 },
    ),
    auth: authSpec,
  });

const URL_SAFE = /^[\x21-\x7e]*$/;

export function queryString(spec: QuerySpec): string {
  const enc = (s: string, encoded: boolean) =>
    encoded || !URL_SAFE.test(s) || /[#&=]/.test(s) ? urlEncode(s) : s;
  return spec.pairs
    .map(([key, value, encoded]) => `${enc(key, encoded)}=${enc(value, encoded)}`)
    .join('&');
}

// ---------------------------------------------------------------------------
// Sending and checking.

export type Sent = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  authorization?: string;
  body?: Body;
};

export type Answer = {
  status: number;
  text: string;
  body: unknown;
  type: string;
  headers: Record<string, string>;
};

export async function send(req: Sent): Promise<Answer> {
  const method = req.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  let call = agent()[method](req.path);
  if (req.authorization !== undefined) call = call.set('Authorization', req.authorization);
  if (req.body?.encoding) call = call.set('Content-Encoding', req.body.encoding);
  if (req.body) call = call.set('Content-Type', req.body.type).send(req.body.text);
  const response = await call;
  return {
    status: response.status,
    text: response.text ?? '',
    body: response.body,
    type: String(response.headers['content-type'] ?? ''),
    headers: response.headers as Record<string, string>,
  };
}

const STACK_TRACE = [
  /\bat \S+ \(\S+:\d+:\d+\)/, // "at fn (file:1:2)"
  /\bat \/\S+:\d+:\d+/, // "at /path/file.js:1:2"
  /&nbsp;at /, // Express's HTML error page
  /\n\s+at /,
  /node_modules/,
  /\bError: /,
];

const short = (s: string, n = 300) => (s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s);

export function describeExchange(req: Sent, res?: Answer): string {
  const lines = [
    `${req.method} ${short(req.path, 200)}`,
    `Authorization: ${req.authorization === undefined ? '(none)' : short(req.authorization, 80)}`,
    req.body
      ? `Content-Type: ${req.body.type}${req.body.encoding ? `\nContent-Encoding: ${req.body.encoding}` : ''}\n${short(JSON.stringify(req.body.text))}`
      : '(no body)',
  ];
  if (res) lines.push(`→ ${res.status} ${res.type}\n${short(res.text)}`);
  return lines.join('\n');
}

/**
 * Every answer: no 5xx, no stack trace, `{ "error": string }` JSON for errors,
 * and no e-mail address of anyone but `self` (poster e-mails are private).
 */
export function checkAnswer(world: World, res: Answer, self?: Who) {
  if (res.status >= 500) throw new Error(`server error ${res.status}`);
  for (const pattern of STACK_TRACE) {
    if (pattern.test(res.text)) throw new Error(`stack trace in the body (${pattern})`);
  }
  if (res.status >= 400) {
    if (!res.type.startsWith('application/json')) throw new Error(`error body is ${res.type}`);
    const body = res.body as Record<string, unknown>;
    if (
      typeof body !== 'object' ||
      body === null ||
      Object.keys(body).join() !== 'error' ||
      typeof body.error !== 'string'
    ) {
      throw new Error('error body is not { "error": string }');
    }
  }
  const lower = res.text.toLowerCase();
  for (const who of [...WHO, 'ghost'] as const) {
    if (who !== self && lower.includes(world.email(who).toLowerCase())) {
      throw new Error(`the answer reveals ${who}'s e-mail`);
    }
  }
  if (/"userEmail"/.test(res.text)) throw new Error('the answer has a userEmail field');
  // A verified phone number reaches nobody, its owner included: not whole, not as a national number.
  for (const who of WHO) {
    const number = world.users[who].phoneNumber;
    if (number && [number, number.slice(-7)].some((shown) => res.text.includes(shown))) {
      throw new Error(`the answer reveals ${who}'s verified phone number`);
    }
  }
}

/** The first difference between two read-backs, for the failure message. */
export function firstDifference(before: Snapshot, after: Snapshot): string | undefined {
  for (const path of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (before[path] !== after[path]) {
      return `${path}: ${short(String(before[path]), 200)} → ${short(String(after[path]), 200)}`;
    }
  }
  return undefined;
}

/** Whether the Auth emulator still has this account. */
export async function authUserExists(uid: string): Promise<boolean> {
  return (await emulator.lookupAccounts({ localId: [uid] })).length > 0;
}

// ---------------------------------------------------------------------------
// Paths that can't be percent-decoded, for every route family.

/** Percent-escapes no decoder accepts: not hex, cut short, or bytes that aren't UTF-8. */
export const malformedEscape: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '%',
    '%Z',
    '%ZZ',
    '%G0',
    '%%',
    '%-1',
    '%E0%A4%A',
    '%E0%A4',
    '%C0%AE',
    '%ED%A0%80',
  ),
  fc
    .tuple(
      fc.constantFrom(...'GHXZgz%-'.split('')),
      fc.constantFrom(...'0123456789ABCDEFZ'.split('')),
    )
    .map(([a, b]) => `%${a}${b}`),
  // A lone byte of 0x80–0xFF is a continuation or a lead byte with nothing after it.
  fc.integer({ min: 0x80, max: 0xff }).map((byte) => `%${byte.toString(16).toUpperCase()}`),
);

/** Every route family of the API and the share pages; `{}` is where the bad segment goes. */
const ROUTE_TEMPLATES = [
  '/posts/{}',
  '/posts/{}/like',
  '/posts/{}/report',
  '/posts/{}/likers',
  '/users/{}',
  '/users/me/saved-searches/{}',
  '/users/me/notifications/{}',
  '/users/me/notices/{}',
  '/users/me/phone/{}',
  '/conversations/{}',
  '/conversations/{}/messages',
  '/seeker-ads/{}',
  '/seeker-ads/{}/pause',
  '/moderation/posts/{}/restore',
  '/moderation/reports/{}',
  '/details/{}',
  '/api/posts/{}',
  '/{}',
  '/posts?limit=1&x={}',
];

/** A path with a malformed escape somewhere in its path (never only in the query). */
export const malformedPath: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom(...ROUTE_TEMPLATES),
    fc.string({ unit: fc.constantFrom(...'abcXYZ019_-.'.split('')), maxLength: 8 }),
    malformedEscape,
    // No hex digit right after the bad escape, which could complete it (`%` + `19`).
    fc.string({ unit: fc.constantFrom('x', 'y', '_', '.', '-', '%20'), maxLength: 4 }),
  )
  .map(([template, before, bad, after]) =>
    template.includes('?')
      ? `/posts/${before}${bad}${after}?${template.split('?')[1]!.replace('{}', 'x')}`
      : template.replace('{}', `${before}${bad}${after}`),
  );
