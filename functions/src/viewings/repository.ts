// Firestore access for viewings. viewings/{id} is one proposal and, once
// accepted, the booking (fields below); only this API writes it, its two
// participants read it (firestore.rules). Every change is one transaction
// that checks the caller's part, the conversation (blocks, closure) and the
// listing, writes the viewing, adds the thread's line ("Proposed a viewing",
// a message of kind 'viewing' with its unread marker and e-mail) and counts
// the rate limit: a refused request writes nothing, and two answers racing
// for one proposal can't both win (each reads the viewing in its transaction).
//
// viewings/{id}: { conversationId, postId, postTitle, area, ownerId, seekerId,
//   participants: [ownerId, seekerId], proposedBy, slots: [{ start, end,
//   minutes }], timeZone, mode, videoLink, note, status, confirmedSlot,
//   start, end (the span: all slots while proposed, the chosen one once
//   confirmed; slots.ts spanOf), pastAt (query.ts), cancelReason, cancelledBy,
//   replacedBy, outcomes: { [uid]: 'met' | 'no-show' }, reminded, heldCounted
//   (it counted toward the poster's badge: held.ts),
//   createdAt, updatedAt }
// The conversation keeps `openViewing` (the id of its proposal waiting for an
// answer), so "one open proposal per conversation" is a read, not a query,
// and `confirmedViewing` (the id of its confirmed viewing that hasn't ended):
// accepting a new time in the thread moves the booking, cancelling the
// earlier one, so a pair never holds two upcoming viewings of one room.
import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import {
  VIEWING_ALREADY_ANSWERED,
  VIEWING_LISTING_INACTIVE,
  VIEWING_MESSAGES,
  VIEWING_NEEDS_LISTING,
  VIEWING_NOT_CONFIRMED,
  VIEWING_NOT_FOUND,
  VIEWING_NOT_OVER,
  VIEWING_NOT_YOURS_TO_ANSWER,
  VIEWING_OPEN_PROPOSAL,
  VIEWING_OUTCOME_GIVEN,
  VIEWING_OVER,
  VIEWING_SLOT_GONE,
  toViewing as mapViewing,
  viewingMovedReason,
  type Viewing,
  type ViewingOutcome,
  type ViewingProposalInput,
} from '../contract/viewings';
import { toConversation } from '../contract/messages';
import { db } from '../lib/firebase';
import { HttpError, badRequest, notFound } from '../lib/http-error';
import { readOrderedPage } from '../lib/paging';
import type { Position } from '../lib/query-shape';
import { rateLimiter } from '../lib/rate-limit';
import type { Caller } from '../middleware/auth';
import { assertNoBlockBetween } from '../conversations/blocks';
import { CONVERSATIONS } from '../conversations/fields';
import {
  addMessage,
  assertOpen,
  assertThreadNotBlocked,
  existing,
  participantSnapshot,
  prepareMail,
} from '../conversations/repository';
import { LISTINGS } from '../listings/paths';
import { effectiveStatus } from '../listings/lifecycle';
import { POSTER_STATS } from '../listings/poster';
import { heldParties, heldViewingRefusal, heldWithRef, proposedAtOf } from './held';
import { CANCEL_REASON_REQUIRED } from './schema';
import { slotInstants, slotLabel, spanOf, type SlotInstant } from './slots';
import { THREAD_LIMIT, VIEWINGS, pastQueryShape, upcomingQueryShape } from './query';
import { runTransaction } from '../lib/transaction';

export { VIEWINGS } from './query';

const viewingRef = (id: string) => db().collection(VIEWINGS).doc(id);
const conversationRef = (id: string) => db().collection(CONVERSATIONS).doc(id);
const listingRef = (id: string) => db().collection(LISTINGS).doc(id);

const readTime = (value: unknown) => (value instanceof Timestamp ? value.toDate() : null);

/** The other side's name as the thread shows it (deleted members included). */
const otherNameIn = (conversation: DocumentData | undefined, uid: string) =>
  conversation ? toConversation('', conversation, uid, readTime).other.name : '';

const isActive = (post: DocumentSnapshot | undefined) =>
  Boolean(post?.exists) && effectiveStatus(post!.data()!) === 'active';

