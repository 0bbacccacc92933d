// A moderator for tests on the real emulators. The claim is set
// with the Auth emulator's admin API (as `npm run moderator` does with the
// Admin SDK); a new sign-in gives a token that carries it.
import { firebaseEnv } from '@/config/firebase-env';
import { authEmulatorHost, emulatorSignIn } from '@/testing/emulator';
import { PASSWORD, type TestAccount } from '@/testing/emulator-data';
import { emulatorRest } from '../../../scripts/lib/emulator-rest.mjs';

export async function makeModerator(account: TestAccount): Promise<TestAccount> {
  const rest = emulatorRest({
    authHost: authEmulatorHost,
    projectId: firebaseEnv.config.projectId,
  });
  await rest.updateAccount(account.uid, { customAttributes: JSON.stringify({ moderator: true }) });
  const { idToken } = await emulatorSignIn(account.email, PASSWORD);
  return { ...account, token: idToken };
}
