// Realtime reads of the inbox and a thread with the Firestore web SDK
// (`onSnapshot`), as a participant: firestore.rules let a signed-in user read
// only their own conversations and their messages, at most 100 at a time.
// Writes never happen here (the API makes them). Only the messages routes
// import this module, so the Firestore SDK never loads on other pages.
import {
  collection,
  connectFirestoreEmulator,
  doc,
  initializeFirestore,
  limit,
  onSnapshot,
  orderBy,
  query,
  Timestamp,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { loadApp, loadAuth } from '@/lib/firebase';
import type { Conversation, Message } from '../types';

/** The newest conversations the inbox shows (the rules allow at most 100). */
export const INBOX_LIMIT = 50;
/** The latest messages a thread shows. */
export const THREAD_LIMIT = 100;

let firestorePromise: Promise<Firestore> | null = null;

/** Firestore, created once, signed in with the app's Auth, on the emulator in emulator builds. */
export function loadFirestore(): Promise<Firestore> {
  firestorePromise ??= (async () => {
    const [app, auth, { firebaseEnv }] = await Promise.all([
      loadApp(),
      loadAuth(),
      import('@/config/firebase-env'),
    ]);
    await auth.authStateReady();
    const db = initializeFirestore(app, {});
    if (firebaseEnv.firestoreEmulatorUrl) {
      const url = new URL(firebaseEnv.firestoreEmulatorUrl);
      connectFirestoreEmulator(db, url.hostname, Number(url.port || 80));
    }
    return db;
  })();
  return firestorePromise;
}

const iso = (value: unknown) => (value instanceof Timestamp ? value.toDate().toISOString() : null);
const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : 0);

/** A stored conversation as `uid` sees it: the API's `toConversation`. */
export function toConversation(id: string, data: DocumentData, uid: string): Conversation {
  const participants = (data.participants ?? []) as string[];
  const otherUid = participants.find((p) => p !== uid) ?? '';
  const people = (data.people ?? {}) as Record<string, { name?: string; photo?: string }>;
  const other = people[otherUid] ?? {};
  const last = data.lastMessage as { text: string; senderId: string; at: unknown } | null;
  const blockedBy = (data.blockedBy ?? []) as string[];
  return {
    _id: id,
    postId: data.postId as string,
    postTitle: data.postTitle as string,
    isOwner: data.ownerId === uid,
    other: { uid: otherUid, name: other.name || 'Roomly member', photo: other.photo ?? '' },
    lastMessage: last ? { text: last.text, fromMe: last.senderId === uid, at: iso(last.at) } : null,
    unread: ((data.unreadBy ?? []) as string[]).includes(uid),
    blocked: blockedBy.length > 0,
    blockedByMe: blockedBy.includes(uid),
    updatedAt: iso(data.updatedAt),
  };
}

/** When the other participant last read the conversation (ms). */
export function otherReadMillis(data: DocumentData, uid: string): number {
  const otherUid = ((data.participants ?? []) as string[]).find((p) => p !== uid) ?? '';
  return millis((data.readAt as Record<string, unknown> | undefined)?.[otherUid]);
}

/** A stored message as `uid` sees it: the API's `toMessage`. */
export function toMessage(
  id: string,
  data: DocumentData,
  uid: string,
  otherReadAt: number,
): Message {
  return {
    _id: id,
    senderId: data.senderId as string,
    fromMe: data.senderId === uid,
    text: data.text as string,
    kind: data.kind === 'contact' ? 'contact' : 'text',
    warning: data.warning === true,
    createdAt: iso(data.createdAt),
    read: data.senderId === uid && otherReadAt >= millis(data.createdAt),
  };
}

type Live<T> = { data: T | undefined; error: Error | null };
type Keyed<T> = Live<T> & { key: string };

const pending = { data: undefined, error: null };

/** The signed-in user's conversations, newest activity first, kept up to date. */
export function useInbox(uid: string): Live<Conversation[]> {
  const [state, setState] = useState<Keyed<Conversation[]> | null>(null);
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    void loadFirestore().then(
      (db) => {
        if (cancelled) return;
        const inbox = query(
          collection(db, 'conversations'),
          where('participants', 'array-contains', uid),
          orderBy('updatedAt', 'desc'),
          limit(INBOX_LIMIT),
        );
        unsubscribe = onSnapshot(
          inbox,
          (snap) =>
            setState({
              key: uid,
              error: null,
              data: snap.docs.map((d) =>
                toConversation(d.id, d.data({ serverTimestamps: 'estimate' }), uid),
              ),
            }),
          (error) => setState({ key: uid, data: undefined, error }),
        );
      },
      (error: Error) => !cancelled && setState({ key: uid, data: undefined, error }),
    );
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [uid]);
  return state?.key === uid ? state : pending;
}

export type Thread = {
  /** Null: no such conversation, or not the user's. */
  conversation: Conversation | null;
  messages: Message[];
};

/** One conversation and its latest messages (oldest first), kept up to date. */
export function useThread(id: string, uid: string): Live<Thread> {
  const key = `${id}\n${uid}`;
  const [state, setState] = useState<Keyed<Thread> | null>(null);
  useEffect(() => {
    const unsubscribers: (() => void)[] = [];
    let cancelled = false;
    let conversation: DocumentData | null | undefined;
    let messageDocs: { id: string; data: DocumentData }[] | undefined;
    const publish = () => {
      if (conversation === undefined || messageDocs === undefined) return;
      if (conversation === null) {
        setState({ key, error: null, data: { conversation: null, messages: [] } });
        return;
      }
      const readAt = otherReadMillis(conversation, uid);
      setState({
        key,
        error: null,
        data: {
          conversation: toConversation(id, conversation, uid),
          messages: messageDocs.map((m) => toMessage(m.id, m.data, uid, readAt)),
        },
      });
    };
    // Not a participant (or no such conversation): the rules refuse, which
    // reads as "not found", as the API's 404 does.
    const notFound = (error: { code?: string } & Error) => {
      if (error.code === 'permission-denied') {
        conversation = null;
        messageDocs = [];
        publish();
      } else setState({ key, data: undefined, error });
    };
    void loadFirestore().then(
      (db) => {
        if (cancelled) return;
        const ref = doc(db, 'conversations', id);
        unsubscribers.push(
          onSnapshot(
            ref,
            (snap) => {
              conversation = snap.exists() ? snap.data({ serverTimestamps: 'estimate' }) : null;
              publish();
            },
            notFound,
          ),
          onSnapshot(
            query(collection(ref, 'messages'), orderBy('createdAt', 'desc'), limit(THREAD_LIMIT)),
            (snap) => {
              messageDocs = snap.docs
                .map((d) => ({ id: d.id, data: d.data({ serverTimestamps: 'estimate' }) }))
                .reverse();
              publish();
            },
            notFound,
          ),
        );
      },
      (error: Error) => !cancelled && setState({ key, data: undefined, error }),
    );
    return () => {
      cancelled = true;
      unsubscribers.forEach((stop) => stop());
    };
  }, [id, uid, key]);
  return state?.key === key ? state : pending;
}
