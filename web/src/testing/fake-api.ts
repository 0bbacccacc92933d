// A stand-in for the API in unit tests: the API client believes someone is
// signed in (a token), and `fetch` is answered by the test's handler, every
// request recorded. Undo with vi.restoreAllMocks().
import { vi } from 'vitest';
import * as firebase from '@/lib/firebase';

export type FakeRequest = { method: string; path: string; body: unknown };
export type FakeAnswer = { status?: number; body: unknown };

/** Answers each request with `answer(request)`; one it doesn't expect (undefined) fails the test. */
export function fakeApi(answer: (request: FakeRequest) => FakeAnswer | undefined): FakeRequest[] {
  vi.spyOn(firebase, 'getIdToken').mockResolvedValue('test-token');
  const requests: FakeRequest[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request = { method: init?.method ?? 'GET', path: url.pathname, body };
    requests.push(request);
    const reply = answer(request);
    if (!reply) throw new Error(`unexpected request: ${request.method} ${request.path}`);
    return Response.json(reply.body, { status: reply.status ?? 200 });
  });
  return requests;
}

/** `{ error }` with a status, as the API refuses. */
export const refusal = (status: number, error: string): FakeAnswer => ({ status, body: { error } });
