// The form checks every ad's form shares (a listing's, its facts', a Room
// wanted ad's), on zod/mini with the API's messages. Numbers are kept as text
// while typing and converted on submit, so an empty field can say "…is
// required" instead of "expected number".
import { plainText, type TextShape } from './text-checks';
import { z } from './zod';

/** A required free-text field, trimmed: "Title is required", "…must be at most N characters". */
export const requiredText = (label: string, max: number, shape: TextShape) =>
  z
    .string()
    .check(
      z.trim(),
      plainText(label, shape),
      z.minLength(1, `${label} is required`),
      z.maxLength(max, `${label} must be at most ${max} characters`),
    );

/** One of a fixed list of values, else `message`. */
export const oneOf = (values: readonly string[], message: string) =>
  z.string().check(z.refine((value) => values.includes(value), message));

/** Whether a field's text is a number ("" is not). */
export const isNumber = (value: string) => value.trim() !== '' && Number.isFinite(Number(value));
