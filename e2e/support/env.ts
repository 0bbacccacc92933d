import { findChromium } from '../../scripts/lib/chromium.mjs';
// Set by `firebase emulators:exec` (and scripts/lib/emulator-env.mjs).
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the e2e suite through \`npm test\`.`);
  return value;
}

export const hostingUrl = required('ROOMLY_HOSTING_URL');
export const authHost = required('FIREBASE_AUTH_EMULATOR_HOST');
export const firestoreHost = required('FIRESTORE_EMULATOR_HOST');
/** The development inbox (MailDev) the Functions emulator sends to: scripts/lib/maildev.mjs. */
export const inboxUrl = required('ROOMLY_INBOX_URL');
export const projectId = 'demo-roomly';
/** The Chromium to drive: CHROME_PATH (npm test sets it), else one found on the PATH. */
export const chromiumPath = findChromium() ?? '';
