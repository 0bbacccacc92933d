import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import {
  ApiError,
  AUTH_FAILED_MESSAGE,
  GENERIC_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  apiRequest,
  readErrorMessage,
  setUnauthorizedHandler,
} from './api-client';
import { startServer } from '@/testing/local-server';
import { SAVED_AT_HEADER, SAVED_FOR_HEADER } from '@/service-worker/caches';
import * as firebase from './firebase';
import { OFFLINE_READ_MESSAGE, OFFLINE_WRITE_MESSAGE } from './offline-requests';
import { resetSavedAnswers, useOfflineState } from './offline-note';
import { renderHook } from '@testing-library/react';

let server: Awaited<ReturnType<typeof startServer>>;
const originalBase = env.apiBaseUrl;

beforeAll(async () => {
  server = await startServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const send = (status: number, body: string, type = 'application/json') => {
      res.writeHead(status, { 'Content-Type': type });
      res.end(body);
    };
    switch (url.pathname) {
      case '/json-error':
        return send(400, JSON.stringify({ error: 'Title is required' }));
      case '/text-error':
        return send(500, 'Upstream exploded', 'text/plain');
      case '/empty-error':
        return send(502, '');
      case '/json-without-error-field':
        return send(409, JSON.stringify({ message: 'nope' }));
      case '/unauthorized':
        return send(401, JSON.stringify({ error: 'Invalid token' }));
      case '/app-check-rejected':
        return send(403, JSON.stringify({ error: 'App Check token missing or invalid' }));
      case '/forbidden':
        return send(403, JSON.stringify({ error: 'Not the owner' }));
      case '/echo': {
        let body = '';
        req.on('data', (chunk) => (body += chunk));
        req.on('end', () =>
          send(
            200,
            JSON.stringify({
              method: req.method,
              query: Object.fromEntries(url.searchParams),
              contentType: req.headers['content-type'] ?? null,
              appCheck: req.headers['x-firebase-appcheck'] ?? null,
              body: body ? JSON.parse(body) : null,
            }),
          ),
        );
        return;
      }
      case '/saved':
        res.writeHead(200, {
          'Content-Type': 'application/json',
          [SAVED_AT_HEADER]: '1700000000000',
        });
        return res.end('[]');
      case '/no-content':
        res.writeHead(204);
        return res.end();
      default:
        return send(404, JSON.stringify({ error: 'Post not found' }));
    }
  });
  env.apiBaseUrl = server.url;
});

afterAll(async () => {
  env.apiBaseUrl = originalBase;
  await server.close();
});

