// Shared by the mail tests: a real SMTP server in this process (smtp-server),
// which keeps every message it accepts and can be told to refuse the next ones
// (421: try later; 550: never), real members in the Auth emulator, and the
// sender's configuration pointing at that server.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { Firestore } from 'firebase-admin/firestore';
import type { MailConfig } from '../src/mail/config';
import { auth, db } from '../src/lib/firebase';
import { mailOutbox } from '../src/mail/outbox';
import type { MailRequest } from '../src/mail/templates/types';

export type Received = {
  /** The envelope's recipients (RCPT TO). */
  rcptTo: string[];
  mailFrom: string;
  raw: string;
  /** Header name (lower case) → value, unfolded. */
  headers: Record<string, string>;
  /** The decoded text/plain and text/html parts. */
  text: string;
  html: string;
};

export type SmtpAnswer = { code: number; message: string };

export type TestSmtp = {
  port: number;
  received: Received[];
  /** The answers to give the next messages instead of accepting them, in order. */
  refuse(...answers: SmtpAnswer[]): void;
  /** Refuse every message with this answer until reset. */
  refuseAll(answer: SmtpAnswer | null): void;
  reset(): void;
  close(): Promise<void>;
};

function headersOf(raw: string): Record<string, string> {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decode(body: string, encoding: string): string {
  if (/base64/i.test(encoding))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** The decoded parts of a (possibly multipart) message, by content type. */
function partsOf(raw: string): { text: string; html: string } {
  const found = { text: '', html: '' };
  const walk = (entity: string) => {
    const [head = '', ...rest] = entity.split(/\r?\n\r?\n/);
    const headers = headersOf(`${head}\r\n\r\n`);
    const body = rest.join('\r\n\r\n');
    const type = headers['content-type'] ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (boundary) {
      for (const part of body.split(`--${boundary}`).slice(1)) {
        if (!part.startsWith('--')) walk(part.replace(/^\r?\n/, ''));
      }
    } else if (/text\/html/i.test(type)) {
      found.html = decode(body, headers['content-transfer-encoding'] ?? '');
    } else if (/text\/plain/i.test(type)) {
      found.text = decode(body, headers['content-transfer-encoding'] ?? '');
    }
  };
  walk(raw);
  return found;
}

export async function startSmtp(): Promise<TestSmtp> {
  const received: Received[] = [];
  let queued: SmtpAnswer[] = [];
  let always: SmtpAnswer | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const answer = queued.shift() ?? always;
        if (answer) {
          const err = Object.assign(new Error(answer.message), { responseCode: answer.code });
          return callback(err);
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          raw,
          headers: headersOf(raw),
          ...partsOf(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    refuse: (...answers) => queued.push(...answers),
    refuseAll: (answer) => {
      always = answer;
    },
    reset: () => {
      received.length = 0;
      queued = [];
      always = null;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const TEST_APP_URL = 'http://roomly.test';
export const TEST_TOKEN_SECRET = 'mail-test-secret';

export function testMailConfig(port: number, changes: Partial<MailConfig> = {}): MailConfig {
  return {
    sender: 'smtp',
    smtp: { host: '127.0.0.1', port, secure: false },
    from: 'Roomly <no-reply@roomly.test>',
    appUrl: TEST_APP_URL,
    apiUrl: TEST_APP_URL,
    tokenSecret: TEST_TOKEN_SECRET,
    messageDelaySeconds: 0,
    maxAttempts: 5,
    ...changes,
  };
}

export type Member = { uid: string; email: string };

/**
 * A member as sign-up leaves one: an Auth account (verified unless told) and
 * a profile with e-mail on, plus any stored choices.
 */
export async function addMember(
  email: string,
  { verified = true, profile = {} }: { verified?: boolean; profile?: Record<string, unknown> } = {},
): Promise<Member> {
  const user = await auth().createUser({ email, password: 'Secret123', emailVerified: verified });
  await db()
    .collection('users')
    .doc(user.uid)
    .set({
      email,
      displayName: email.split('@')[0],
      preferences: { notifications: true, emailUpdates: true },
      ...profile,
    });
  return { uid: user.uid, email };
}

/** Queues e-mails as an event's transaction does. */
export async function queueMail(...requests: MailRequest[]): Promise<void> {
  await db().runTransaction(async (tx) => {
    const mail = await mailOutbox(
      tx,
      requests.map((r) => r.key),
    );
    for (const request of requests) mail.queue(request);
  });
}

export const outboxDoc = async (key: string, store: Firestore = db()) =>
  (await store.collection('outbox').doc(key).get()).data();

/** Every address-like text in a string. */
export const addressesIn = (text: string) =>
  [...text.matchAll(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g)].map((m) => m[0]);
