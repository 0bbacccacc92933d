// The Emulator Suite's REST calls that tests and the bench need: wipe Auth and
// Firestore, create accounts, mark them verified, sign in, read the e-mails
// the Auth emulator "sent". One module for the web tests, the e2e journeys, the
// API tests and the bench (types: emulator-rest.d.mts beside it). Plain
// JavaScript so node runs it as it is; the TypeScript tests import it too.
//
// The Auth emulator speaks the Identity Toolkit API; its admin calls (update,
// lookup, delete under /projects/<id>/) take `Authorization: Bearer owner`
// instead of credentials. It sends the calls a browser makes with an API key
// to the project it was started for; the functions tests' own projects
// (`asOwner`) name theirs in those calls, as its owner.

import { createHash } from 'node:crypto';

/** Checks the answer and returns its JSON body (null when empty). */
async function answer(response, what) {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what} failed: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/**
 * @param {{ authHost?: string, firestoreHost?: string, projectId?: string, apiKey?: string, asOwner?: boolean }} options
 *   hosts as `127.0.0.1:9099`; by default the variables `firebase emulators:exec`
 *   sets (FIREBASE_AUTH_EMULATOR_HOST, FIRESTORE_EMULATOR_HOST). Any API key
 *   works with the emulator. `asOwner`: `projectId` is not the project the
 *   emulators were started for, so sign-up and sign-in name it as its owner.
 */
let numbersGiven = 0;
const numbersRun = String(Math.floor(Math.random() * 1e6)).padStart(6, '0');

