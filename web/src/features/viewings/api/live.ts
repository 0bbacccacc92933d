// A conversation's viewings, live: the Firestore web SDK follows
// `viewings` where conversationId == id and participants array-contains the
// member (the only query firestore.rules allow on viewings), newest first, so
// an acceptance or a cancellation by the other side shows at once. Each
// snapshot maps with the API's own rule (`toViewing`, the contract); the API's
// answer for the conversation fills in what the documents don't hold
// (whether the listing is still active) and stands in until the first snapshot.
import {
  collection,
  documentId,
  limit,
  onSnapshot,
  orderBy,
  query,
  Timestamp,
  where,
  type DocumentData,
} from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import { toViewing, type Viewing, type ViewingReadTime } from '@contract/viewings';
import { loadFirestore } from '@/lib/firestore';
import { useConversationViewings } from './viewings';

/** The newest viewings a thread shows (the API's GET answers as many; the rules allow ≤ 100). */
export const THREAD_VIEWINGS_LIMIT = 20;

const readTime: ViewingReadTime = (value) => (value instanceof Timestamp ? value.toDate() : null);

type Docs = { key: string; docs: { id: string; data: DocumentData }[] } | null;

export type LiveViewings = {
  viewings: Viewing[] | undefined;
  /** Neither the live query nor the API could answer. */
  error: Error | null;
  retry: () => void;
};

export function useLiveViewings(conversationId: string, uid: string, otherName: string) {
  const api = useConversationViewings(conversationId, uid);
  const [attempt, setAttempt] = useState(0);
  const key = `${conversationId}\n${uid}\n${attempt}`;
  const [live, setLive] = useState<Docs>(null);
  const [liveError, setLiveError] = useState<{ key: string; error: Error } | null>(null);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    const fail = (error: Error) => !cancelled && setLiveError({ key, error });
    void loadFirestore().then((db) => {
      if (cancelled) return;
      unsubscribe = onSnapshot(
        query(
          collection(db, 'viewings'),
          where('conversationId', '==', conversationId),
          where('participants', 'array-contains', uid),
          orderBy('createdAt', 'desc'),
          orderBy(documentId(), 'desc'),
          limit(THREAD_VIEWINGS_LIMIT),
        ),
        (snap) =>
          setLive({
            key,
            docs: snap.docs.map((d) => ({
              id: d.id,
              data: d.data({ serverTimestamps: 'estimate' }),
            })),
          }),
        fail,
      );
    }, fail);
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [conversationId, uid, key]);

  const docs = live?.key === key ? live.docs : undefined;
  // A viewing the API hasn't answered about yet (just proposed, by either
  // side): ask it again, for the listing's state.
  const ids = docs?.map((d) => d.id).join(',');
  const { refetch, data: answered } = api;
  useEffect(() => {
    if (ids === undefined || !answered) return;
    if (ids.split(',').some((id) => id && !answered.some((v) => v.id === id))) void refetch();
  }, [ids, answered, refetch]);

  const viewings = useMemo(() => {
    if (!docs) return answered;
    // One listing per conversation: what the API says of it holds for each viewing.
    const listingActive = answered?.[0]?.listingActive ?? true;
    return docs.map((d) => toViewing(d.id, d.data, uid, readTime, { otherName, listingActive }));
  }, [docs, answered, uid, otherName]);

  // Either source is enough; only both failing is an error.
  const liveFailed = liveError?.key === key ? liveError.error : null;
  const error = viewings === undefined && liveFailed && api.error ? liveFailed : null;
  return {
    viewings,
    error,
    retry: () => {
      setAttempt((n) => n + 1);
      void refetch();
    },
  } satisfies LiveViewings;
}
