// Firestore access for conversations. conversations/{postId_seekerUid} holds
// who takes part and the inbox summary; its messages/ subcollection the
// thread. Only this API writes them; the web app reads them in realtime as a
// participant (firestore.rules). Every write is one transaction that checks
// the caller's part in it, so a refused request writes nothing.
import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { readOrderedPage } from '../lib/paging';
import { forbidden, HttpError, notFound } from '../lib/http-error';
import { rateLimiter } from '../lib/rate-limit';
import type { Caller } from '../middleware/auth';
import { assertListingOpen } from '../listings/lifecycle';
import { LIKES, OWNER_DOC, LISTINGS, PRIVATE } from '../listings/paths';
import type { OrderBy, Position } from '../lib/query-shape';
import { USERS } from '../users/repository';
import { WANTED_AD_OWNERS, WANTED_ADS } from '../wanted-ads/fields';
import { effectiveAdStatus } from '../wanted-ads/lifecycle';
import {
  BLOCKED,
  CONVERSATION_CLOSED,
  CONVERSATION_NOT_FOUND,
  CONVERSATIONS,
  MESSAGES,
  NOT_A_LIKER,
  OWN_LISTING,
  conversationId,
  type Conversation,
  type Message,
  type SentMessage,
  type MessageKind,
} from './fields';
import {
  CONTACT_SHARE_PREFIX,
  otherReadMillis as readOtherMillis,
  toConversation as mapConversation,
  toMessage as mapMessage,
  type ReadTime,
} from '../contract/messages';
import { UNNAMED_MEMBER } from '../contract/likers';
import { CONTACT_SHARED_PREVIEW, prepareMessageMail, type MessageMail } from '../mail/message-mail';
import { assertNoBlockBetween, setBlockInTransaction } from './blocks';
import { personFrom } from './person';
import { preview } from './preview';
import { inboxQueryShape } from './query';
import { looksLikeScam } from './scam-warning';
import { runTransaction } from '../lib/transaction';

const conversationRef = (id: string) => db().collection(CONVERSATIONS).doc(id);
const listingRef = (id: string) => db().collection(LISTINGS).doc(id);
const profileRef = (uid: string) => db().collection(USERS).doc(uid);

/** The inbox order: newest activity first, ties broken by id (cursor-safe). */
export const INBOX_ORDER: OrderBy[] = inboxQueryShape('', 0).orderBy;

/** Admin SDK timestamps for the shared mappings (contract/messages.ts). */
const readTime: ReadTime = (value) => (value instanceof Timestamp ? value.toDate() : null);

/** Stored conversation → what `uid` sees. */
export const toConversation = (id: string, data: DocumentData, uid: string): Conversation =>
  mapConversation(id, data, uid, readTime);

const toMessage = (id: string, data: DocumentData, uid: string, otherReadAt: number): Message =>
  mapMessage(id, data, uid, otherReadAt, readTime);

const otherReadMillis = (data: DocumentData, uid: string) => readOtherMillis(data, uid, readTime);

/** The conversation if `caller` takes part in it; a stranger learns nothing (404). */
export async function participantSnapshot(tx: Transaction, id: string, caller: Caller) {
  const snap = await tx.get(conversationRef(id));
  const participants = (snap.get('participants') ?? []) as string[];
  if (!snap.exists || !participants.includes(caller.uid)) throw notFound(CONVERSATION_NOT_FOUND);
  return snap;
}

/**
 * The e-mail a message may cause its recipient (mail/message-mail.ts: at most
 * one per conversation in MESSAGE_EMAIL_WINDOW_MINUTES while unread). It
 * reads, so it comes before the transaction's first write; `addMessage`
 * queues it.
 * `conversation` is the stored one before this message (or the new one).
 */
export function prepareMail(
  tx: Transaction,
  id: string,
  conversation: DocumentData,
  senderId: string,
  text: string,
  kind: MessageKind,
): Promise<MessageMail> {
  const participants = conversation.participants as string[];
  const name = (conversation.people as Record<string, { name?: unknown }> | undefined)?.[senderId]
    ?.name;
  return prepareMessageMail(tx, {
    conversationId: id,
    before: conversation,
    senderUid: senderId,
    recipientUid: participants.find((p) => p !== senderId)!,
    data: {
      // As the thread shows the sender.
      senderName: typeof name === 'string' && name ? name : UNNAMED_MEMBER,
      // A contact share's details stay in the app.
      preview: kind === 'contact' ? CONTACT_SHARED_PREVIEW : preview(text),
      about: typeof conversation.postTitle === 'string' ? conversation.postTitle : '',
    },
  });
}

