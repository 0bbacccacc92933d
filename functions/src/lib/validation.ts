import type { z } from 'zod';
import { badRequest } from './http-error';

/** Free text's rule (contract/text.ts): every schema's text fields declare their shape. */
export { plainText, type TextShape } from '../contract/text-schema';

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

/** A UTF-16 surrogate without its other half: JSON can spell one (`"\ud800"`), but it is not text. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether every string and key in a parsed JSON value is well-formed Unicode. */
function isWellFormedText(value: unknown): boolean {
  // A loop, not recursion: a 32 KB body can nest thousands of levels deep.
  const pending = [value];
  while (pending.length) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (LONE_SURROGATE.test(item)) return false;
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (LONE_SURROGATE.test(key)) return false;
        pending.push(child);
      }
    }
  }
  return true;
}

/**
 * Request bodies must be JSON objects; arrays, strings and missing bodies are
 * not. Their text must be well-formed: Firestore can't store a lone surrogate,
 * so a title like `"\ud800"` failed the write with a 500 (found by the fuzz
 * suite). Checked here, after parsing, because in production the Functions
 * host parses the body before the app sees it.
 */
export function requireJsonObject(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('Request body must be a JSON object');
  }
  if (!isWellFormedText(body)) throw badRequest('Request body must be valid Unicode text');
  return body as Record<string, unknown>;
}

/** Unknown fields → "Unknown field(s): a, b". */
export const strictMessages = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `Unknown field(s): ${issue.keys?.join(', ')}` : undefined,
};
