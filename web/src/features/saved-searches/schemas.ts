import { z } from '@/lib/zod';
import { plainText } from '@/lib/text-checks';
import { SAVED_SEARCH_NAME_MAX } from './types';

/** A search's name as the API takes it: trimmed, 1 to 60 characters. */
export const searchNameSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      plainText('Name', 'line'),
      z.minLength(1, 'Name is required'),
      z.maxLength(
        SAVED_SEARCH_NAME_MAX,
        `Name must be at most ${SAVED_SEARCH_NAME_MAX} characters`,
      ),
    ),
});
export type SearchNameValues = z.infer<typeof searchNameSchema>;