/**
 * Adds a message in `tx` and updates the conversation's summary (every read of
 * the transaction must be done), queuing its e-mail if one is due. The
 * receiver gets the unread marker; the sender has read everything up to their
 * own message.
 */
export function addMessage(
  tx: Transaction,
  conversation: { ref: DocumentReference; participants: string[]; ownerId: string },
  senderId: string,
  text: string,
  kind: MessageKind,
  mail: MessageMail,
) {
  const ref = conversation.ref.collection(MESSAGES).doc();
  const otherUid = conversation.participants.find((p) => p !== senderId)!;
  const now = FieldValue.serverTimestamp();
  // The API's own viewing lines are never a warning sign.
  const warning = kind !== 'viewing' && looksLikeScam(text);
  tx.create(ref, { senderId, text, kind, warning, createdAt: now });
  tx.update(conversation.ref, {
    lastMessage: { text: preview(text), senderId, at: now },
    updatedAt: now,
    unreadBy: [otherUid],
    [`readAt.${senderId}`]: now,
    // The poster asking for money or refusing a viewing: the seeker keeps
    // seeing "Never pay before you have seen the room" in this thread.
    ...(warning && senderId === conversation.ownerId ? { neverPayWarning: true } : {}),
    ...mail.queue(),
  });
  return ref;
}

export const existing = (snap: DocumentSnapshot) => ({
  ref: snap.ref,
  participants: snap.get('participants') as string[],
  ownerId: snap.get('ownerId') as string,
});

/**
 * 403 while the thread shows a block. The person-to-person records
 * (blocks.ts) are what count; threads blocked before they existed have only
 * `blockedBy`, so it is checked too.
 */
export function assertThreadNotBlocked(conversation: DocumentSnapshot) {
  if (((conversation.get('blockedBy') ?? []) as string[]).length > 0) throw forbidden(BLOCKED);
}

/** 409 once the conversation is closed (a member deleted their account, or the listing was removed). */
export function assertOpen(conversation: DocumentSnapshot) {
  if (conversation.get('closed')) throw new HttpError(409, CONVERSATION_CLOSED);
}

/**
 * Whether `uid` has shown they want to hear from the poster of `postId`: they
 * liked the listing, or they have an active "Room wanted" ad (an ad asks
 * posters to write; the poster's Matching people panel lists them). The ad
 * is found through the member's ad slot (wanted-ads/fields.ts), two reads in
 * `tx`, no query. Answers null when neither, else how to show them when their
 * profile has no name or photo (an ad's own; nothing for a like).
 */
async function interestedIn(
  tx: Transaction,
  postId: string,
  uid: string,
): Promise<{ name?: unknown; photo?: unknown } | null> {
  const [like, slot] = await tx.getAll(
    listingRef(postId).collection(LIKES).doc(uid),
    db().collection(WANTED_AD_OWNERS).doc(uid),
  );
  if (like!.exists) return {};
  const adId = slot!.get('adId') as unknown;
  if (typeof adId !== 'string' || !adId) return null;
  const ad = await tx.get(db().collection(WANTED_ADS).doc(adId));
  if (!ad.exists || ad.get('ownerId') !== uid || effectiveAdStatus(ad.data()!) !== 'active') {
    return null;
  }
  // Without a profile, the seeker shows as their ad shows them.
  return { name: ad.get('name'), photo: ad.get('photo') };
}

/**
 * Starts a conversation about a listing, or continues it, with a first message.
 * A seeker writes to the poster; the poster may write only to someone who liked
 * the listing (a like is a signal of interest) or who has an active Room
 * wanted ad, and never to themselves.
 */
