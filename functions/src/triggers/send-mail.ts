// The outbox's sender trigger. index.ts loads this module only in the
// trigger's own instances and for deployment (see there): firebase-functions'
// Firestore provider loads Firestore's client at import.
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { mailSecrets } from '../mail/secrets';

// Each new outbox document (written in the transaction of the event that
// causes the e-mail) is sent at once if it is due: mail/deliver.ts claims it
// first, so a repeated or concurrent event sends nothing twice. Not retried by
// the platform: a failed try is recorded on the document (retry with backoff,
// or failed), and the scheduled `deliverDueMail` sends what is due later.
export const sendOutboxMail = onDocumentCreated(
  {
    document: 'outbox/{key}',
    region: 'us-central1',
    timeoutSeconds: 120,
    secrets: mailSecrets('sender'),
  },
  async (event) => {
    const [{ deliverMail }, { db, auth }] = await Promise.all([
      import('../mail/deliver.js'),
      import('../lib/firebase.js'),
    ]);
    const outcome = await deliverMail(event.params.key, { db: db(), auth: auth() });
    if (outcome === 'failed') console.error(`Mail ${event.params.key}: failed.`);
  },
);
