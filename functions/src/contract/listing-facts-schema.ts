// The API's strict reading of a listing's facts (listing-facts.ts): the
// `facts` object of POST /posts and PUT /posts/:id, with the spec's message
// style ("X is required", "X must be …"). Server-only in practice: it needs
// the full zod, which the web app doesn't load (its form reads the same
// limits through zod/mini).
import { z } from 'zod';
import { plainText } from './text-schema';
import { isMissing as missing, oneOf, wholeNumber } from './field-schemas';
import {
  BATHROOMS,
  BILLS,
  FACT_LIMITS,
  FURNISHINGS,
  addDays,
  isCalendarDate,
  isoDay,
  type ListingFacts,
  type ListingFactsInput,
} from './listing-facts';

const amount = (label: string) =>
  z
    .number({
      error: (issue) =>
        missing(issue.input) ? `${label} is required` : `${label} must be a number`,
    })
    .min(0, `${label} must be positive`)
    .max(FACT_LIMITS.amount, `${label} must be at most 1,000,000`);

const { stayMonths, household, age } = FACT_LIMITS;

/**
 * `facts` in a listing's body. `today` bounds the move-in date: any past date
 * is accepted (it reads "Available now"), the future up to two years ahead.
 */
export function listingFactsSchema(today: () => string = () => isoDay()) {
  return z
    .strictObject(
      {
        availableFrom: z
          .string({
            error: (issue) =>
              missing(issue.input)
                ? 'Available from is required'
                : 'Available from must be a date (YYYY-MM-DD)',
          })
          .refine(isCalendarDate, 'Available from must be a date (YYYY-MM-DD)')
          .refine(
            (day) => day <= addDays(today(), FACT_LIMITS.availableFromDaysAhead),
            'Available from must be within two years',
          ),
        minStayMonths: wholeNumber('Minimum stay', stayMonths.min, stayMonths.max),
        maxStayMonths: wholeNumber('Maximum stay', stayMonths.min, stayMonths.max)
          .nullable()
          .default(null),
        bills: oneOf('Bills', BILLS as [string, ...string[]]),
        billsEstimate: amount('Bills estimate').nullable().default(null),
        deposit: amount('Deposit'),
        furnishing: oneOf('Furnishing', FURNISHINGS as [string, ...string[]]),
        bathroom: oneOf('Bathroom', BATHROOMS as [string, ...string[]]),
        householdSize: wholeNumber('Household size', household.min, household.max),
        householdAgeMin: wholeNumber('Youngest age', age.min, age.max).nullable().default(null),
        householdAgeMax: wholeNumber('Oldest age', age.min, age.max).nullable().default(null),
        couplesWelcome: z.boolean({
          error: (issue) =>
            missing(issue.input)
              ? 'Couples welcome is required'
              : 'Couples welcome must be true or false',
        }),
        whoLivesHere: plainText(
          z.string({ error: 'Who lives here must be text' }).trim(),
          'Who lives here',
          'lines',
        )
          .max(
            FACT_LIMITS.whoLivesHere,
            `Who lives here must be at most ${FACT_LIMITS.whoLivesHere} characters`,
          )
          .default(''),
      },
      {
        error: (issue) =>
          issue.code === 'unrecognized_keys'
            ? `Unknown field(s): ${issue.keys.map((k) => `facts.${k}`).join(', ')}`
            : 'Facts must be an object',
      },
    )
    .refine(
      (f) => f.maxStayMonths === null || f.maxStayMonths >= f.minStayMonths,
      'Maximum stay must not be below the minimum stay',
    )
    .refine(
      (f) => f.bills !== 'yes' || f.billsEstimate === null,
      'A bills estimate is only for bills not all included',
    )
    .refine(
      (f) => (f.householdAgeMin === null) === (f.householdAgeMax === null),
      'Give both ages of the household, or neither',
    )
    .refine(
      (f) =>
        f.householdAgeMin === null ||
        f.householdAgeMax === null ||
        f.householdAgeMin <= f.householdAgeMax,
      'The youngest age must not be above the oldest',
    )
    .refine(
      (f) => f.householdSize > 0 || f.householdAgeMin === null,
      'Ages are for a household of at least one person',
    ) as unknown as z.ZodType<ListingFacts, ListingFactsInput>;
}

/** The stored or sent facts, read tolerantly: null unless every fact is usable (older documents show "Ask the poster"). */
export function toFacts(value: unknown): ListingFacts | null {
  if (value === null || typeof value !== 'object') return null;
  // No clock: a stored date stays valid whatever today is. A far "today" whose
  // two years later still spells YYYY-MM-DD (9999-12-31 + 730 days does not,
  // and would then refuse every date).
  const parsed = listingFactsSchema(() => '9000-01-01').safeParse(value);
  return parsed.success ? parsed.data : null;
}
