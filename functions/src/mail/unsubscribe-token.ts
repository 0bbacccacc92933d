// The unsubscribe link's token: who, which kind of e-mail, until when, signed.
// It works without signing in (RFC 8058: a mail client posts to it with no
// cookies), so the signature is the only thing that proves Roomly made it.
// Format: base64url(JSON payload) + '.' + base64url(HMAC-SHA256(payload part)).
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  ALERT_EMAIL_CHOICES,
  EMAIL_KINDS,
  UNDO_WINDOW_MINUTES,
  UNSUBSCRIBE_LINK_DAYS,
  type AlertEmailChoice,
  type EmailKind,
} from '../contract/email';
import { DOCUMENT_ID_PATTERN } from '../lib/query-shape';

const DAY_MS = 24 * 60 * 60 * 1000;

export type UnsubscribePayload = {
  uid: string;
  kind: EmailKind;
  /** For alerts: the choice to restore on "Undo" (instant or daily). */
  alerts?: Exclude<AlertEmailChoice, 'off'>;
  /** Expiry, in milliseconds since the epoch. */
  exp: number;
  /**
   * An undo token (createUndoToken): only POST /mail/resubscribe takes it, and
   * only POST /mail/unsubscribe's answer carries one. The e-mail's own link
   * never has it.
   */
  undo?: true;
};

export type TokenCheck =
  | { ok: true; payload: UnsubscribePayload }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'expired'; payload: UnsubscribePayload };

const sign = (body: string, secret: string) => createHmac('sha256', secret).update(body).digest();

/** A token for `kind`, working for UNSUBSCRIBE_LINK_DAYS from `now`. */
export function createUnsubscribeToken(
  input: { uid: string; kind: EmailKind; alerts?: AlertEmailChoice },
  secret: string,
  now: Date = new Date(),
): string {
  const payload: UnsubscribePayload = {
    uid: input.uid,
    kind: input.kind,
    ...(input.kind === 'alerts' && input.alerts && input.alerts !== 'off'
      ? { alerts: input.alerts }
      : {}),
    exp: now.getTime() + UNSUBSCRIBE_LINK_DAYS * DAY_MS,
  };
  return seal(payload, secret);
}

function seal(payload: UnsubscribePayload, secret: string): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(body, secret).toString('base64url')}`;
}

/**
 * The token "Undo" takes: what `link` names, working UNDO_WINDOW_MINUTES from
 * `now`. Made only when that link has just turned the kind off.
 */
export function createUndoToken(
  link: UnsubscribePayload,
  secret: string,
  now: Date = new Date(),
): string {
  const { uid, kind, alerts } = link;
  return seal(
    {
      uid,
      kind,
      ...(alerts ? { alerts } : {}),
      exp: now.getTime() + UNDO_WINDOW_MINUTES * 60 * 1000,
      undo: true,
    },
    secret,
  );
}

function isPayload(value: unknown): value is UnsubscribePayload {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const p = value as Record<string, unknown>;
  const known = new Set(['uid', 'kind', 'alerts', 'exp', 'undo']);
  return (
    Object.keys(p).every((key) => known.has(key)) &&
    // A document id, as every other id the API takes: `.`, `..` or `__x__`
    // can't name a Firestore document, and reached the path as a 500.
    typeof p.uid === 'string' &&
    DOCUMENT_ID_PATTERN.test(p.uid) &&
    (p.undo === undefined || p.undo === true) &&
    (EMAIL_KINDS as readonly unknown[]).includes(p.kind) &&
    (p.alerts === undefined ||
      (p.kind === 'alerts' &&
        p.alerts !== 'off' &&
        (ALERT_EMAIL_CHOICES as readonly unknown[]).includes(p.alerts))) &&
    typeof p.exp === 'number' &&
    Number.isFinite(p.exp)
  );
}

/**
 * Checks the signature first (in constant time), then the payload and the
 * expiry: an expired link says so only when Roomly made it.
 */
export function verifyUnsubscribeToken(
  token: unknown,
  secret: string,
  now: Date = new Date(),
): TokenCheck {
  const invalid = { ok: false, reason: 'invalid' } as const;
  if (typeof token !== 'string' || token.length > 1024) return invalid;
  const parts = token.split('.');
  if (parts.length !== 2) return invalid;
  const [body, signature] = parts;
  if (!/^[A-Za-z0-9_-]+$/.test(body) || !/^[A-Za-z0-9_-]+$/.test(signature)) return invalid;
  const given = Buffer.from(signature, 'base64url');
  const expected = sign(body, secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return invalid;
  }
  if (!isPayload(payload)) return invalid;
  if (payload.exp <= now.getTime()) return { ok: false, reason: 'expired', payload };
  return { ok: true, payload };
}
