import { z } from 'zod';
import { REPORT_LIMITS, REPORT_REASONS } from '../contract/listing';
import { plainText, strictMessages } from '../lib/validation';

/** Body of POST /posts/:id/report and POST /seeker-ads/:id/report: a reason from the contract and an optional note. */
export const reportInputSchema = z.strictObject(
  {
    reason: z.enum(REPORT_REASONS, {
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? 'Reason is required'
          : `Reason must be one of: ${REPORT_REASONS.join(', ')}`,
    }),
    note: plainText(z.string({ error: 'Note must be a string' }).trim(), 'Note', 'lines')
      .max(REPORT_LIMITS.note, `Note must be at most ${REPORT_LIMITS.note} characters`)
      .optional()
      .default(''),
  },
  strictMessages,
);
export type ReportInput = z.output<typeof reportInputSchema>;
