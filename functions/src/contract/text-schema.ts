// The free-text rule of contract/text.ts as a zod check, for the API's
// schemas (lib/validation.ts re-exports it). Server-only in practice: it
// needs the full zod, which the web app doesn't load (its forms run the same
// `textProblem` through zod/mini, web/src/lib/text-checks.ts).
import type { z } from 'zod';
import { normalizeLineBreaks, textProblem, type TextShape } from './text';

export type { TextShape };

/**
 * The contract's rule for free text on a string schema, after its trim and
 * before its lengths: a `line` field refuses line breaks, a `lines` field
 * keeps line feeds (CR LF read as one), neither takes a control character.
 * "Title can't contain control characters".
 */
export function plainText(schema: z.ZodString, label: string, shape: TextShape): z.ZodString {
  const read = shape === 'lines' ? schema.overwrite(normalizeLineBreaks) : schema;
  return read.superRefine((value, ctx) => {
    const problem = textProblem(label, value, shape);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
  });
}
