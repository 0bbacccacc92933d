// How the messages pages' live views save what they show and fall back to it
// offline (offline-fallback.ts, saved-copies.ts), with the live answer given
// by the test (no Firestore) and Cache Storage in memory.
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepCopiesOf } from '@/lib/offline-copies';
import { resetSavedAnswers, useOfflineState } from '@/lib/offline-note';
import { useBrowserOffline } from '@/lib/use-browser-offline';
import { memoryCaches, restoreOnline, setOnline } from '@/testing/offline';
import { aConversation, aMessage } from '../testing/fixtures';
import { CONTACT_SHARE_OFFLINE, threadCopyKey } from '../utils/offline-copy';
import { useOfflineFallback, type LiveAnswer } from './offline-fallback';
import { threadFromCopy, threadToCopy, type Thread } from './realtime';
import { keepCopy, resetSavers, SAVE_INTERVAL_MS } from './saved-copies';

const uid = 'member-1';

const conversation = aConversation({
  lastMessage: { text: 'Hi', fromMe: false, at: '2025-01-01T10:01:00.000Z' },
  updatedAt: '2025-01-01T10:01:00.000Z',
});

const message = aMessage;

const thread: Thread = {
  conversation,
  messages: [message('m1', 'Hi'), message('m2', 'My contact details: sam@example.com', 'contact')],
};

const pending: LiveAnswer<Thread> = { data: undefined, error: null, at: 0 };

/** A thread view with its live answer given: shows the texts, and what the note holds. */
function ThreadTexts({ live }: { live: LiveAnswer<Thread> }) {
  const shown = useOfflineFallback({
    copyKey: threadCopyKey(conversation._id),
    uid,
    offline: useBrowserOffline(),
    live,
    toCopy: threadToCopy,
    fromCopy: threadFromCopy,
  });
  const note = useOfflineState();
  return (
    <output
      data-testid="thread"
      data-saved-at={shown.savedAt ?? 'live'}
      data-not-saved={shown.notSaved}
      data-note={note.savedAt ?? 'none'}
    >
      {shown.data?.messages.map((m) => m.text).join(' | ')}
    </output>
  );
}

const shown = () => screen.getByTestId('thread');

describe('the messages views offline', () => {
  let caches: ReturnType<typeof memoryCaches>;

  beforeEach(async () => {
    caches = memoryCaches();
    await keepCopiesOf(uid);
    // The note's state is the module's: start from a page with nothing saved on it.
    act(() => resetSavedAnswers());
  });

  afterEach(() => {
    restoreOnline();
    resetSavers();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('when the member reads a thread online, then its copy is saved without contact details, and shown offline on the next visit', async () => {
    const { unmount } = render(
      <ThreadTexts live={{ data: thread, error: null, at: Date.now() }} />,
    );
    expect(shown()).toHaveAttribute('data-saved-at', 'live');
    await waitFor(async () => expect(Object.keys(await caches.contents())).toHaveLength(1));
    const saved = JSON.stringify(await caches.contents());
    expect(saved).not.toContain('sam@example.com');
    expect(saved).toContain(CONTACT_SHARE_OFFLINE);
    unmount();

    setOnline(false);
    render(<ThreadTexts live={pending} />);
    await waitFor(() => expect(shown()).toHaveTextContent(`Hi | ${CONTACT_SHARE_OFFLINE}`));
    const savedAt = shown().getAttribute('data-saved-at');
    expect(Number(savedAt)).toBeGreaterThan(0);
    // The layout's note shows since when.
    expect(shown()).toHaveAttribute('data-note', savedAt);
  });

  it('when nothing of the thread was saved, then offline it says so rather than waiting', async () => {
    setOnline(false);
    render(<ThreadTexts live={pending} />);
    await waitFor(() => expect(shown()).toHaveAttribute('data-not-saved', 'true'));
    expect(shown()).toHaveTextContent('');
  });

  it('when the connection goes with the thread open, then it keeps showing it with its time, and back online the live answer replaces it', async () => {
    const at = Date.now() - 60_000;
    const { rerender } = render(<ThreadTexts live={{ data: thread, error: null, at }} />);
    setOnline(false);
    await waitFor(() => expect(shown()).toHaveAttribute('data-note', String(at)));
    expect(shown()).toHaveAttribute('data-saved-at', String(at));
    expect(shown()).toHaveTextContent('Hi | My contact details: sam@example.com');

    setOnline(true);
    const newer = { ...thread, messages: [...thread.messages, message('m3', 'Still free?')] };
    rerender(<ThreadTexts live={{ data: newer, error: null, at: Date.now() }} />);
    expect(shown()).toHaveAttribute('data-saved-at', 'live');
    expect(shown()).toHaveAttribute('data-note', 'none');
    expect(shown()).toHaveTextContent(/Still free\?$/);
  });
});

describe('saving copies', () => {
  let caches: ReturnType<typeof memoryCaches>;

  beforeEach(async () => {
    caches = memoryCaches();
    await keepCopiesOf(uid);
    vi.useFakeTimers();
  });

  afterEach(() => {
    resetSavers();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const savedInbox = async () => Object.values(await caches.contents())[0];

  it('when the data changes quickly, then it is saved at most once an interval, the newest last, and not again while unchanged', async () => {
    keepCopy('inbox', uid, { n: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(caches.writes()).toBe(1);
    keepCopy('inbox', uid, { n: 2 });
    keepCopy('inbox', uid, { n: 3 });
    await vi.advanceTimersByTimeAsync(SAVE_INTERVAL_MS - 100);
    expect(caches.writes()).toBe(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(caches.writes()).toBe(2);
    expect(await savedInbox()).toEqual({ n: 3 });
    keepCopy('inbox', uid, { n: 3 });
    await vi.advanceTimersByTimeAsync(SAVE_INTERVAL_MS * 2);
    expect(caches.writes()).toBe(2);
  });

  it('when the member signs out with a save still due, then nothing of theirs is saved after', async () => {
    keepCopy('inbox', uid, { n: 1 });
    keepCopy('inbox', uid, { n: 2 });
    await act(() => keepCopiesOf(null));
    await vi.advanceTimersByTimeAsync(SAVE_INTERVAL_MS);
    expect(await caches.contents()).toEqual({});
  });
});
