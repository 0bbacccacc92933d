// Realtime reads of the inbox and a thread with the Firestore web SDK
// (`onSnapshot`), as a participant: firestore.rules let a signed-in user read
// only their own conversations and their messages, at most 100 at a time.
// Writes never happen here (the API makes them). Only the messages routes
// import this module, so the Firestore SDK never loads on other pages.
import {
  collection,
  doc,
  limit,
  onSnapshot,
  orderBy,
  query,
  Timestamp,
  where,
  type DocumentData,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { useCallback, useEffect, useState } from 'react';
import {
  otherReadMillis as readOtherMillis,
  toConversation as mapConversation,
  toMessage as mapMessage,
  type ReadTime,
} from '@contract/messages';
import { loadFirestore } from '@/lib/firestore';
import { useBrowserOffline } from '@/lib/use-browser-offline';
import type { Conversation, Message } from '../types';
import {
  inboxCopy,
  INBOX_COPY,
  isSavedInbox,
  isSavedThread,
  threadCopy,
  threadCopyKey,
} from '../utils/offline-copy';
import { useOfflineFallback, type LiveAnswer, type Shown } from './offline-fallback';

// The client moved to lib/ when viewings (another feature) needed it too.
export { loadFirestore };

/** The newest conversations the inbox shows live, and each older page's size (the rules allow at most 100 per query). */
export const INBOX_LIMIT = 50;
/** The latest messages a thread shows. */
export const THREAD_LIMIT = 100;

/** Web SDK timestamps for the mappings shared with the API (`@contract/messages`). */
const readTime: ReadTime = (value) => (value instanceof Timestamp ? value.toDate() : null);

/** A stored conversation as `uid` sees it: the API's mapping. */
export const toConversation = (id: string, data: DocumentData, uid: string): Conversation =>
  mapConversation(id, data, uid, readTime);

/** A stored message as `uid` sees it: the API's mapping. */
export const toMessage = (
  id: string,
  data: DocumentData,
  uid: string,
  otherReadAt: number,
): Message => mapMessage(id, data, uid, otherReadAt, readTime);

/** When the other participant last read the conversation (ms). */
export const otherReadMillis = (data: DocumentData, uid: string) =>
  readOtherMillis(data, uid, readTime);

type Keyed<T> = LiveAnswer<T> & { key: string };
/**
 * A live view that can subscribe again after an error (a listener that failed
 * stops). Offline it shows the copy saved on the device (`savedAt`), or says
 * nothing was (`notSaved`).
 */
export type Retryable<T> = Shown<T> & { retry: () => void };

const pending = { data: undefined, error: null, at: 0 };

/** The query behind the inbox (realtime first page, and the older pages after it). */
export const inboxQuery = (db: Firestore, uid: string) =>
  query(
    collection(db, 'conversations'),
    where('participants', 'array-contains', uid),
    orderBy('updatedAt', 'desc'),
  );

export type InboxPage = {
  conversations: Conversation[];
  /** Where older conversations continue (the last one shown); null when there are none. */
  olderAfter: QueryDocumentSnapshot | null;
};

/** The inbox's copy for offline use: its first page (older pages are read on request, and not saved). */
export const inboxToCopy = (page: InboxPage) => inboxCopy(page.conversations);
export const inboxFromCopy = (saved: unknown): InboxPage | null =>
  isSavedInbox(saved) ? { conversations: saved.conversations, olderAfter: null } : null;

/**
 * The signed-in user's newest conversations, kept up to date. It asks for one
 * more than it shows: the extra one only says that older conversations exist
 * (`useOlderConversations` reads them, without realtime).
 */
export function useInbox(uid: string): Retryable<InboxPage> {
  const offline = useBrowserOffline();
  const [attempt, setAttempt] = useState(0);
  const key = `${uid}\n${attempt}`;
  const [state, setState] = useState<Keyed<InboxPage> | null>(null);
  useEffect(() => {
    // Offline a listener would wait, or answer an empty inbox: the saved copy answers.
    if (offline) return;
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    void loadFirestore().then(
      (db) => {
        if (cancelled) return;
        unsubscribe = onSnapshot(
          query(inboxQuery(db, uid), limit(INBOX_LIMIT + 1)),
          (snap) => {
            const shown = snap.docs.slice(0, INBOX_LIMIT);
            setState({
              key,
              error: null,
              at: Date.now(),
              data: {
                conversations: shown.map((d) =>
                  toConversation(d.id, d.data({ serverTimestamps: 'estimate' }), uid),
                ),
                olderAfter: snap.docs.length > INBOX_LIMIT ? shown.at(-1)! : null,
              },
            });
          },
          (error) => setState({ key, data: undefined, error, at: Date.now() }),
        );
      },
      (error: Error) => !cancelled && setState({ key, data: undefined, error, at: Date.now() }),
    );
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [uid, key, offline]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const shown = useOfflineFallback({
    copyKey: INBOX_COPY,
    uid,
    offline,
    live: state?.key === key ? state : pending,
    toCopy: inboxToCopy,
    fromCopy: inboxFromCopy,
  });
  return { ...shown, retry };
}

export type Thread = {
  /** Null: no such conversation, or not the user's. */
  conversation: Conversation | null;
  messages: Message[];
};

/** A thread's copy for offline use: its latest THREAD_LIMIT messages; nothing for a conversation not found. */
export const threadToCopy = ({ conversation, messages }: Thread) =>
  conversation ? threadCopy({ conversation, messages }, THREAD_LIMIT) : null;
export const threadFromCopy = (saved: unknown): Thread | null =>
  isSavedThread(saved) ? saved : null;

/** One conversation and its latest messages (oldest first), kept up to date. */
export function useThread(id: string, uid: string): Retryable<Thread> {
  const offline = useBrowserOffline();
  const [attempt, setAttempt] = useState(0);
  const key = `${id}\n${uid}\n${attempt}`;
  const [state, setState] = useState<Keyed<Thread> | null>(null);
  useEffect(() => {
    // Offline the listeners would wait (or answer from an empty cache): the saved copy answers.
    if (offline) return;
    const unsubscribers: (() => void)[] = [];
    let cancelled = false;
    let conversation: DocumentData | null | undefined;
    let messageDocs: { id: string; data: DocumentData }[] | undefined;
    const publish = () => {
      if (conversation === undefined || messageDocs === undefined) return;
      if (conversation === null) {
        setState({ key, error: null, at: Date.now(), data: { conversation: null, messages: [] } });
        return;
      }
      const readAt = otherReadMillis(conversation, uid);
      setState({
        key,
        error: null,
        at: Date.now(),
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
      } else setState({ key, data: undefined, error, at: Date.now() });
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
      (error: Error) => !cancelled && setState({ key, data: undefined, error, at: Date.now() }),
    );
    return () => {
      cancelled = true;
      unsubscribers.forEach((stop) => stop());
    };
  }, [id, uid, key, offline]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const shown = useOfflineFallback({
    copyKey: threadCopyKey(id),
    uid,
    offline,
    live: state?.key === key ? state : pending,
    toCopy: threadToCopy,
    fromCopy: threadFromCopy,
  });
  return { ...shown, retry };
}
