import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, AUTH_FAILED_MESSAGE, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { renderRoute } from '@/testing/render-route';
import { LOGIN_REDIRECT_DELAY_MS, QueryError, queryErrorKind } from './query-error';

const anonymous = { user: null, loading: false };
const show = (ui: ReactElement) =>
  renderRoute(ui, { route: '/page', path: '/page?x=1', session: anonymous, withToaster: false });

describe('queryErrorKind', () => {
  it('when the status is 401, then only logging in again helps', () => {
    expect(queryErrorKind(new ApiError(AUTH_FAILED_MESSAGE, 401))).toBe('session');
  });

  it('when the status is another 4xx, then the error is final', () => {
    for (const status of [400, 403, 404, 409, 413]) {
      expect(queryErrorKind(new ApiError('x', status))).toBe('final');
    }
  });

  it('when there was no answer, a timeout, rate limiting, a server error or an unreadable answer, then trying again may help', () => {
    for (const status of [0, 408, 429, 500, 503]) {
      expect(queryErrorKind(new ApiError('x', status))).toBe('transient');
    }
    expect(queryErrorKind(new Error('Invalid data format received'))).toBe('transient');
  });
});

describe('QueryError', () => {
  // The page's clock is the test's (fake timers): what happens before and after
  // the delay is checked at the delay, however busy the machine is.
  it('when the session was refused (401), then it offers Log In Again and opens the login page 2 seconds later', async () => {
    vi.useFakeTimers();
    try {
      const { router } = show(
        <QueryError error={new ApiError(AUTH_FAILED_MESSAGE, 401)} onRetry={vi.fn()} />,
      );
      expect(screen.getByText(AUTH_FAILED_MESSAGE)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Log In Again' })).toHaveAttribute(
        'href',
        '/auth/login?next=%2Fpage%3Fx%3D1',
      );
      expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
      await act(async () => vi.advanceTimersByTime(LOGIN_REDIRECT_DELAY_MS - 1));
      expect(router.state.location.pathname).toBe('/page');
      await act(async () => vi.advanceTimersByTime(1));
      expect(router.state.location.pathname).toBe('/auth/login');
      expect(router.state.location.search).toBe('?next=%2Fpage%3Fx%3D1');
    } finally {
      vi.useRealTimers();
    }
  });

  it('when a message only sounds like a session problem, then the status decides: Try Again, no login', async () => {
    vi.useFakeTimers();
    try {
      const { router } = show(
        <QueryError error={new ApiError('Your session has expired', 500)} onRetry={vi.fn()} />,
      );
      expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Log In Again' })).not.toBeInTheDocument();
      await act(async () => vi.advanceTimersByTime(LOGIN_REDIRECT_DELAY_MS * 10));
      expect(router.state.location.pathname).toBe('/page');
    } finally {
      vi.useRealTimers();
    }
  });

  it('when the server cannot be reached, then the message shows with a title and Try Again runs the retry', async () => {
    const retry = vi.fn();
    show(
      <QueryError
        error={new ApiError(NETWORK_ERROR_MESSAGE, 0)}
        title="Error Loading Listings"
        onRetry={retry}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Error Loading Listings' })).toBeVisible();
    expect(screen.getByText(NETWORK_ERROR_MESSAGE)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('when a context is given, then it comes before the message', () => {
    show(
      <QueryError
        error={new ApiError(NETWORK_ERROR_MESSAGE, 0)}
        context="Failed to fetch profile"
        onRetry={vi.fn()}
      />,
    );
    expect(
      screen.getByText(`Failed to fetch profile: ${NETWORK_ERROR_MESSAGE}`),
    ).toBeInTheDocument();
  });

  it('when a final error has its own text and the page gives a way on, then both replace Try Again', () => {
    show(
      <QueryError
        error={new ApiError('Not found', 404)}
        context="Failed to fetch post details"
        byStatus={{ 404: 'Post not found' }}
        elsewhere={{ label: 'Browse Listings', to: '/browse-listings' }}
        onRetry={vi.fn()}
      />,
    );
    expect(screen.getByText('Post not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Listings' })).toHaveAttribute(
      'href',
      '/browse-listings',
    );
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });

  it('when a final error comes without a way on, then Try Again is still offered', () => {
    show(<QueryError error={new ApiError('Not the owner', 403)} onRetry={vi.fn()} />);
    expect(screen.getByText('Not the owner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
