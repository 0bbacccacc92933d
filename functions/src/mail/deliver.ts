// Sends what the outbox holds. The trigger calls `deliverMail` for each new
// outbox document and the scheduled job calls `deliverDueMail` for documents
// due later (a delayed message e-mail, a retry, an interrupted try).
//
// Exactly once: a run first *claims* the document in a transaction (only a
// pending, retry or expired `sending` document that is due; it becomes
// `sending` with a lease, attempts + 1), so of any number of concurrent or
// repeated runs for one key only one sends. The only gap is a run that dies
// after the SMTP server took the e-mail and before `sent` is written (the
// "crash window"): once its lease ends, another run sends it again, with the
// same Message-ID (derived from the key), so the copy is recognisable.
//
// Nothing goes out to a deleted account, an unverified address, a member who
// turned e-mail (or this kind of e-mail) off, or for messages read meanwhile.
import { createHash } from 'node:crypto';
import {
  Timestamp,
  FieldPath,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import { createTransport, type Transporter } from 'nodemailer';
import { TEMPLATE_KIND } from './templates/types';
import type { TemplateName } from './templates/types';
import { isTemplateName, renderMail, type RenderedMail } from './templates';
import { mailConfig, type MailConfig } from './config';
import { createUnsubscribeToken } from './unsubscribe-token';
import { EXTENSION_MAIL, OUTBOX, type OutboxStatus, type SkipReason } from './fields';
import { DUE_STATUSES, dueMailQueryShape } from './due-query';
import {
  USERS,
  storedEmailPreferences,
  storedEmailUpdates,
  storedTimeZone,
} from '../users/repository';
import type { EmailKind } from '../contract/email';
import { runTransaction } from '../lib/transaction';

/**
 * conversations/fields.ts's collection, named here: conversations/ queues
 * message e-mails through this folder, so importing it back would make a cycle.
 */
const CONVERSATIONS = 'conversations';

/** Minutes to wait after the 1st, 2nd, 3rd, 4th failed try (then the last one's wait repeats). */
export const BACKOFF_MINUTES = [1, 5, 30, 120];
/**
 * How long a claim holds the document. Longer than a run can take (the
 * functions' timeout, 120 s, bounds it; the SMTP timeouts below end a stuck
 * connection sooner), so a live run never loses its claim.
 */
export const LEASE_SECONDS = 180;
/** Documents the scheduled job sends per query page, and at most per run. */
export const DUE_BATCH_SIZE = 50;
export const DUE_MAX_PER_RUN = 500;

export type MailDeps = {
  db: Firestore;
  auth: Auth;
  /** Default: mailConfig() from the environment, read at call time. */
  config?: MailConfig;
  /** Default: the real clock. */
  now?: () => Date;
  /** Default: an SMTP transport made from `config.smtp`, closed after use. */
  transport?: Transporter;
};

export type DeliveryOutcome =
  /** This run sent it (or handed it to the extension). */
  | 'sent'
  | 'sent-to-extension'
  /** This run tried and will try again later / gave up. */
  | 'retry'
  | 'failed'
  /** This run decided nothing must be sent. */
  | 'skipped'
  /** Nothing done: not due yet, claimed by another run, already finished, or no such document. */
  | 'not-due'
  | 'busy'
  | 'finished'
  | 'missing';

type OutboxData = {
  toUids?: unknown;
  template?: { name?: unknown; data?: unknown };
  kind?: EmailKind;
  status?: OutboxStatus;
  attempts?: number;
  sendAfter?: Timestamp;
};

type Claim =
  | { claimed: true; data: OutboxData; attempts: number }
  | { claimed: false; outcome: DeliveryOutcome };

const minutes = (n: number) => n * 60 * 1000;

/** A stable Message-ID for a key: a re-sent copy carries the same one. */
export function messageIdFor(key: string, config: Pick<MailConfig, 'appUrl'>): string {
  const local = /^[A-Za-z0-9_.-]{1,200}$/.test(key)
    ? key
    : createHash('sha256').update(key).digest('hex');
  return `<${local}@${new URL(config.appUrl).hostname}>`;
}

/** Whether a failed send may work later: an SMTP 4xx, or the connection (not the message) failed. */
export function isTemporaryFailure(error: unknown): boolean {
  const err = error as { responseCode?: unknown; code?: unknown } | null;
  if (typeof err?.responseCode === 'number') {
    return err.responseCode >= 400 && err.responseCode < 500;
  }
  const code = typeof err?.code === 'string' ? err.code : '';
  // nodemailer's and Node's codes for a connection that failed or dropped.
  const transient = new Set([
    'ECONNECTION',
    'ETIMEDOUT',
    'ESOCKET',
    'EDNS',
    'ECONNREFUSED',
    'ECONNRESET',
    'EPIPE',
    'EAI_AGAIN',
    'ENOTFOUND',
  ]);
  if (transient.has(code)) return true;
  // Errors that aren't SMTP's (Firestore unavailable, a configuration being
  // fixed) are retried too: the attempts bound them.
  return !code;
}

/** The error as stored: a short text, never a stack or an address other than the recipient's. */
function describe(error: unknown): string {
  const err = error as { responseCode?: unknown; code?: unknown; message?: unknown } | null;
  const parts = [
    typeof err?.responseCode === 'number' ? String(err.responseCode) : '',
    typeof err?.code === 'string' ? err.code : '',
    typeof err?.message === 'string' ? err.message : String(error),
  ].filter(Boolean);
  return parts.join(' ').slice(0, 500);
}

async function claim(
  deps: Required<Pick<MailDeps, 'db'>>,
  key: string,
  now: Date,
  maxAttempts: number,
): Promise<Claim> {
  const ref = deps.db.collection(OUTBOX).doc(key);
  return runTransaction(
    async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return { claimed: false, outcome: 'missing' };
      const data = snap.data() as OutboxData;
      if (!(DUE_STATUSES as readonly unknown[]).includes(data.status)) {
        return { claimed: false, outcome: data.status === 'sending' ? 'busy' : 'finished' };
      }
      const due = data.sendAfter instanceof Timestamp ? data.sendAfter.toMillis() : 0;
      if (due > now.getTime()) {
        return { claimed: false, outcome: data.status === 'sending' ? 'busy' : 'not-due' };
      }
      const attempts = (typeof data.attempts === 'number' ? data.attempts : 0) + 1;
      const at = Timestamp.fromDate(now);
      if (data.status === 'sending' && attempts > maxAttempts) {
        // Every try so far was interrupted: stop rather than loop.
        tx.update(ref, {
          status: 'failed' satisfies OutboxStatus,
          error: `Interrupted ${attempts - 1} times before an outcome was recorded`,
          updatedAt: at,
        });
        return { claimed: false, outcome: 'failed' };
      }
      tx.update(ref, {
        status: 'sending' satisfies OutboxStatus,
        attempts,
        sendAfter: Timestamp.fromMillis(now.getTime() + LEASE_SECONDS * 1000),
        updatedAt: at,
      });
      return { claimed: true, data, attempts };
    },
    { store: deps.db },
  );
}

