// A rules-unit-testing environment on the Firestore emulator with the real
// firestore.rules, for the rules tables (each file its own project, so their
// data never meet).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';

export async function rulesTestEnvironment(projectId: string): Promise<RulesTestEnvironment> {
  // Set by `firebase emulators:exec`; never let these tests reach a real project.
  const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
  if (!firestoreHost) {
    throw new Error('FIRESTORE_EMULATOR_HOST is not set: run `node scripts/test.mjs functions`.');
  }
  // Denied requests are the point of these tests; the SDK would log each one as a warning.
  firebase.firestore.setLogLevel('silent');
  const [host, port] = firestoreHost.split(':');
  return initializeTestEnvironment({
    projectId,
    firestore: {
      rules: readFileSync(join(__dirname, '..', '..', 'firestore.rules'), 'utf8'),
      host: host!,
      port: Number(port),
    },
  });
}

/** Who a rules table signs in as: no uid means signed out. */
export type RulesPerson = { uid: string; email?: string; verified?: boolean; moderator?: boolean };

/** A client's Firestore as `person`, with the claims the rules read. */
export function firestoreAs(
  env: RulesTestEnvironment,
  person: RulesPerson,
): firebase.firestore.Firestore {
  if (!person.uid) return env.unauthenticatedContext().firestore();
  return env
    .authenticatedContext(person.uid, {
      email: person.email,
      email_verified: person.verified === true,
      ...(person.moderator !== undefined ? { moderator: person.moderator } : {}),
    })
    .firestore();
}

/**
 * The people of a conversation's rules table: signed out, its two participants
 * (the listing's poster and the seeker who wrote) and a stranger, all verified.
 */
export const THREAD_CAST = {
  anonymous: { uid: '' },
  poster: { uid: 'poster-uid', email: 'poster@example.com', verified: true },
  seeker: { uid: 'seeker-uid', email: 'seeker@example.com', verified: true },
  stranger: { uid: 'stranger-uid', email: 'stranger@example.com', verified: true },
} as const satisfies Record<string, RulesPerson>;
export type ThreadMember = keyof typeof THREAD_CAST;
