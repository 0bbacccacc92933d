import type { z } from 'zod';
import { badRequest } from './http-error';

/**
 * Parses with a zod schema, or throws a 400 whose message is the most useful
 * single problem. Unknown fields come first: they usually mean a client bug
 * that would otherwise hide behind "X is required".
 */
export function parseOr400<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = [...result.error.issues].sort(
    (a, b) => Number(b.code === 'unrecognized_keys') - Number(a.code === 'unrecognized_keys'),
  );
  throw badRequest(issues[0]?.message ?? 'Invalid request');
}

/** Request bodies must be JSON objects; arrays, strings and missing bodies are not. */
export function requireJsonObject(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('Request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

/** `z.string()` with "X is required" / "X must be a string" messages. */
export function stringMessages(label: string) {
  return {
    error: (issue: { input?: unknown }) =>
      issue.input === undefined || issue.input === null
        ? `${label} is required`
        : `${label} must be a string`,
  };
}

/** Unknown fields → "Unknown field(s): a, b". */
export const strictMessages = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `Unknown field(s): ${issue.keys?.join(', ')}` : undefined,
};
