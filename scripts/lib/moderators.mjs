// Granting and revoking the `moderator: true` custom claim, shared by
// `npm run moderator` and the demo seeder. Custom claims can only be set with
// the Admin SDK; a client can never put one in its own token.
//
// Setting or removing a claim does not touch existing sessions: the user gets
// (or loses) it in their next ID token, at the latest when the current one
// expires (about an hour), or at once by signing out and in again.

/**
 * Sets or clears the claim on the account with this e-mail, keeping any other
 * claims the account has. Answers the account's uid.
 * @param {import('firebase-admin/auth').Auth} auth
 * @param {string} email
 * @param {boolean} moderator
 */
export async function setModerator(auth, email, moderator) {
  const user = await auth.getUserByEmail(email);
  const { moderator: _previous, ...others } = user.customClaims ?? {};
  await auth.setCustomUserClaims(user.uid, moderator ? { ...others, moderator: true } : others);
  return user.uid;
}
