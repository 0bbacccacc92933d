import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { createTestQueryClient } from '@/testing/test-utils';
import type { Listing } from '../types';
import { useLikeListing, useUnlikeListing } from './like-listing';
import { listingKeys } from './query-keys';

const ID = 'loft1';
const VIEWER = 'sid@example.com';

/** The member's own answer for the post: the first read hangs until cancelled, later ones answer `answer()`. */
function memberAnswer(answer: () => Partial<Listing>) {
  let reads = 0;
  return async ({ signal }: { signal: AbortSignal }) => {
    reads += 1;
    if (reads === 1) {
      return new Promise<Listing>((_resolve, reject) =>
        signal.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    }
    return { _id: ID, title: 'Loft by the river', ...answer() } as Listing;
  };
}

function renderPage(
  answer: () => Partial<Listing>,
  useChange: (id: string, viewer: string) => { mutateAsync: () => Promise<unknown> },
  seed?: Partial<Listing>,
) {
  const client = createTestQueryClient();
  if (seed) client.setQueryData(listingKeys.detail(ID, VIEWER), { _id: ID, ...seed });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => ({
      post: useQuery({
        queryKey: listingKeys.detail(ID, VIEWER),
        queryFn: memberAnswer(answer),
        staleTime: Infinity,
      }),
      change: useChange(ID, VIEWER),
    }),
    { wrapper },
  );
}

afterEach(() => vi.restoreAllMocks());

describe('useLikeListing', () => {
  it('when a member likes before their own answer for the post has arrived, then it is read again and shows the like and the contact', async () => {
    fakeApi(({ method, path }) =>
      method === 'POST' && path === `/posts/${ID}/like`
        ? { body: { likes: 1, liked: true, contactInfo: 'Text 555-0199' } }
        : undefined,
    );
    const { result } = renderPage(
      () => ({ likes: 1, liked: true, contactInfo: 'Text 555-0199' }),
      useLikeListing,
    );
    expect(result.current.post.fetchStatus).toBe('fetching');

    await act(() => result.current.change.mutateAsync());

    await waitFor(() =>
      expect(result.current.post.data).toMatchObject({
        likes: 1,
        liked: true,
        contactInfo: 'Text 555-0199',
      }),
    );
  });

  it('when the member already has their answer, then the like patches it without reading it again', async () => {
    const requests = fakeApi(({ method, path }) =>
      method === 'POST' && path === `/posts/${ID}/like`
        ? { body: { likes: 3, liked: true, contactInfo: 'Text 555-0199' } }
        : undefined,
    );
    const answer = vi.fn(() => ({}));
    const { result } = renderPage(answer, useLikeListing, { likes: 2, liked: false });

    await act(() => result.current.change.mutateAsync());

    await waitFor(() =>
      expect(result.current.post.data).toMatchObject({
        likes: 3,
        liked: true,
        contactInfo: 'Text 555-0199',
      }),
    );
    expect(answer).not.toHaveBeenCalled();
    expect(requests.map((r) => r.method)).toEqual(['POST']);
  });
});

describe('useUnlikeListing', () => {
  it('when a member unlikes, then the contact the like revealed is gone from their answer', async () => {
    fakeApi(({ method, path }) =>
      method === 'DELETE' && path === `/posts/${ID}/like`
        ? { body: { likes: 0, liked: false } }
        : undefined,
    );
    const { result } = renderPage(() => ({}), useUnlikeListing, {
      likes: 1,
      liked: true,
      contactInfo: 'Text 555-0199',
    });

    await act(() => result.current.change.mutateAsync());

    await waitFor(() => expect(result.current.post.data).toMatchObject({ likes: 0, liked: false }));
    expect(result.current.post.data).not.toHaveProperty('contactInfo');
  });
});