type Recipient =
  { ok: true; user: UserRecord; address: string } | { ok: false; reason: SkipReason };

async function recipientOf(auth: Auth, uid: string): Promise<Recipient> {
  let user: UserRecord;
  try {
    user = await auth.getUser(uid);
  } catch (err) {
    if ((err as { code?: string }).code === 'auth/user-not-found')
      return { ok: false, reason: 'deleted' };
    throw err;
  }
  if (user.disabled) return { ok: false, reason: 'deleted' };
  if (!user.email || !user.emailVerified) return { ok: false, reason: 'unverified' };
  return { ok: true, user, address: user.email };
}

type Prepared =
  | { send: true; to: string; rendered: RenderedMail; headers: Record<string, string> }
  | { send: false; reason: SkipReason };

/** Who gets it, whether they still want it, and what it says. */
async function prepare(
  deps: MailDeps,
  config: MailConfig,
  key: string,
  data: OutboxData,
  now: Date,
): Promise<Prepared> {
  const name = data.template?.name;
  const uid = Array.isArray(data.toUids) ? data.toUids[0] : undefined;
  if (!isTemplateName(name) || typeof uid !== 'string' || !uid) {
    return { send: false, reason: 'unknown-template' };
  }
  const kind = TEMPLATE_KIND[name];
  const templateData = (data.template?.data ?? {}) as Record<string, unknown>;

  const recipient = await recipientOf(deps.auth, uid);
  if (!recipient.ok) return { send: false, reason: recipient.reason };

  const profile = await deps.db.collection(USERS).doc(uid).get();
  if (!profile.exists) return { send: false, reason: 'deleted' };
  // Days and times in the member's zone, counted from the moment it is sent.
  const clock = { now, timeZone: storedTimeZone(profile.data()) };
  if (kind === 'account') {
    // About what was done to their account: no setting holds it back, no link unsubscribes.
    return {
      send: true,
      to: recipient.address,
      rendered: renderMail(name as TemplateName, templateData as never, {
        appUrl: config.appUrl,
        ...clock,
      }),
      headers: {},
    };
  }
  if (!storedEmailUpdates(profile.data())) return { send: false, reason: 'email-updates-off' };
  const prefs = storedEmailPreferences(profile.data());
  const wanted = kind === 'alerts' ? prefs.alerts !== 'off' : prefs[kind];
  if (!wanted) return { send: false, reason: 'unsubscribed' };

  if (name === 'new-message') {
    // Read in the app since it was queued (or the conversation is gone): no e-mail.
    const conversationId = templateData.conversationId;
    const conversation =
      typeof conversationId === 'string' && conversationId && !conversationId.includes('/')
        ? await deps.db.collection(CONVERSATIONS).doc(conversationId).get()
        : undefined;
    const unreadBy = conversation?.get('unreadBy') as unknown;
    if (!Array.isArray(unreadBy) || !unreadBy.includes(uid)) return { send: false, reason: 'read' };
  }

  const token = createUnsubscribeToken(
    { uid, kind, alerts: kind === 'alerts' ? prefs.alerts : undefined },
    config.tokenSecret,
    now,
  );
  const query = `token=${encodeURIComponent(token)}`;
  const rendered = renderMail(name as TemplateName, templateData as never, {
    appUrl: config.appUrl,
    unsubscribeUrl: `${config.appUrl}/unsubscribe?${query}`,
    ...clock,
  });
  return {
    send: true,
    to: recipient.address,
    rendered,
    headers: {
      // RFC 8058: mail clients show "Unsubscribe" and POST this URL themselves.
      'List-Unsubscribe': `<${config.apiUrl}/mail/unsubscribe?${query}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export function smtpTransport(config: MailConfig): Transporter {
  return createTransport({
    host: config.smtp.host,
    port: config.smtp.port,
    secure: config.smtp.secure,
    ...(config.smtp.auth ? { auth: config.smtp.auth } : {}),
    // Short enough that a dead server ends a run long before its lease.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
}

/**
 * Writes a run's outcome. A document deleted meanwhile (its member deleted
 * the account, mail/erase.ts) stays deleted: nothing is left to record.
 */
async function record(ref: DocumentReference, fields: Record<string, unknown>): Promise<void> {
  try {
    await ref.update(fields);
  } catch (err) {
    // gRPC NOT_FOUND: `update` never creates a document.
    if ((err as { code?: unknown }).code !== 5) throw err;
  }
}

/**
 * Delivers the outbox document `key` if it is due and nobody else holds it.
 * Safe to call any number of times, concurrently too: only one call sends.
 */
export async function deliverMail(key: string, deps: MailDeps): Promise<DeliveryOutcome> {
  const config = deps.config ?? mailConfig();
  const now = (deps.now ?? (() => new Date()))();
  const ref = deps.db.collection(OUTBOX).doc(key);
  const claimed = await claim(deps, key, now, config.maxAttempts);
  if (!claimed.claimed) return claimed.outcome;
  const { data, attempts } = claimed;
  const at = Timestamp.fromDate(now);

  let stage: 'prepare' | 'send' = 'prepare';
  let ownTransport: Transporter | undefined;
  try {
    const prepared = await prepare(deps, config, key, data, now);
    if (!prepared.send) {
      await record(ref, {
        status: 'skipped' satisfies OutboxStatus,
        skipReason: prepared.reason,
        updatedAt: at,
      });
      return 'skipped';
    }
    const message = {
      subject: prepared.rendered.subject,
      text: prepared.rendered.text,
      html: prepared.rendered.html,
      headers: prepared.headers,
    };
    const messageId = messageIdFor(key, config);

    if (config.sender === 'extension') {
      // The Trigger Email extension sends `mail/{key}` (same id: one document
      // per e-mail). Written once: the extension keeps its delivery state in
      // that document, and a rewrite would make it send again.
      const mailRef = deps.db.collection(EXTENSION_MAIL).doc(key);
      await runTransaction(
        async (tx) => {
          const existing = await tx.get(mailRef);
          if (!existing.exists)
            tx.create(mailRef, { to: prepared.to, message: { ...message, messageId } });
          tx.update(ref, {
            status: 'sent-to-extension' satisfies OutboxStatus,
            to: prepared.to,
            message,
            sentAt: at,
            updatedAt: at,
          });
        },
        { store: deps.db },
      );
      return 'sent-to-extension';
    }

    stage = 'send';
    const transport = deps.transport ?? (ownTransport = smtpTransport(config));
    const info = await transport.sendMail({
      from: config.from,
      to: prepared.to,
      messageId,
      ...message,
    });
    const only = (list: unknown) =>
      (Array.isArray(list) ? list : [])
        .map((entry) =>
          typeof entry === 'string' ? entry : (entry as { address?: string }).address,
        )
        .filter((address) => address === prepared.to);
    await record(ref, {
      status: 'sent' satisfies OutboxStatus,
      to: prepared.to,
      message,
      sentAt: Timestamp.fromDate((deps.now ?? (() => new Date()))()),
      info: {
        accepted: only(info.accepted),
        rejected: only(info.rejected),
        response: typeof info.response === 'string' ? info.response.slice(0, 200) : '',
        messageId: info.messageId ?? messageId,
      },
      updatedAt: at,
    });
    return 'sent';
  } catch (err) {
    const temporary = stage === 'prepare' || isTemporaryFailure(err);
    const last = attempts >= config.maxAttempts;
    const wait = BACKOFF_MINUTES[Math.min(attempts, BACKOFF_MINUTES.length) - 1]!;
    const outcome: 'retry' | 'failed' = temporary && !last ? 'retry' : 'failed';
    await record(ref, {
      status: outcome satisfies OutboxStatus,
      error: describe(err),
      ...(outcome === 'retry'
        ? { sendAfter: Timestamp.fromMillis(now.getTime() + minutes(wait)) }
        : {}),
      updatedAt: at,
    });
    if (outcome === 'failed')
      console.error(`Mail ${key} failed after ${attempts} tries: ${describe(err)}`);
    return outcome;
  } finally {
    ownTransport?.close();
  }
}

export type DueRun = { examined: number } & Partial<Record<DeliveryOutcome, number>>;

/**
 * Sends every outbox document due at `now` (pending, retry, or a lease that
 * ran out), the longest-waiting first, in pages of DUE_BATCH_SIZE (each read
 * as one more, to know whether another page follows), at most
 * DUE_MAX_PER_RUN per run: the next run takes the rest.
 */
export async function deliverDueMail(
  now: Date,
  deps: MailDeps & { batchSize?: number; maxPerRun?: number },
): Promise<DueRun> {
  const config = deps.config ?? mailConfig();
  const batchSize = deps.batchSize ?? DUE_BATCH_SIZE;
  const maxPerRun = deps.maxPerRun ?? DUE_MAX_PER_RUN;
  const shape = dueMailQueryShape(batchSize);
  const at = Timestamp.fromDate(now);
  const transport =
    deps.transport ?? (config.sender === 'smtp' ? smtpTransport(config) : undefined);
  const run: DueRun = { examined: 0 };
  // Each document's claim and lease count from the real time that has passed
  // since `now`, so a long run never holds a lease that already ran out.
  const started = Date.now();
  const clock = deps.now ?? (() => new Date(now.getTime() + Date.now() - started));
  try {
    let after: { sendAfter: Timestamp; id: string } | undefined;
    for (;;) {
      let query = deps.db.collection(shape.collection).select('sendAfter');
      for (const { field, values } of shape.membership ?? [])
        query = query.where(field, 'in', values);
      query = query
        .where('sendAfter', '<=', at)
        .orderBy('sendAfter', 'asc')
        .orderBy(FieldPath.documentId(), 'asc');
      if (after) query = query.startAfter(after.sendAfter, after.id);
      const { docs } = await query.limit(shape.limit).get();
      const page = docs.slice(0, batchSize);
      for (const doc of page) {
        if (run.examined >= maxPerRun) return run;
        run.examined++;
        const outcome = await deliverMail(doc.id, {
          ...deps,
          config,
          transport,
          now: clock,
        });
        run[outcome] = (run[outcome] ?? 0) + 1;
      }
      if (docs.length <= batchSize) return run;
      const last = page[page.length - 1]!;
      after = { sendAfter: last.get('sendAfter') as Timestamp, id: last.id };
    }
  } finally {
    if (!deps.transport) transport?.close();
  }
}