export async function startConversation(
  caller: Caller,
  input: { postId: string; userId?: string; text: string },
): Promise<SentMessage> {
  const result = await runTransaction(async (tx) => {
    const [post, owner] = await tx.getAll(
      listingRef(input.postId),
      listingRef(input.postId).collection(PRIVATE).doc(OWNER_DOC),
    );
    if (!post!.exists) throw notFound('Post not found');
    const ownerId = post!.get('ownerId') as string;
    const callerOwns =
      ownerId === caller.uid &&
      owner!.get('uid') === caller.uid &&
      owner!.get('email') === caller.email;

    let seekerId: string;
    let seekerShown: { name?: unknown; photo?: unknown } = {};
    if (callerOwns) {
      if (!input.userId || input.userId === caller.uid) throw forbidden(NOT_A_LIKER);
      const interest = await interestedIn(tx, input.postId, input.userId);
      if (!interest) throw forbidden(NOT_A_LIKER);
      seekerShown = interest;
      seekerId = input.userId;
    } else {
      if (ownerId === caller.uid) throw forbidden(OWN_LISTING);
      seekerId = caller.uid;
    }

    const id = conversationId(input.postId, seekerId);
    const [current, seekerProfile, ownerProfile] = await tx.getAll(
      conversationRef(id),
      profileRef(seekerId),
      profileRef(ownerId),
    );
    // Either side's block of the other, whatever listing it was made over.
    await assertNoBlockBetween(tx, ownerId, seekerId);
    const limiter = await rateLimiter(tx, caller);
    if (current!.exists) {
      assertThreadNotBlocked(current!);
      assertOpen(current!);
      const mail = await prepareMail(tx, id, current!.data()!, caller.uid, input.text, 'text');
      limiter.take('messages');
      const ref = addMessage(tx, existing(current!), caller.uid, input.text, 'text', mail);
      return { id, messageId: ref.id };
    }
    // A new conversation needs an active listing (409 otherwise);
    // people already talking can go on after it is paused, let or expired.
    assertListingOpen(post!.data()!);
    const now = FieldValue.serverTimestamp();
    const seekerPerson =
      seekerId === caller.uid
        ? personFrom(seekerProfile!, { name: caller.name, photo: caller.picture })
        : personFrom(seekerProfile!, seekerShown);
    const ownerPerson = personFrom(ownerProfile!, {
      name: post!.get('userName'),
      photo: post!.get('userPhoto'),
    });
    const data = {
      postId: input.postId,
      postTitle: post!.get('title') as string,
      ownerId,
      seekerId,
      participants: [ownerId, seekerId],
      people: { [ownerId]: ownerPerson, [seekerId]: seekerPerson },
      lastMessage: null,
      unreadBy: [],
      readAt: {},
      blockedBy: [],
      createdAt: now,
      updatedAt: now,
    };
    const mail = await prepareMail(tx, id, data, caller.uid, input.text, 'text');
    limiter.take('conversations');
    limiter.take('messages');
    tx.create(conversationRef(id), data);
    // The listing's insight counter (shown to its owner on My
    // Listings): one per conversation, counted with its creation so a failed
    // start counts nothing and a continued one never counts twice.
    tx.update(listingRef(input.postId), { conversations: FieldValue.increment(1) });
    const ref = addMessage(
      tx,
      { ref: conversationRef(id), participants: data.participants, ownerId },
      caller.uid,
      input.text,
      'text',
      mail,
    );
    return { id, messageId: ref.id };
  });
  return readBack(caller, result.id, result.messageId);
}

async function readBack(caller: Caller, id: string, messageId: string) {
  const [conversation, message] = await db().getAll(
    conversationRef(id),
    conversationRef(id).collection(MESSAGES).doc(messageId),
  );
  // Deleted between the write and this read (see readConversation).
  if (!conversation!.exists || !message!.exists) throw notFound(CONVERSATION_NOT_FOUND);
  const otherReadAt = otherReadMillis(conversation!.data()!, caller.uid);
  return {
    conversation: toConversation(id, conversation!.data()!, caller.uid),
    message: toMessage(messageId, message!.data()!, caller.uid, otherReadAt),
  };
}

/** A message in a conversation the caller takes part in, unless either side blocked the other. */
export async function sendMessage(
  caller: Caller,
  id: string,
  text: string,
  kind: MessageKind = 'text',
): Promise<SentMessage> {
  const messageId = await runTransaction(async (tx) => {
    const conversation = await participantSnapshot(tx, id, caller);
    const [a, b] = conversation.get('participants') as string[];
    await assertNoBlockBetween(tx, a!, b!);
    const limiter = await rateLimiter(tx, caller);
    assertThreadNotBlocked(conversation);
    assertOpen(conversation);
    const mail = await prepareMail(tx, id, conversation.data()!, caller.uid, text, kind);
    limiter.take('messages');
    return addMessage(tx, existing(conversation), caller.uid, text, kind, mail).id;
  });
  return readBack(caller, id, messageId);
}