export function emulatorRest({
  authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST,
  firestoreHost = process.env.FIRESTORE_EMULATOR_HOST,
  projectId = 'demo-roomly',
  apiKey = 'fake-api-key',
  asOwner = false,
} = {}) {
  const need = (host, variable) => {
    if (!host) throw new Error(`${variable} is not set: are the emulators running?`);
    return host;
  };
  const identityToolkit = () =>
    `http://${need(authHost, 'FIREBASE_AUTH_EMULATOR_HOST')}/identitytoolkit.googleapis.com/v1`;

  /**
   * A call a user's browser makes (sign up, sign in), with the API key; as the
   * owner, naming the project (the emulator answers an API key's calls from
   * the project it was started for).
   */
  const userCall = async (operation, body, what) =>
    answer(
      await fetch(`${identityToolkit()}/accounts:${operation}?key=${apiKey}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(asOwner ? { Authorization: 'Bearer owner' } : {}),
        },
        body: JSON.stringify(asOwner ? { ...body, targetProjectId: projectId } : body),
      }),
      what,
    );

  /** An admin call on the project's accounts. */
  const adminCall = async (operation, body, what) =>
    answer(
      await fetch(`${identityToolkit()}/projects/${projectId}/accounts:${operation}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
        body: JSON.stringify(body),
      }),
      what,
    );

  /**
   * Test numbers: +1 555 (a fictional exchange), six random digits for this
   * process and a counter, so accounts made at once by parallel test files
   * never share one (Auth would refuse the second).
   */
  const testNumber = () => `+1555${numbersRun}${String(++numbersGiven).padStart(4, '0')}`;

  const rest = {
    /** Deletes every Auth account. */
    async resetAuth() {
      const host = need(authHost, 'FIREBASE_AUTH_EMULATOR_HOST');
      await answer(
        await fetch(`http://${host}/emulator/v1/projects/${projectId}/accounts`, {
          method: 'DELETE',
        }),
        'Resetting Auth',
      );
    },

    /**
     * Deletes every Firestore document. The emulator answers 500 ("Transaction
     * lock timeout") when a transaction still holds a lock, e.g. a trigger
     * (the e-mail sender) finishing the previous test's work on a busy machine:
     * such a reset is tried again, a few times, after a short wait.
     */
    async resetFirestore() {
      const host = need(firestoreHost, 'FIRESTORE_EMULATOR_HOST');
      const url = `http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`;
      for (let attempt = 1; ; attempt++) {
        const response = await fetch(url, { method: 'DELETE' });
        if (response.status < 500 || attempt === 4) {
          await answer(response, 'Resetting Firestore');
          return;
        }
        await response.text();
        await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
      }
    },

    /** Both at once: an empty Auth and Firestore. */
    async reset() {
      await Promise.all([rest.resetAuth(), rest.resetFirestore()]);
    },

    /** Signs up over REST; without an e-mail, an anonymous account. */
    async signUp({ email, password, displayName } = {}) {
      const what = `Signing up ${email ?? 'anonymously'}`;
      // The owner's sign-up makes the account but signs nobody in, and an
      // anonymous account has nothing to sign in with: that one needs an API key.
      if (asOwner && !email) throw new Error(`${what}: only in the emulators' own project.`);
      const created = await userCall(
        'signUp',
        { email, password, displayName, returnSecureToken: true },
        what,
      );
      if (!asOwner) return created;
      return { ...created, ...(await rest.signIn(email, password)) };
    },

    /** A fresh ID token, carrying the account's current claims (`email_verified`…). */
    signIn: (email, password) =>
      userCall(
        'signInWithPassword',
        { email, password, returnSecureToken: true },
        `Signing in ${email}`,
      ),

    /** Changes an account as the Admin SDK would (disable it, set its photo…). */
    async updateAccount(localId, fields) {
      await adminCall('update', { localId, ...fields }, `Updating ${localId}`);
    },

    /**
     * Moves the account's creation time (Auth's `metadata.creationTime`) back
     * to `createdAt` (ms since the epoch), as an account made that long ago:
     * the admin update takes `createdAt` on the emulator as in production.
     */
    backdateAccount: (localId, createdAt) =>
      rest.updateAccount(localId, { createdAt: String(Math.floor(createdAt)) }),

    /** Marks the e-mail verified, as following the e-mailed link would. */
    markVerified: (localId) => rest.updateAccount(localId, { emailVerified: true }),

    /**
     * An e-mail/password account with a token. Verified unless asked otherwise;
     * then it signs in again, because only a new token carries `email_verified`.
     * A verified account has a verified phone too (`phone: false` for one without).
     * `createdAt` (ms) backdates it (an account old enough to report, say).
     */
    async createAccount({
      email,
      password,
      displayName,
      verified = true,
      phone = verified,
      createdAt,
    }) {
      const created = await rest.signUp({ email, password, displayName });
      if (createdAt !== undefined) await rest.backdateAccount(created.localId, createdAt);
      // The emulator answers with the address as it stored it (lower case).
      const stored = created.email ?? email;
      const phoneNumber = phone ? await rest.givePhone(created.localId) : undefined;
      if (!verified) {
        return { uid: created.localId, email: stored, idToken: created.idToken, phoneNumber };
      }
      await rest.markVerified(created.localId);
      const { idToken } = await rest.signIn(email, password);
      return { uid: created.localId, email: stored, idToken, phoneNumber };
    },

    /**
     * Gives the account a verified phone as the API's verification leaves it
     * (functions/src/phone/): the number on its Auth record and Roomly's claim
     * on it, phoneNumbers/{sha256("roomly-phone:" + number)}. Answers the number.
     */
    async givePhone(localId, phoneNumber = testNumber()) {
      await rest.updateAccount(localId, { phoneNumber });
      const host = need(firestoreHost, 'FIRESTORE_EMULATOR_HOST');
      const key = createHash('sha256').update(`roomly-phone:${phoneNumber}`).digest('hex');
      await answer(
        await fetch(
          `http://${host}/v1/projects/${projectId}/databases/(default)/documents/phoneNumbers/${key}`,
          {
            method: 'PATCH',
            headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
            body: JSON.stringify({
              fields: {
                uid: { stringValue: localId },
                formerUid: { nullValue: null },
                heldUntil: { nullValue: null },
              },
            }),
          },
        ),
        `Giving ${localId} a phone`,
      );
      return phoneNumber;
    },

    /** The phone codes the Auth emulator has "texted": number, code and its session. */
    async verificationCodes() {
      const host = need(authHost, 'FIREBASE_AUTH_EMULATOR_HOST');
      const body = await answer(
        await fetch(`http://${host}/emulator/v1/projects/${projectId}/verificationCodes`),
        'Reading verificationCodes',
      );
      return body.verificationCodes ?? [];
    },

    /** The accounts with these e-mails or ids (none found: an empty list). */
    async lookupAccounts({ email, localId }) {
      const body = await adminCall('lookup', { email, localId }, 'Looking up accounts');
      return body?.users ?? [];
    },

    /** Deletes these accounts (as the Firebase console would: their data stays). */
    async deleteAccounts(localIds) {
      if (!localIds.length) return;
      await adminCall('batchDelete', { localIds, force: true }, `Deleting ${localIds.join(', ')}`);
    },

    /** The out-of-band codes (verification, password reset…) the emulator has "e-mailed". */
    async oobCodes() {
      const host = need(authHost, 'FIREBASE_AUTH_EMULATOR_HOST');
      const body = await answer(
        await fetch(`http://${host}/emulator/v1/projects/${projectId}/oobCodes`),
        'Reading oobCodes',
      );
      return body.oobCodes;
    },

    /** The newest verification link "e-mailed" to `email`, if any. */
    async verificationLink(email) {
      const mine = (await rest.oobCodes()).filter(
        (code) => code.email === email && code.requestType === 'VERIFY_EMAIL',
      );
      return mine.at(-1)?.oobLink ?? null;
    },
  };
  return rest;
}
