// Demo data for the emulators: the demo accounts (Auth), their profiles, and
// listings in exactly the shape the API writes (the compiled functions code
// builds each document). Only ever talks to the emulators.
//
//   node scripts/seed.mjs [posts]     with FIRESTORE_EMULATOR_HOST and
//                                     FIREBASE_AUTH_EMULATOR_HOST set
//   import { seed } from './seed.mjs' (npm start, bench, screenshots)
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { buildDemoListings, demoUsers } from './lib/demo-data.mjs';
import { demoPhotoWrites } from './lib/demo-photos.mjs';
import { demoModerator, demoReports, ensureModerator } from './lib/demo-moderation.mjs';
import { conversationCounts, demoPosterBadges, demoViews } from './lib/demo-insight.mjs';
import { demoAlerts, pauseTriggers } from './lib/demo-alerts.mjs';
import { buildDemoWantedAds, demoWantedAdWrites, demoSeekers } from './lib/demo-seekers.mjs';
import { demoViewingPlan, demoViewingWrites } from './lib/demo-viewings.mjs';
import { projectId, root } from './lib/emulator-env.mjs';
import { demoPhoneClaims, demoVerifiedPhone } from './lib/demo-phones.mjs';

const BATCH_SIZE = 500; // Firestore's limit of writes per batch
const PARALLEL_BATCHES = 4;

function assertEmulators() {
  const missing = ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST'].filter(
    (name) => !process.env[name],
  );
  if (missing.length) {
    throw new Error(
      `Refusing to seed: ${missing.join(' and ')} not set, so this could reach a real project. ` +
        'Seed through `npm start`, or set both to the running emulators ' +
        '(e.g. FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099).',
    );
  }
}

/** The API's own document builder, from functions/lib (built on demand). */
function loadListingDocuments() {
  const compiled = join(root, 'functions', 'lib', 'listings', 'document.js');
  if (!existsSync(compiled)) {
    execFileSync('npm', ['run', 'build', '--workspace', 'functions'], {
      cwd: root,
      stdio: 'inherit',
    });
  }
  return createRequire(import.meta.url)(compiled);
}

function adminApp() {
  return (
    getApps().find((a) => a.name === 'roomly-seed') ?? initializeApp({ projectId }, 'roomly-seed')
  );
}

/** Creates or refreshes each demo account (the posters', or `accounts`); answers email → uid. */
async function ensureAuthUsers(auth, accounts = demoUsers) {
  const uids = new Map();
  await Promise.all(
    accounts.map(async ({ uid, email, password, displayName, photoURL }) => {
      const profile = {
        email,
        password,
        displayName,
        emailVerified: true,
        // A verified phone (its claim is written with the other documents).
        phoneNumber: demoVerifiedPhone(email),
        ...(photoURL ? { photoURL } : {}),
      };
      try {
        const existing = await auth.getUserByEmail(email);
        await auth.updateUser(existing.uid, profile);
        uids.set(email, existing.uid);
      } catch (err) {
        if (err?.code !== 'auth/user-not-found') throw err;
        const created = await auth.createUser({ uid, ...profile });
        uids.set(email, created.uid);
      }
    }),
  );
  return uids;
}

async function commitInBatches(db, writes) {
  const batches = [];
  for (let i = 0; i < writes.length; i += BATCH_SIZE) batches.push(writes.slice(i, i + BATCH_SIZE));
  let nextBatch = 0;
  const worker = async () => {
    while (nextBatch < batches.length) {
      const batch = db.batch();
      for (const [ref, data] of batches[nextBatch++]) batch.set(ref, data);
      await batch.commit();
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_BATCHES }, worker));
}

/**
 * Three demo conversations in the API's stored shape (functions/src/conversations),
 * so `npm start` shows the inbox: Leo asked about one of Maya's rooms, proposed
 * a viewing and has an unread reply (she accepted); Sam's message to Maya asks
 * for a deposit by Western Union (the scam warning); Maya asked Leo about his
 * room two days ago, came to see it and he has read it all. The viewings'
 * lines ("Proposed a viewing"…) come from `viewings` (demo-viewings.mjs).
 */
