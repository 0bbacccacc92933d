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
import { buildDemoPosts, demoUsers } from './lib/demo-data.mjs';
import { projectId, root } from './lib/emulator-env.mjs';

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
function loadPostDocuments() {
  const compiled = join(root, 'functions', 'lib', 'posts', 'document.js');
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

/** Creates or refreshes each demo account; answers email → uid. */
async function ensureAuthUsers(auth) {
  const uids = new Map();
  await Promise.all(
    demoUsers.map(async ({ uid, email, password, displayName, photoURL }) => {
      const profile = {
        email,
        password,
        displayName,
        emailVerified: true,
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
 * Seeds the demo accounts, profiles and `posts` listings (deterministic ids,
 * so running it again overwrites rather than duplicates).
 */
export async function seed({ posts = 30, quiet = false } = {}) {
  assertEmulators();
  const started = Date.now();
  const { newPostDocuments } = loadPostDocuments();
  const app = adminApp();
  const db = getFirestore(app);
  const uids = await ensureAuthUsers(getAuth(app));
  const users = new Map(demoUsers.map((u) => [u.email, u]));

  const writes = [];
  const seededAt = Timestamp.now();
  for (const user of demoUsers) {
    // Profiles are keyed by uid (docs/security-model.md).
    writes.push([
      db.doc(`users/${uids.get(user.email)}`),
      {
        email: user.email,
        displayName: user.displayName,
        photoURL: user.photoURL,
        phoneNumber: user.phoneNumber,
        bio: user.bio,
        preferences: { notifications: true, emailUpdates: true },
        createdAt: seededAt,
        updatedAt: seededAt,
      },
    ]);
  }
  for (const demo of buildDemoPosts(posts)) {
    const owner = users.get(demo.ownerEmail);
    const time = Timestamp.fromDate(demo.createdAt);
    const documents = newPostDocuments(
      demo.fields,
      {
        uid: uids.get(owner.email),
        email: owner.email,
        name: owner.displayName,
        photo: owner.photoURL,
      },
      time,
    );
    const ref = db.collection('posts').doc(demo.id);
    writes.push([ref, { ...documents.post, likes: demo.likedBy.length }]);
    writes.push([ref.collection('private').doc('contact'), documents.contact]);
    writes.push([ref.collection('private').doc('owner'), documents.owner]);
    for (const email of demo.likedBy) {
      const uid = uids.get(email);
      writes.push([ref.collection('likes').doc(uid), { uid, createdAt: time }]);
    }
  }
  await commitInBatches(db, writes);

  if (!quiet) {
    console.log(
      `Seeded ${demoUsers.length} users and ${posts} listings in ${Date.now() - started} ms.`,
    );
  }
  return {
    users: demoUsers.map(({ email, password, displayName }) => ({ email, password, displayName })),
    posts,
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
