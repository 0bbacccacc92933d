import { z } from 'zod';
import { MESSAGE_LIMITS } from '../contract/listing';
import { badRequest } from '../lib/http-error';
import { plainText, strictMessages } from '../lib/validation';
import { POST_ID_PATTERN } from '../listings/paths';

const messageText = plainText(
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? 'Message text is required'
          : 'Message text must be a string',
    })
    .trim(),
  'Message text',
  'lines',
)
  .min(1, 'Message text is required')
  .max(MESSAGE_LIMITS.text, `Message text must be at most ${MESSAGE_LIMITS.text} characters`);

/** POST /conversations: the seeker about a listing, or the poster to one of its likers (`userId`). */
export const startSchema = z.strictObject(
  {
    postId: z.string({ error: 'postId is required' }).regex(POST_ID_PATTERN, 'Invalid post ID'),
    userId: z
      .string({ error: 'userId must be a string' })
      .regex(/^[A-Za-z0-9_-]{1,128}$/, 'Invalid user ID')
      .optional(),
    text: messageText,
  },
  strictMessages,
);

export const messageSchema = z.strictObject({ text: messageText }, strictMessages);

/** Conversation ids are `<postId>_<uid>`: the same characters as post ids. */
export function parseConversationId(id: unknown): string {
  if (typeof id !== 'string' || !POST_ID_PATTERN.test(id) || !id.includes('_')) {
    throw badRequest('Invalid conversation ID');
  }
  return id;
}

/**
 * GET /conversations/about/:postId: the caller's conversation about a listing,
 * as its seeker, or as its poster with one seeker (`with`).
 */
export const aboutSchema = z.strictObject(
  {
    postId: z.string().regex(POST_ID_PATTERN, 'Invalid post ID'),
    with: z
      .string({ error: 'with must be a user ID' })
      .regex(/^[A-Za-z0-9_-]{1,128}$/, 'Invalid user ID')
      .optional(),
  },
  strictMessages,
);