function demoConversations(db, demoListings, uids, users, viewings) {
  const { looksLikeScam } = createRequire(import.meta.url)(
    join(root, 'functions', 'lib', 'conversations', 'scam-warning.js'),
  );
  const postOf = (email) => demoListings.find((p) => p.ownerEmail === email);
  const uid = (email) => uids.get(email);
  const person = (email) => ({
    name: users.get(email).displayName,
    photo: users.get(email).photoURL ?? '',
  });
  const minutesAgo = (m) => Timestamp.fromMillis(Date.now() - m * 60_000);
  const threads = [
    {
      post: postOf('maya@roomly.dev'),
      seeker: 'leo@roomly.dev',
      messages: [
        ['leo@roomly.dev', 'Hi Maya! Is the room still available from next month?', 180],
        ['maya@roomly.dev', 'Hi Leo, yes it is. Would you like to see it on Saturday at 11?', 25],
      ],
      readBy: { 'maya@roomly.dev': 12, 'leo@roomly.dev': 20 },
    },
    {
      post: postOf('maya@roomly.dev'),
      seeker: 'sam@roomly.dev',
      messages: [
        [
          'sam@roomly.dev',
          "I'm abroad until June. Can I pay the deposit by Western Union and you mail me the keys? WhatsApp me.",
          50,
        ],
      ],
      readBy: { 'sam@roomly.dev': 50 },
    },
    {
      post: postOf('leo@roomly.dev'),
      seeker: 'maya@roomly.dev',
      messages: [
        // Two days ago: she came to see the room yesterday (demo-viewings.mjs).
        ['maya@roomly.dev', 'Hello! Are pets allowed? I have a very calm cat.', 3120],
        ['leo@roomly.dev', 'Hi Maya, a calm cat is fine with us.', 3060],
      ],
      readBy: { 'maya@roomly.dev': 2940, 'leo@roomly.dev': 2940 },
    },
  ];
  const writes = [];
  for (const thread of threads) {
    if (!thread.post) continue;
    // As the API keeps it: the thread's booked viewing, which a newly accepted time moves.
    let confirmedViewing;
    for (const viewing of viewings) {
      if (viewing.post === thread.post && viewing.seekerEmail === thread.seeker) {
        thread.messages.push(...viewing.lines);
        if (viewing.status === 'confirmed') confirmedViewing = viewing.id;
      }
    }
    // Oldest first, as the thread reads them.
    thread.messages.sort((a, b) => b[2] - a[2]);
    const owner = thread.post.ownerEmail;
    const id = `${thread.post.id}_${uid(thread.seeker)}`;
    const ref = db.doc(`conversations/${id}`);
    const [lastSender, lastText, lastAgo] = thread.messages.at(-1);
    const readAt = Object.fromEntries(
      Object.entries(thread.readBy).map(([email, ago]) => [uid(email), minutesAgo(ago)]),
    );
    const receiver = lastSender === owner ? thread.seeker : owner;
    writes.push([
      ref,
      {
        postId: thread.post.id,
        postTitle: thread.post.fields.title,
        ownerId: uid(owner),
        seekerId: uid(thread.seeker),
        participants: [uid(owner), uid(thread.seeker)],
        people: { [uid(owner)]: person(owner), [uid(thread.seeker)]: person(thread.seeker) },
        lastMessage: { text: lastText, senderId: uid(lastSender), at: minutesAgo(lastAgo) },
        unreadBy:
          (readAt[uid(receiver)]?.toMillis() ?? 0) >= minutesAgo(lastAgo).toMillis()
            ? []
            : [uid(receiver)],
        readAt,
        blockedBy: [],
        ...(confirmedViewing ? { confirmedViewing } : {}),
        createdAt: minutesAgo(thread.messages[0][2]),
        updatedAt: minutesAgo(lastAgo),
      },
    ]);
    thread.messages.forEach(([sender, text, ago, kind = 'text'], i) => {
      writes.push([
        ref.collection('messages').doc(`m${i + 1}`),
        {
          senderId: uid(sender),
          text,
          kind,
          // The API's own viewing lines are never a warning sign.
          warning: kind !== 'viewing' && looksLikeScam(text),
          createdAt: minutesAgo(ago),
        },
      ]);
    });
  }
  return writes;
}

/**
 * Seeds the demo accounts, profiles, `posts` listings and `seekerAds` Room
 * wanted ads (deterministic ids, so running it again overwrites rather than
 * duplicates).
 */