async function failure(path: string) {
  const error = await apiRequest(path, { auth: 'none' }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiRequest', () => {
  it('when the server answers { error }, then the error carries that message and status', async () => {
    const error = await failure('/json-error');
    expect(error.message).toBe('Title is required');
    expect(error.status).toBe(400);
  });

  it('when the error body is plain text, then the raw text is the message', async () => {
    const error = await failure('/text-error');
    expect(error.message).toBe('Upstream exploded');
    expect(error.status).toBe(500);
  });

  it('when the error body is empty, then the message is "An error occurred"', async () => {
    expect((await failure('/empty-error')).message).toBe(GENERIC_ERROR_MESSAGE);
  });

  it('when the JSON body has no error field, then the raw text is the message', async () => {
    expect((await failure('/json-without-error-field')).message).toBe('{"message":"nope"}');
  });

  it('when the answer is 404, then the server message is kept', async () => {
    const error = await failure('/posts/missing');
    expect(error).toMatchObject({ status: 404, message: 'Post not found' });
  });

  it('when the server answers 401, then the unauthorized handler runs with the auth message', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    const error = await failure('/unauthorized');
    expect(error).toMatchObject({ status: 401, message: AUTH_FAILED_MESSAGE });
    expect(handler).toHaveBeenCalledWith(AUTH_FAILED_MESSAGE);
  });

  it('when a background request gets 401, then it fails without running the unauthorized handler', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    const error = await apiRequest('/unauthorized', { auth: 'none', background: true }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 401, message: AUTH_FAILED_MESSAGE });
    expect(handler).not.toHaveBeenCalled();
  });

  it('when App Check rejects the request (403), then the session is left alone and the message kept', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    const error = await failure('/app-check-rejected');
    expect(error).toMatchObject({ status: 403, message: 'App Check token missing or invalid' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('when the server answers 403, then the error keeps its message and the session is left alone', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    const error = await failure('/forbidden');
    expect(error).toMatchObject({ status: 403, message: 'Not the owner' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('when the server cannot be reached, then the error says so', async () => {
    const { url } = server;
    const closed = await startServer(() => {});
    const deadUrl = closed.url;
    await closed.close();
    env.apiBaseUrl = deadUrl;
    try {
      const error = await failure('/anything');
      expect(error).toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
    } finally {
      env.apiBaseUrl = url;
    }
  });

  it('when a body and query are given, then JSON and the non-empty params are sent', async () => {
    const { data } = await apiRequest<Record<string, unknown>>('/echo', {
      method: 'POST',
      auth: 'none',
      query: { limit: 6, availability: 'Available', empty: '', missing: undefined },
      body: { title: 'Sunny room' },
    });
    expect(data).toEqual({
      method: 'POST',
      query: { limit: '6', availability: 'Available' },
      contentType: 'application/json',
      // No VITE_APPCHECK_SITE_KEY (the emulators): App Check stays off, no header.
      appCheck: null,
      body: { title: 'Sunny room' },
    });
  });

  it('when the answer has no body, then data is null', async () => {
    const { data } = await apiRequest('/no-content', { auth: 'none' });
    expect(data).toBeNull();
  });
});

describe('readErrorMessage', () => {
  it('when the error field is empty, then the raw text is used', async () => {
    const message = await readErrorMessage(new Response(JSON.stringify({ error: '' })));
    expect(message).toBe('{"error":""}');
  });
});

describe('apiRequest offline', () => {
  const goOffline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

  it('when the browser is offline, then a write fails at once saying so, and nothing is sent', async () => {
    goOffline();
    const sent = vi.spyOn(globalThis, 'fetch');
    const error = await apiRequest('/echo', {
      method: 'POST',
      body: { text: 'Hi' },
      auth: 'none',
    }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 0, message: OFFLINE_WRITE_MESSAGE });
    expect(sent).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('when the browser is offline and a read finds nothing saved, then the error says the page was not saved', async () => {
    goOffline();
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    expect((await failure('/posts/liked')).message).toBe(OFFLINE_READ_MESSAGE);
    vi.restoreAllMocks();
  });

  it('when the network fails while online, then the server is said not to respond', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    expect((await failure('/posts/liked')).message).toBe(NETWORK_ERROR_MESSAGE);
    vi.restoreAllMocks();
  });

  it('when the service worker answers with a saved copy, then the page knows since when', async () => {
    resetSavedAnswers();
    const { result } = renderHook(() => useOfflineState());
    await apiRequest('/saved', { auth: 'none' });
    await vi.waitFor(() => expect(result.current.savedAt).toBe(1_700_000_000_000));
    resetSavedAnswers();
  });

  it("when offline and the member's token can't be renewed, then a read still asks the worker for this member's saved copy, and a write is refused", async () => {
    goOffline();
    vi.spyOn(firebase, 'getIdToken').mockRejectedValue(new Error('auth/network-request-failed'));
    vi.spyOn(firebase, 'loadAuth').mockResolvedValue({
      authStateReady: () => Promise.resolve(),
      currentUser: { uid: 'sid-1' },
    } as unknown as Awaited<ReturnType<typeof firebase.loadAuth>>);
    const sent = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json([]));
    await apiRequest('/posts/liked', { auth: 'required' });
    const headers = new Headers(sent.mock.calls[0]![1]!.headers);
    expect(headers.get(SAVED_FOR_HEADER)).toBe('sid-1');
    expect(headers.has('Authorization')).toBe(false);

    const write = await apiRequest('/posts/abc/like', { method: 'POST', auth: 'required' }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(write).toMatchObject({ status: 0, message: OFFLINE_WRITE_MESSAGE });
    expect(sent).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });
});