/** A stored viewing as `callerUid` sees it. */
export function toViewing(
  doc: { id: string; data: DocumentData },
  callerUid: string,
  context: { conversation: DocumentData | undefined; listingActive: boolean },
): Viewing {
  return mapViewing(doc.id, doc.data, callerUid, readTime, {
    otherName: otherNameIn(context.conversation, callerUid),
    listingActive: context.listingActive,
  });
}

/** The viewing if `caller` takes part in it; anyone else learns nothing (404). */
async function participantViewing(tx: Transaction, id: string, caller: Caller) {
  const snap = await tx.get(viewingRef(id));
  const participants = (snap.get('participants') ?? []) as string[];
  if (!snap.exists || !participants.includes(caller.uid)) throw notFound(VIEWING_NOT_FOUND);
  return snap;
}

const stamp = (date: Date) => Timestamp.fromDate(date);

/** The stored fields of a new proposal by `caller` in `conversation`. */
function newProposal(
  conversation: DocumentSnapshot,
  post: DocumentSnapshot,
  caller: Caller,
  input: ViewingProposalInput,
  slots: SlotInstant[],
  now: Timestamp,
) {
  const span = spanOf(slots, null);
  return {
    conversationId: conversation.id,
    postId: conversation.get('postId') as string,
    postTitle:
      (post.get('title') as string | undefined) ?? (conversation.get('postTitle') as string),
    // The listing's area as the listing shows it: never an exact address or contact details.
    area: typeof post.get('location') === 'string' ? (post.get('location') as string) : '',
    ownerId: conversation.get('ownerId') as string,
    seekerId: conversation.get('seekerId') as string,
    participants: [conversation.get('ownerId'), conversation.get('seekerId')] as string[],
    proposedBy: caller.uid,
    slots: slots.map((s) => ({ start: stamp(s.start), end: stamp(s.end), minutes: s.minutes })),
    timeZone: input.timeZone,
    mode: input.mode,
    videoLink: input.mode === 'video' ? (input.videoLink ?? '') : '',
    note: input.note ?? '',
    status: 'proposed',
    confirmedSlot: null,
    start: stamp(span.start),
    end: stamp(span.end),
    pastAt: stamp(span.end),
    cancelReason: '',
    cancelledBy: null,
    replacedBy: null,
    outcomes: {},
    reminded: false,
    heldCounted: false,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Everything a proposal needs of the conversation, read in `tx` (before any
 * write), then checked: a listing conversation, not blocked, not closed, its
 * listing active, no proposal of it still waiting for an answer.
 * `replacing`: the proposal a decline with new times answers (it is no
 * longer open once this one replaces it).
 */
async function readForProposal(
  tx: Transaction,
  conversation: DocumentSnapshot,
  now: number,
  replacing?: string,
) {
  const postId = conversation.get('postId') as unknown;
  if (typeof postId !== 'string' || !postId) throw new HttpError(409, VIEWING_NEEDS_LISTING);
  const openId = conversation.get('openViewing') as unknown;
  const [post, open] = await tx.getAll(
    listingRef(postId),
    viewingRef(typeof openId === 'string' && openId ? openId : '_none'),
  );
  const [a, b] = conversation.get('participants') as string[];
  await assertNoBlockBetween(tx, a!, b!);
  return {
    post: post!,
    check() {
      assertThreadNotBlocked(conversation);
      assertOpen(conversation);
      if (!isActive(post)) throw new HttpError(409, VIEWING_LISTING_INACTIVE);
      const stillOpen =
        open!.exists &&
        open!.id !== replacing &&
        open!.get('status') === 'proposed' &&
        (open!.get('end') as Timestamp).toMillis() > now;
      if (stillOpen) throw new HttpError(409, VIEWING_OPEN_PROPOSAL);
    },
  };
}

/** POST /conversations/:id/viewings: a proposal of 1–3 times by either side. */
export async function proposeViewing(
  caller: Caller,
  conversationId: string,
  input: ViewingProposalInput,
  now = Date.now(),
): Promise<Viewing> {
  const slots = slotInstants(input.slots, input.timeZone, now);
  return runTransaction(async (tx) => {
    const conversation = await participantSnapshot(tx, conversationId, caller);
    const { post, check } = await readForProposal(tx, conversation, now);
    const limiter = await rateLimiter(tx, caller, now);
    check();
    const text = VIEWING_MESSAGES.proposed;
    const mail = await prepareMail(
      tx,
      conversationId,
      conversation.data()!,
      caller.uid,
      text,
      'viewing',
    );
    limiter.take('viewings');
    const ref = db().collection(VIEWINGS).doc();
    const data = newProposal(conversation, post, caller, input, slots, Timestamp.fromMillis(now));
    tx.create(ref, data);
    tx.update(conversation.ref, { openViewing: ref.id });
    addMessage(tx, existing(conversation), caller.uid, text, 'viewing', mail);
    return toViewing({ id: ref.id, data }, caller.uid, {
      conversation: conversation.data(),
      listingActive: true,
    });
  });
}

/** Reads what an answer to a viewing needs: the viewing (participants only) and its conversation and listing. */
async function readViewing(tx: Transaction, id: string, caller: Caller) {
  const viewing = await participantViewing(tx, id, caller);
  const [conversation, post] = await tx.getAll(
    conversationRef(viewing.get('conversationId') as string),
    listingRef(viewing.get('postId') as string),
  );
  return { viewing, conversation: conversation!, post: post! };
}

/**
 * Adds the thread's line for a change by `caller` when the thread can take
 * one (not blocked, not closed, still there): a cancellation goes through
 * whatever the thread's state. Its reads come first, so call it before any
 * write; the returned function writes.
 */
async function threadLine(
  tx: Transaction,
  conversation: DocumentSnapshot,
  caller: Caller,
  text: string,
) {
  const blocked = ((conversation.get('blockedBy') ?? []) as string[]).length > 0;
  if (!conversation.exists || blocked || conversation.get('closed')) return () => {};
  const mail = await prepareMail(
    tx,
    conversation.id,
    conversation.data()!,
    caller.uid,
    text,
    'viewing',
  );
  return () => addMessage(tx, existing(conversation), caller.uid, text, 'viewing', mail);
}

/**
 * Once `id` is answered, called off or over, the conversation's pointers to
 * it go: its waiting proposal (`openViewing`) or its booking (`confirmedViewing`).
 */
function clearFromConversation(tx: Transaction, conversation: DocumentSnapshot, id: string) {
  if (!conversation.exists) return;
  const changes = Object.fromEntries(
    (['openViewing', 'confirmedViewing'] as const)
      .filter((field) => conversation.get(field) === id)
      .map((field) => [field, FieldValue.delete()]),
  );
  if (Object.keys(changes).length) tx.update(conversation.ref, changes);
}

/**
 * The conversation's booking that accepting `id` moves: another viewing
 * still confirmed and not yet ended (one that has ended stays, waiting for
 * how it went). Read in the transaction, before any write.
 */
async function readMovedViewing(
  tx: Transaction,
  conversation: DocumentSnapshot,
  id: string,
  now: number,
) {
  const bookedId = conversation.exists ? (conversation.get('confirmedViewing') as unknown) : null;
  if (typeof bookedId !== 'string' || !bookedId || bookedId === id) return null;
  const booked = await tx.get(viewingRef(bookedId));
  const live =
    booked.exists &&
    booked.get('status') === 'confirmed' &&
    (booked.get('end') as Timestamp).toMillis() > now;
  return live ? booked : null;
}

function assertAnswerable(viewing: DocumentSnapshot, caller: Caller) {
  if (viewing.get('status') !== 'proposed') throw new HttpError(409, VIEWING_ALREADY_ANSWERED);
  if (viewing.get('proposedBy') === caller.uid) {
    throw new HttpError(403, VIEWING_NOT_YOURS_TO_ANSWER);
  }
}

/** POST /viewings/:id/accept: the other side books one of the proposed times. */
export async function acceptViewing(
  caller: Caller,
  id: string,
  slot: number,
  now = Date.now(),
): Promise<Viewing> {
  return runTransaction(async (tx) => {
    const { viewing, conversation, post } = await readViewing(tx, id, caller);
    const [a, b] = viewing.get('participants') as string[];
    await assertNoBlockBetween(tx, a!, b!);
    const moved = await readMovedViewing(tx, conversation, id, now);
    const limiter = await rateLimiter(tx, caller, now);
    assertAnswerable(viewing, caller);
    if (conversation.exists) {
      assertThreadNotBlocked(conversation);
      assertOpen(conversation);
    }
    if (!isActive(post)) throw new HttpError(409, VIEWING_LISTING_INACTIVE);
    const slots = viewing.get('slots') as { start: Timestamp; end: Timestamp; minutes: number }[];
    const chosen = slots[slot];
    if (!chosen) throw badRequest('There is no such time in this proposal');
    if (chosen.start.toMillis() <= now) throw new HttpError(409, VIEWING_SLOT_GONE);
    const label = slotLabel(chosen.start.toDate(), viewing.get('timeZone') as string);
    const write = await threadLine(tx, conversation, caller, VIEWING_MESSAGES.accepted(label));
    limiter.take('viewings');
    const stamped = Timestamp.fromMillis(now);
    const changes = {
      status: 'confirmed',
      confirmedSlot: slot,
      start: chosen.start,
      end: chosen.end,
      pastAt: chosen.end,
      updatedAt: stamped,
    };
    tx.update(viewing.ref, changes);
    if (moved) {
      tx.update(moved.ref, {
        status: 'cancelled',
        cancelReason: viewingMovedReason(label),
        cancelledBy: caller.uid,
        pastAt: stamped,
        updatedAt: stamped,
      });
    }
    if (conversation.exists) {
      tx.update(conversation.ref, {
        confirmedViewing: id,
        ...(conversation.get('openViewing') === id ? { openViewing: FieldValue.delete() } : {}),
      });
    }
    write();
    return toViewing({ id, data: { ...viewing.data(), ...changes } }, caller.uid, {
      conversation: conversation.data(),
      listingActive: true,
    });
  });
}

/**
 * POST /viewings/:id/decline: the other side says no, maybe with new times
 * (a new proposal by the decliner, which `replacedBy` names).
 */
export async function declineViewing(
  caller: Caller,
  id: string,
  input: { reason?: string; proposal?: ViewingProposalInput },
  now = Date.now(),
): Promise<{ declined: Viewing; proposal: Viewing | null }> {
  const slots = input.proposal
    ? slotInstants(input.proposal.slots, input.proposal.timeZone, now)
    : null;
  return runTransaction(async (tx) => {
    const { viewing, conversation, post } = await readViewing(tx, id, caller);
    const proposal =
      input.proposal && conversation.exists
        ? await readForProposal(tx, conversation, now, id)
        : null;
    if (input.proposal && !conversation.exists) throw notFound(VIEWING_NOT_FOUND);
    // Every decline counts once, with new times or without: its thread line reaches the other side.
    const limiter = await rateLimiter(tx, caller, now);
    assertAnswerable(viewing, caller);
    proposal?.check();
    const text = input.proposal ? VIEWING_MESSAGES.declinedWithNewTimes : VIEWING_MESSAGES.declined;
    const write = await threadLine(tx, conversation, caller, text);
    limiter.take('viewings');
    const stamped = Timestamp.fromMillis(now);
    const end = viewing.get('end') as Timestamp;
    const newRef = input.proposal ? db().collection(VIEWINGS).doc() : null;
    const changes = {
      status: 'declined',
      cancelReason: input.reason ?? '',
      replacedBy: newRef?.id ?? null,
      pastAt: end.toMillis() < now ? end : stamped,
      updatedAt: stamped,
    };
    tx.update(viewing.ref, changes);
    let created: Viewing | null = null;
    if (newRef && input.proposal && slots) {
      const data = newProposal(conversation, post, caller, input.proposal, slots, stamped);
      tx.create(newRef, data);
      tx.update(conversation.ref, { openViewing: newRef.id });
      created = toViewing({ id: newRef.id, data }, caller.uid, {
        conversation: conversation.data(),
        listingActive: true,
      });
    } else {
      clearFromConversation(tx, conversation, id);
    }
    write();
    return {
      declined: toViewing({ id, data: { ...viewing.data(), ...changes } }, caller.uid, {
        conversation: conversation.data(),
        listingActive: isActive(post),
      }),
      proposal: created,
    };
  });
}

/**
 * POST /viewings/:id/cancel: the proposer withdraws a proposal, or either
 * side calls off a confirmed viewing before it ends (with a reason).
 */
export async function cancelViewing(
  caller: Caller,
  id: string,
  reason: string | undefined,
  now = Date.now(),
): Promise<Viewing> {
  return runTransaction(async (tx) => {
    const { viewing, conversation, post } = await readViewing(tx, id, caller);
    const limiter = await rateLimiter(tx, caller, now);
    const status = viewing.get('status') as string;
    const end = viewing.get('end') as Timestamp;
    if (status === 'proposed') {
      if (viewing.get('proposedBy') !== caller.uid) {
        throw new HttpError(
          409,
          'Only the person who proposed it can withdraw it: decline it instead',
        );
      }
    } else if (status === 'confirmed') {
      if (end.toMillis() <= now) throw new HttpError(409, VIEWING_OVER);
      if (!reason) throw badRequest(CANCEL_REASON_REQUIRED);
    } else {
      throw new HttpError(409, VIEWING_ALREADY_ANSWERED);
    }
    const write = await threadLine(
      tx,
      conversation,
      caller,
      VIEWING_MESSAGES.cancelled(reason ?? ''),
    );
    limiter.take('viewings');
    const stamped = Timestamp.fromMillis(now);
    const changes = {
      status: 'cancelled',
      cancelReason: reason ?? '',
      cancelledBy: caller.uid,
      pastAt: end.toMillis() < now ? end : stamped,
      updatedAt: stamped,
    };
    tx.update(viewing.ref, changes);
    clearFromConversation(tx, conversation, id);
    write();
    return toViewing({ id, data: { ...viewing.data(), ...changes } }, caller.uid, {
      conversation: conversation.data(),
      listingActive: isActive(post),
    });
  });
}

/**
 * POST /viewings/:id/outcome: after a confirmed viewing's end, each side says
 * how it went, once. Both answered: done. Both "We met": the poster's
 * viewings held count one more when it qualifies (held.ts: distinct,
 * established, verified members, once per pair), exactly once
 * (`heldCounted` and the pair's marker, in the same transaction). A recorded
 * answer counts once against the viewings limit (the other side and the
 * poster's "Viewings held" see it); a refused one or the same answer again
 * doesn't.
 */
export async function recordOutcome(
  caller: Caller,
  id: string,
  outcome: ViewingOutcome,
  now = Date.now(),
): Promise<Viewing> {
  return runTransaction(async (tx) => {
    const { viewing, conversation, post } = await readViewing(tx, id, caller);
    const limiter = await rateLimiter(tx, caller, now);
    const status = viewing.get('status') as string;
    const outcomes = { ...((viewing.get('outcomes') ?? {}) as Record<string, ViewingOutcome>) };
    const context = { conversation: conversation.data(), listingActive: isActive(post) };
    if (status !== 'confirmed' && status !== 'done')
      throw new HttpError(409, VIEWING_NOT_CONFIRMED);
    if ((viewing.get('end') as Timestamp).toMillis() > now)
      throw new HttpError(409, VIEWING_NOT_OVER);
    if (outcomes[caller.uid]) {
      // Saying the same again changes nothing; changing one's answer isn't possible.
      if (outcomes[caller.uid] === outcome)
        return toViewing({ id, data: viewing.data()! }, caller.uid, context);
      throw new HttpError(409, VIEWING_OUTCOME_GIVEN);
    }
    outcomes[caller.uid] = outcome;
    const participants = viewing.get('participants') as string[];
    const both = participants.every((uid) => outcomes[uid]);
    const held = both && participants.every((uid) => outcomes[uid] === 'met');
    const ownerId = viewing.get('ownerId') as string;
    // Whether it counts (held.ts): the Auth accounts, then the pair's marker,
    // read before any write of this transaction.
    let pair: DocumentReference | undefined;
    if (held && viewing.get('heldCounted') !== true) {
      const [owner, seeker] = await heldParties(ownerId, viewing.get('seekerId') as string);
      if (!heldViewingRefusal(owner, seeker, proposedAtOf(viewing.get('createdAt')))) {
        const marker = await tx.get(heldWithRef(ownerId, seeker!));
        if (!marker.exists) pair = marker.ref;
      }
    }
    limiter.take('viewings');
    const changes = {
      outcomes,
      ...(both ? { status: 'done' } : {}),
      ...(pair ? { heldCounted: true } : {}),
      updatedAt: Timestamp.fromMillis(now),
    };
    tx.update(viewing.ref, changes);
    clearFromConversation(tx, conversation, id);
    if (pair) {
      tx.create(pair, {
        viewingId: id,
        postId: viewing.get('postId'),
        createdAt: changes.updatedAt,
      });
      tx.set(
        db().collection(POSTER_STATS).doc(ownerId),
        { viewingsHeld: FieldValue.increment(1) },
        { merge: true },
      );
    }
    return toViewing({ id, data: { ...viewing.data(), ...changes } }, caller.uid, context);
  });
}

/** The viewing as the caller sees it (GET /viewings/:id/calendar.ics reads it). */
export async function getViewing(caller: Caller, id: string): Promise<Viewing> {
  const snap = await viewingRef(id).get();
  if (!snap.exists || !((snap.get('participants') ?? []) as string[]).includes(caller.uid)) {
    throw notFound(VIEWING_NOT_FOUND);
  }
  const [conversation, post] = await db().getAll(
    conversationRef(snap.get('conversationId') as string),
    listingRef(snap.get('postId') as string),
  );
  return toViewing({ id, data: snap.data()! }, caller.uid, {
    conversation: conversation!.data(),
    listingActive: isActive(post),
  });
}

/** GET /conversations/:id/viewings: the thread's viewings, newest first (at most THREAD_LIMIT). */
export async function listConversationViewings(
  caller: Caller,
  conversationId: string,
): Promise<Viewing[]> {
  const conversation = await conversationRef(conversationId).get();
  if (
    !conversation.exists ||
    !((conversation.get('participants') ?? []) as string[]).includes(caller.uid)
  ) {
    throw notFound('Conversation not found');
  }
  const [{ docs }, post] = await Promise.all([
    db()
      .collection(VIEWINGS)
      .where('conversationId', '==', conversationId)
      .where('participants', 'array-contains', caller.uid)
      .orderBy('createdAt', 'desc')
      .limit(THREAD_LIMIT)
      .get(),
    listingRef(conversation.get('postId') as string).get(),
  ]);
  const listingActive = isActive(post);
  return docs.map((d) =>
    toViewing({ id: d.id, data: d.data() }, caller.uid, {
      conversation: conversation.data(),
      listingActive,
    }),
  );
}

const UPCOMING_ORDER = upcomingQueryShape('', 0).orderBy;
const PAST_ORDER = pastQueryShape('', 0).orderBy;
export const viewingsOrder = (when: 'upcoming' | 'past') =>
  when === 'upcoming' ? UPCOMING_ORDER : PAST_ORDER;

/**
 * GET /viewings?when=upcoming|past: one page of the caller's viewings
 * (limit + 1 reads), then their distinct conversations and listings in one
 * batch (the other side's name, whether the listing is still active).
 */
export async function listViewings(
  caller: Caller,
  when: 'upcoming' | 'past',
  limit: number,
  after?: Position,
  now = Date.now(),
): Promise<{ viewings: Viewing[]; nextCursor?: string }> {
  const nowStamp = Timestamp.fromMillis(now);
  let base = db().collection(VIEWINGS).where('participants', 'array-contains', caller.uid);
  base =
    when === 'upcoming'
      ? base.where('status', 'in', ['proposed', 'confirmed']).where('end', '>=', nowStamp)
      : base.where('pastAt', '<', nowStamp);
  const { page, nextCursor } = await readOrderedPage(base, viewingsOrder(when), limit, after);
  const conversationIds = [...new Set(page.map((d) => d.get('conversationId') as string))];
  const postIds = [...new Set(page.map((d) => d.get('postId') as string))];
  const snaps = page.length
    ? await db().getAll(...conversationIds.map(conversationRef), ...postIds.map(listingRef))
    : [];
  const conversations = new Map(conversationIds.map((cid, i) => [cid, snaps[i]?.data()]));
  const active = new Map(
    postIds.map((pid, i) => [pid, isActive(snaps[conversationIds.length + i])]),
  );
  return {
    viewings: page.map((d) =>
      toViewing({ id: d.id, data: d.data() }, caller.uid, {
        conversation: conversations.get(d.get('conversationId') as string),
        listingActive: active.get(d.get('postId') as string) ?? false,
      }),
    ),
    nextCursor,
  };
}
