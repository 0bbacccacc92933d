import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportSavedAnswer, resetSavedAnswers } from '@/lib/offline-note';
import { createTestQueryClient } from '@/testing/test-utils';
import OfflineNote, { SLOW_RETRY_MS } from './offline-note';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  act(() => resetSavedAnswers());
});

function renderNote() {
  const client = createTestQueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <OfflineNote />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return invalidate;
}

describe('OfflineNote', () => {
  it('when online but a saved answer stood in for a slow one, then it says so and the page asks again a little later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const invalidate = renderNote();
    act(() => reportSavedAnswer(new Date(2026, 10, 29, 14, 5).getTime()));
    expect(await screen.findByRole('status')).toHaveTextContent(
      /^Slow connection: showing what you saw (at|on)/,
    );
    expect(invalidate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(SLOW_RETRY_MS));
    expect(invalidate).toHaveBeenCalledWith({ refetchType: 'active' });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('when everything on the page is fresh, then there is no note and nothing is asked again', () => {
    const invalidate = renderNote();
    expect(screen.queryByRole('status')).toBeNull();
    expect(invalidate).not.toHaveBeenCalled();
  });
});