/**
 * "Share my contact details": the caller's profile phone number if it has one,
 * otherwise their e-mail, never both (share no more than needed).
 * Nothing is shared without this request.
 */
export async function shareContact(caller: Caller, id: string) {
  const profile = await profileRef(caller.uid).get();
  const phone = (profile.get('phoneNumber') as string | undefined)?.trim();
  const text = phone
    ? `${CONTACT_SHARE_PREFIX} ${phone} (phone)`
    : `${CONTACT_SHARE_PREFIX} ${caller.email} (e-mail)`;
  return sendMessage(caller, id, text, 'contact');
}

/** Marks the conversation read by the caller (clears their unread marker, shows "Read" to the other side). */
export async function markRead(caller: Caller, id: string): Promise<Conversation> {
  await runTransaction(async (tx) => {
    const conversation = await participantSnapshot(tx, id, caller);
    tx.update(conversation.ref, {
      unreadBy: FieldValue.arrayRemove(caller.uid),
      [`readAt.${caller.uid}`]: FieldValue.serverTimestamp(),
    });
  });
  return readConversation(id, caller);
}

/**
 * The conversation as stored after a write, for the answer. It can be gone by
 * now (the listing or an account was deleted in between): that is a 404, not a
 * crash on missing data.
 */
async function readConversation(id: string, caller: Caller): Promise<Conversation> {
  const snap = await conversationRef(id).get();
  if (!snap.exists) throw notFound(CONVERSATION_NOT_FOUND);
  return toConversation(id, snap.data()!, caller.uid);
}

/**
 * Block (or unblock) the other person, from any thread with them: no messages
 * either way, about any listing, while a block stands (blocks.ts). A member
 * who deleted their account can't be blocked: nothing is left of them to block.
 */
export async function setBlocked(
  caller: Caller,
  id: string,
  blocked: boolean,
): Promise<Conversation> {
  await runTransaction(async (tx) => {
    const conversation = await participantSnapshot(tx, id, caller);
    if (conversation.get('closed') === 'account-deleted') {
      throw new HttpError(409, CONVERSATION_CLOSED);
    }
    const other = existing(conversation).participants.find((p) => p !== caller.uid)!;
    await setBlockInTransaction(tx, conversation.ref, caller.uid, other, blocked);
  });
  return readConversation(id, caller);
}

/** One page of the caller's inbox: at most `limit + 1` reads. */
export async function listConversations(
  caller: Caller,
  limit: number,
  after?: Position,
): Promise<{ conversations: Conversation[]; nextCursor?: string }> {
  const { page, nextCursor } = await readOrderedPage(
    db().collection(CONVERSATIONS).where('participants', 'array-contains', caller.uid),
    INBOX_ORDER,
    limit,
    after,
  );
  return { conversations: page.map((d) => toConversation(d.id, d.data(), caller.uid)), nextCursor };
}

/** How many conversations have a message the caller hasn't read (one count aggregation). */
export async function unreadCount(caller: Caller): Promise<number> {
  const snap = await db()
    .collection(CONVERSATIONS)
    .where('unreadBy', 'array-contains', caller.uid)
    .count()
    .get();
  return snap.data().count;
}

/** A conversation with its latest messages (oldest first), for clients without realtime. */
export async function getConversation(
  caller: Caller,
  id: string,
  limit = 50,
): Promise<{ conversation: Conversation; messages: Message[] }> {
  const snap = await conversationRef(id).get();
  if (!snap.exists || !((snap.get('participants') ?? []) as string[]).includes(caller.uid)) {
    throw notFound(CONVERSATION_NOT_FOUND);
  }
  const { docs } = await snap.ref
    .collection(MESSAGES)
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .get();
  const otherReadAt = otherReadMillis(snap.data()!, caller.uid);
  return {
    conversation: toConversation(id, snap.data()!, caller.uid),
    messages: docs.reverse().map((d) => toMessage(d.id, d.data(), caller.uid, otherReadAt)),
  };
}

/**
 * The conversation between `seekerId` and the poster about `postId`, if the
 * caller takes part in it; otherwise (none, or not theirs) an empty answer,
 * the same either way.
 */
export async function findConversation(
  caller: Caller,
  postId: string,
  seekerId: string,
): Promise<{ conversation: Conversation | null; messages: Message[] }> {
  try {
    return await getConversation(caller, conversationId(postId, seekerId));
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) return { conversation: null, messages: [] };
    throw err;
  }
}
