// The bodies and query parameters of the viewings routes, each refused with a
// clear 400. The slots' instants (time zone, past, 60 days) are slots.ts's.
import { z } from 'zod';
import {
  VIEWING_LIMITS,
  VIEWING_LISTS,
  VIEWING_MODES,
  VIEWING_OUTCOMES,
  type ViewingOutcome,
  type ViewingProposalInput,
  type ViewingSlotInput,
} from '../contract/viewings';
import { PAGE_SIZE } from '../contract/listing';
import { badRequest } from '../lib/http-error';
import { DOCUMENT_ID_PATTERN } from '../lib/query-shape';
import { pageQuery } from '../lib/paging';
import { plainText, strictMessages, type TextShape } from '../lib/validation';

const { minutesMin, minutesMax, minutesStep, slotsMin, slotsMax } = VIEWING_LIMITS;

export {
  CANCEL_REASON_REQUIRED,
  SLOT_DATE_INVALID,
  SLOT_MINUTES_INVALID,
  SLOT_TIME_INVALID,
  SLOTS_COUNT,
  VIDEO_LINK_INVALID,
  VIDEO_LINK_REQUIRED,
} from '../contract/viewings';
import {
  SLOT_DATE_INVALID,
  SLOT_MINUTES_INVALID,
  SLOT_TIME_INVALID,
  SLOTS_COUNT,
  VIDEO_LINK_INVALID,
  VIDEO_LINK_REQUIRED,
} from '../contract/viewings';

const text = (label: string, max: number, shape: TextShape) =>
  plainText(z.string({ error: `${label} must be text` }).trim(), label, shape).max(
    max,
    `${label} must be at most ${max} characters`,
  );
const isRealDay = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

const slotSchema = z.strictObject(
  {
    date: z
      .string({ error: SLOT_DATE_INVALID })
      .regex(/^\d{4}-\d{2}-\d{2}$/, SLOT_DATE_INVALID)
      .refine(isRealDay, SLOT_DATE_INVALID),
    time: z
      .string({ error: SLOT_TIME_INVALID })
      .regex(/^([01]\d|2[0-3]):(00|15|30|45)$/, SLOT_TIME_INVALID),
    minutes: z
      .number({ error: SLOT_MINUTES_INVALID })
      .int(SLOT_MINUTES_INVALID)
      .min(minutesMin, SLOT_MINUTES_INVALID)
      .max(minutesMax, SLOT_MINUTES_INVALID)
      .multipleOf(minutesStep, SLOT_MINUTES_INVALID),
  },
  strictMessages,
) satisfies z.ZodType<ViewingSlotInput>;

/** POST /conversations/:id/viewings, and a decline's new times. */
export const proposalSchema = z
  .strictObject(
    {
      slots: z
        .array(slotSchema, { error: SLOTS_COUNT })
        .min(slotsMin, SLOTS_COUNT)
        .max(slotsMax, SLOTS_COUNT),
      timeZone: z.string({ error: 'timeZone is required' }).min(1, 'timeZone is required').max(64),
      mode: z.enum(VIEWING_MODES, { error: `mode must be one of: ${VIEWING_MODES.join(', ')}` }),
      videoLink: text('The video link', VIEWING_LIMITS.videoLink, 'line').optional(),
      note: text('The note', VIEWING_LIMITS.note, 'lines').optional(),
    },
    strictMessages,
  )
  .superRefine((value, ctx) => {
    const link = value.videoLink ?? '';
    if (value.mode === 'video' && !link) {
      ctx.addIssue({ code: 'custom', message: VIDEO_LINK_REQUIRED, path: ['videoLink'] });
    } else if (link && !isHttps(link)) {
      ctx.addIssue({ code: 'custom', message: VIDEO_LINK_INVALID, path: ['videoLink'] });
    }
  }) satisfies z.ZodType<ViewingProposalInput>;

function isHttps(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && Boolean(url.hostname) && !url.username && !url.password;
  } catch {
    return false;
  }
}

export const acceptSchema = z.strictObject(
  {
    slot: z
      .number({ error: 'slot must be 0, 1 or 2' })
      .int('slot must be 0, 1 or 2')
      .min(0, 'slot must be 0, 1 or 2')
      .max(slotsMax - 1, 'slot must be 0, 1 or 2'),
  },
  strictMessages,
);

export const declineSchema = z.strictObject(
  {
    reason: text('The reason', VIEWING_LIMITS.reason, 'lines').optional(),
    proposal: proposalSchema.optional(),
  },
  strictMessages,
);

/** A reason is required to call off a confirmed viewing (the repository checks which it is). */
export const cancelSchema = z.strictObject(
  { reason: text('The reason', VIEWING_LIMITS.reason, 'lines').optional() },
  strictMessages,
);

export const outcomeSchema = z.strictObject(
  {
    outcome: z.enum(VIEWING_OUTCOMES, {
      error: `outcome must be one of: ${VIEWING_OUTCOMES.join(', ')}`,
    }),
  },
  strictMessages,
) satisfies z.ZodType<{ outcome: ViewingOutcome }>;

/** GET /viewings?when=upcoming|past&limit=&cursor= */
export const listQuerySchema = pageQuery({ default: 10, max: PAGE_SIZE.max }).extend({
  when: z.enum(VIEWING_LISTS, { error: `when must be one of: ${VIEWING_LISTS.join(', ')}` }),
});

export function parseViewingId(id: unknown): string {
  if (typeof id !== 'string' || !DOCUMENT_ID_PATTERN.test(id))
    throw badRequest('Invalid viewing ID');
  return id;
}