export async function seed({ posts = 30, seekerAds = 8, quiet = false } = {}) {
  assertEmulators();
  const started = Date.now();
  const { newListingDocuments } = loadListingDocuments();
  const app = adminApp();
  const db = getFirestore(app);
  const uids = await ensureAuthUsers(getAuth(app));
  // The seekers: accounts of their own, who post no listings (demo-seekers.mjs).
  for (const [email, uid] of await ensureAuthUsers(getAuth(app), demoSeekers)) {
    uids.set(email, uid);
  }
  const users = new Map(demoUsers.map((u) => [u.email, u]));
  // Trust badges: from each demo account, as the API computes them.
  const badges = await demoPosterBadges(getAuth(app), uids);

  const writes = [...demoPhoneClaims(db, uids)];
  const seededAt = Timestamp.now();
  for (const user of [...demoUsers, ...demoSeekers]) {
    // Profiles are keyed by uid (docs/security-model.md).
    writes.push([
      db.doc(`users/${uids.get(user.email)}`),
      {
        email: user.email,
        displayName: user.displayName,
        photoURL: user.photoURL,
        phoneNumber: user.phoneNumber ?? '',
        bio: user.bio,
        preferences: { notifications: true, emailUpdates: true },
        lifestyle: user.lifestyle ?? [],
        createdAt: seededAt,
        updatedAt: seededAt,
      },
    ]);
  }
  const demoListings = buildDemoListings(posts);
  // Photos: the bundled scenes as their owners' uploads, through the API's pipeline.
  const photos = await demoPhotoWrites(db, demoListings, uids, { now: seededAt });
  writes.push(...photos.writes);
  for (const demo of demoListings) {
    const owner = users.get(demo.ownerEmail);
    const time = Timestamp.fromDate(demo.createdAt);
    const documents = newListingDocuments(
      demo.fields,
      {
        uid: uids.get(owner.email),
        email: owner.email,
        name: owner.displayName,
        photo: owner.photoURL,
        poster: badges.get(owner.email),
      },
      time,
      Timestamp.fromDate(demo.expiresAt),
    );
    const ref = db.collection('posts').doc(demo.id);
    writes.push([
      ref,
      {
        ...documents.post,
        // As a listing's write keeps them (photos/attachments.ts): each upload's details.
        uploads: photos.uploads.get(demo.id),
        likes: demo.likedBy.length,
        views: demoViews(demo),
      },
    ]);
    // Lifecycle: a few demo listings are paused, let or expired (demo-lifecycle.mjs).
    Object.assign(writes.at(-1)[1], { status: demo.status });
    writes.push([ref.collection('private').doc('contact'), documents.contact]);
    writes.push([ref.collection('private').doc('owner'), documents.owner]);
    for (const email of demo.likedBy) {
      const uid = uids.get(email);
      writes.push([ref.collection('likes').doc(uid), { uid, createdAt: time }]);
    }
  }
  // Viewings: one confirmed and upcoming, one held (Leo's poster card: "Viewings held: 1").
  const viewings = demoViewingPlan(demoListings);
  writes.push(...demoConversations(db, demoListings, uids, users, viewings));
  writes.push(...demoViewingWrites(db, viewings, uids, Timestamp));
  // Reports and moderation: the moderator and a listing with 2 open reports.
  const moderatorUid = await ensureModerator(getAuth(app));
  writes.push([
    db.doc(`users/${moderatorUid}`),
    {
      email: demoModerator.email,
      displayName: demoModerator.displayName,
      photoURL: '',
      phoneNumber: '',
      bio: 'Keeps Roomly honest: reviews reported listings.',
      preferences: { notifications: true, emailUpdates: true },
      createdAt: seededAt,
      updatedAt: seededAt,
    },
  ]);
  const publicListings = new Map(
    writes.filter(([ref]) => ref.parent.id === 'posts').map(([ref, data]) => [ref.id, data]),
  );
  writes.push(...demoReports(db, demoListings, uids, publicListings));
  // Poster insight: each listing's conversations counter matches its seeded threads.
  const conversations = conversationCounts(writes);
  for (const [ref, data] of writes) {
    if (ref.parent.id === 'posts' && conversations.has(ref.id)) {
      data.conversations = conversations.get(ref.id);
    }
  }
  // Saved searches and alerts: Leo's search and one unread alert for it.
  writes.push(...demoAlerts(db, uids, publicListings, seededAt));
  // Room wanted: the seekers' ads, five of them shaped after demo listings.
  const ads = buildDemoWantedAds(demoListings, { count: seekerAds });
  writes.push(...demoWantedAdWrites(db, ads, uids, Timestamp));
  // The seeded alert stands for what the trigger would have made: pause the
  // trigger so it doesn't add its own for every seeded listing (demo-alerts.mjs).
  const resumeTriggers = await pauseTriggers();
  try {
    await commitInBatches(db, writes);
  } finally {
    await resumeTriggers();
  }

  if (!quiet) {
    console.log(
      `Seeded ${demoUsers.length + demoSeekers.length} users, ${posts} listings, ` +
        `${photos.photos} photos (${photos.processed} scenes processed, the rest cached) and ` +
        `${ads.length} Room wanted ads in ${Date.now() - started} ms.`,
    );
  }
  return {
    users: [...demoUsers, demoModerator].map(({ email, password, displayName }) => ({
      email,
      password,
      displayName,
    })),
    posts,
    seekerAds: ads.length,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const count = Number(process.argv[2] ?? 30);
    if (!Number.isInteger(count) || count < 0)
      throw new Error('Usage: node scripts/seed.mjs [posts]');
    const { users } = await seed({ posts: count });
    console.log('\nDemo logins (email / password):');
    for (const u of users) console.log(`  ${u.email.padEnd(24)} ${u.password}`);
    process.exit(0);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
