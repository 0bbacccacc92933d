// The API's rule for free text (@contract/text: no control characters; a
// one-line field no line breaks) as a zod/mini check, so a form says what the
// API would answer ("Title can't contain control characters") before it sends.
import { textProblem, type TextShape } from '@contract/text';
import { z } from '@/lib/zod';

export type { TextShape };

/** Put after `z.trim()`, before the lengths, as the API checks it. */
export const plainText = (label: string, shape: TextShape) =>
  z.superRefine((value: string, ctx) => {
    const problem = textProblem(label, value, shape);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
  });
