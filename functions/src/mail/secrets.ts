// The mail's secrets, declared for deployment. Only firebase-functions/params
// loads here: index.ts imports this module at import time to bind the secrets
// to the functions that read them, and must stay cheap.
import { defineSecret } from 'firebase-functions/params';

/** The SMTP provider's password (`firebase functions:secrets:set SMTP_PASSWORD`). */
export const SMTP_PASSWORD = defineSecret('SMTP_PASSWORD');
/** The key that signs unsubscribe links (`firebase functions:secrets:set MAIL_TOKEN_SECRET`). */
export const MAIL_TOKEN_SECRET = defineSecret('MAIL_TOKEN_SECRET');

/**
 * The secrets a function binds: none in the emulator, which would otherwise
 * ask Google's Secret Manager for them (a demo project has none; the emulator
 * takes them from the environment instead). A bound secret reaches the
 * function as an environment variable of its name, which config.ts reads.
 */
export function mailSecrets(which: 'api' | 'sender'): ReturnType<typeof defineSecret>[] {
  if (process.env.FUNCTIONS_EMULATOR === 'true') return [];
  return which === 'api' ? [MAIL_TOKEN_SECRET] : [MAIL_TOKEN_SECRET, SMTP_PASSWORD];
}
