// The API's strict checks of a body's fields, in the spec's message style ("X
// is required", "X must be …"), written once for every body that has them: a
// listing and its facts, a Room wanted ad, a report's note, a saved search's
// name. Server-only in practice: it needs the full zod, which the web app
// doesn't load.
import { z } from 'zod';
import { plainText, type TextShape } from './text-schema';

/** Whether a field was left out (absent or null): "X is required" rather than "X must be …". */
export const isMissing = (input: unknown) => input === undefined || input === null;

/** A required free-text field, trimmed; `shape`: one line, or lines (contract/text.ts). */
export const requiredText = (label: string, max: number, shape: TextShape) =>
  plainText(
    z
      .string({
        error: (issue) =>
          isMissing(issue.input) ? `${label} is required` : `${label} must be a string`,
      })
      .trim(),
    label,
    shape,
  )
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** One of a fixed list: "X must be one of: a, b, c". */
export const oneOf = <T extends string>(label: string, values: readonly T[]) =>
  z.enum(values as [T, ...T[]], {
    error: (issue) =>
      isMissing(issue.input)
        ? `${label} is required`
        : `${label} must be one of: ${values.join(', ')}`,
  });

/** A whole number in [min, max]: "X must be from min to max". */
export const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({
      error: (issue) =>
        isMissing(issue.input) ? `${label} is required` : `${label} must be a number`,
    })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be from ${min} to ${max}`)
    .max(max, `${label} must be from ${min} to ${max}`);
