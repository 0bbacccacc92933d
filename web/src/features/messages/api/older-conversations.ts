// The inbox beyond its realtime first page: "Load older conversations" reads
// the next INBOX_LIMIT after the last one shown, once (no listener: older
// conversations rarely change, and one that gets a new message moves up into
// the realtime page; the inbox then shows it only there).
import { getDocs, limit, query, startAfter, type QueryDocumentSnapshot } from 'firebase/firestore';
import { useState } from 'react';
import type { Conversation } from '../types';
import { INBOX_LIMIT, inboxQuery, loadFirestore, toConversation } from './realtime';

type Older = {
  conversations: Conversation[];
  /** Whether any older page has been read (until then, the first page says where to start). */
  loaded: boolean;
  /** Where the next older page starts; null when the last one has been read. */
  after: QueryDocumentSnapshot | null;
};

/**
 * Older pages of `uid`'s inbox. Each is one bounded query (at most
 * INBOX_LIMIT + 1 documents; the extra one only says whether more exist)
 * starting after the last conversation already shown: `firstPageEnd`, the
 * realtime page's last (null when it has no older ones), then each page's last.
 */
export function useOlderConversations(uid: string, firstPageEnd: QueryDocumentSnapshot | null) {
  const [older, setOlder] = useState<Older>({ conversations: [], loaded: false, after: null });
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const next = older.loaded ? older.after : firstPageEnd;

  const loadOlder = async () => {
    if (!next || loading) return;
    setLoading(true);
    setError(null);
    try {
      const db = await loadFirestore();
      const snap = await getDocs(
        query(inboxQuery(db, uid), startAfter(next), limit(INBOX_LIMIT + 1)),
      );
      const page = snap.docs.slice(0, INBOX_LIMIT);
      setOlder((current) => ({
        conversations: [
          ...current.conversations,
          ...page.map((d) => toConversation(d.id, d.data(), uid)),
        ],
        loaded: true,
        after: snap.docs.length > INBOX_LIMIT ? page.at(-1)! : null,
      }));
    } catch (caught) {
      setError(caught as Error);
    } finally {
      setLoading(false);
    }
  };

  return { conversations: older.conversations, hasMore: next !== null, loading, error, loadOlder };
}
