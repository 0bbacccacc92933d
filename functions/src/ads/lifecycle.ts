// Every kind of ad's lifecycle: active for a while after it is posted or
// renewed, then expired; the owner can pause, resume and renew it, and a kind
// may add actions (a listing can be marked as let). Each kind declares its own
// table (listings/lifecycle.ts, wanted-ads/lifecycle.ts); the clock and the state
// machine are here. Pure (no Firebase imports): the seeder reuses them too.
import { LISTING_LIFETIME_DAYS } from '../contract/listing';
import { HttpError } from '../lib/http-error';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days a new or renewed ad stays active: env LISTING_LIFETIME_DAYS (read per call), else the contract's 30. */
export function lifetimeDays(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.LISTING_LIFETIME_DAYS);
  return Number.isInteger(value) && value > 0 ? value : LISTING_LIFETIME_DAYS;
}

/** When an ad posted or renewed at `now` (ms) expires, in ms. */
export const expiryFrom = (now: number, days = lifetimeDays()) => now + days * DAY_MS;

/** Milliseconds of a stored time (Firestore Timestamp, Date, ISO string or ms), or undefined. */
export function millisOf(value: unknown): number | undefined {
  if (value && typeof (value as { toMillis?: unknown }).toMillis === 'function') {
    return (value as { toMillis(): number }).toMillis();
  }
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string') {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? undefined : ms;
  }
  return undefined;
}

/** The statuses and actions every kind has; a kind may add its own. */
type CoreStatus = 'active' | 'paused' | 'expired' | 'under-review';
type CoreAction = 'renew' | 'pause' | 'resume';

/** What a kind of ad declares about its lifecycle. */
export type AdLifecycleKind<S extends string, A extends string> = {
  /** The noun its refusals say: "This listing is already paused". */
  noun: string;
  statuses: readonly (S | CoreStatus)[];
  /** What an unknown (or missing) stored status reads as. */
  unknownStatus: S | CoreStatus;
  /** What an active document without `expiresAt` is (older listings have none). */
  missingExpiry: 'never-expires' | 'expired';
  /** The owner's actions (`POST /<kind>/:id/<action>`). */
  actions: readonly (A | CoreAction)[];
  /** For each action, the (effective) statuses it may start from. */
  transitions: Record<A | CoreAction, readonly (S | CoreStatus)[]>;
  /** How a status reads after "already", where not as itself ("marked as let"). */
  already?: Partial<Record<S, string>>;
};

/** What a transition changes, as plain values. */
export type LifecycleChange<S extends string> = {
  status: S | CoreStatus;
  /** ms; only when the expiry moves (renew, or resuming after the time ran out). */
  expiresAt?: number;
  /** Renewing counts as an update ("Updated N days ago"). */
  renewed: boolean;
};

/**
 * What a transition writes in the owner's transaction (`now`: the server's
 * time; a Date is stored as a timestamp). A kind adds its own copies: an ad's
 * `search.expires`, a refreshed owner.
 */
export const statusWrite = (change: LifecycleChange<string>, now: unknown) => ({
  status: change.status,
  statusChangedAt: now,
  ...(change.expiresAt !== undefined && { expiresAt: new Date(change.expiresAt) }),
  // Renewing is an update: "Updated today" on cards and details.
  ...(change.renewed && { updatedAt: now }),
});

/** One kind's lifecycle, its statuses and the transition table, as functions of a stored document. */
export function adLifecycle<S extends string, A extends string>(kind: AdLifecycleKind<S, A>) {
  type Status = S | CoreStatus;
  type Action = A | CoreAction;
  // Renew and resume make it active, pause paused; an action of the kind's own
  // leads to the status of its name (let: let).
  const targets: Record<string, Status> = { renew: 'active', pause: 'paused', resume: 'active' };
  const target = (action: Action) => targets[action] ?? (action as string as Status);

  /** Whether the time of a document stored as `data` has run out at `now`. */
  const timeRanOut = (data: Record<string, unknown>, now: number) => {
    const expiresAt = millisOf(data.expiresAt);
    return expiresAt === undefined ? kind.missingExpiry === 'expired' : expiresAt <= now;
  };

  /** The stored status; anything unknown reads as the kind's `unknownStatus`. */
  const stored = (data: Record<string, unknown>): Status =>
    kind.statuses.includes(data.status as Status) ? (data.status as Status) : kind.unknownStatus;

  /**
   * What it is at `now`: an active ad whose `expiresAt` has passed is expired
   * from that moment, before the daily sweep (lifecycle/sweep.ts) writes it down.
   */
  const effective = (data: Record<string, unknown>, now = Date.now()): Status => {
    const status = stored(data);
    return status === 'active' && timeRanOut(data, now) ? 'expired' : status;
  };

  /** Why an action is refused from a status: a message the owner can act on. */
  const refusal = (action: Action, from: Status): string => {
    const { noun } = kind;
    if (from === 'under-review') return `This ${noun} is under review: its status can't be changed`;
    if (from === target(action) && action !== 'renew') {
      return `This ${noun} is already ${kind.already?.[from as S] ?? from}`;
    }
    if (from === 'expired') return `This ${noun} has expired: renew it first`;
    if (action === 'resume') return `Only a paused ${noun} can be resumed`;
    // Left: pausing a let listing.
    const article = /^[aeiou]/.test(noun) ? 'An' : 'A';
    return `${article} ${noun} that is ${from} can't be ${action === 'pause' ? 'paused' : 'changed this way'}`;
  };

  /**
   * The change `action` makes to a document stored as `data` at `now`, or a
   * 409 HttpError when the table doesn't allow it. Renewing runs the lifetime
   * from now; resuming keeps the time left, or renews when it ran out while
   * paused (pausing doesn't stop the clock, and the owner could renew anyway).
   */
  const transition = (
    action: Action,
    data: Record<string, unknown>,
    now = Date.now(),
    days = lifetimeDays(),
  ): LifecycleChange<S> => {
    const from = effective(data, now);
    if (!kind.transitions[action].includes(from)) throw new HttpError(409, refusal(action, from));
    if (action === 'renew' || (action === 'resume' && timeRanOut(data, now))) {
      return { status: 'active', expiresAt: expiryFrom(now, days), renewed: true };
    }
    return { status: target(action), renewed: false };
  };

  return { ...kind, stored, effective, transition };
}
