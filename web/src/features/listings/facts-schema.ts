// The form's "Room facts" (contract/listing-facts.ts) with the API's messages
// (contract/listing-facts-schema.ts, which needs the full zod the app doesn't
// load). As in schemas.ts, numbers stay text while typing. A fact the form
// hides (the bills estimate when all bills are included, the ages of an empty
// household) is neither checked nor sent, so a value typed before hiding it
// can't block the form.
import { z } from '@/lib/zod';
import { plainText } from '@/lib/text-checks';
import { isNumber, oneOf } from '@/lib/form-rules';
import {
  BATHROOMS,
  BILLS,
  FACT_LIMITS,
  FURNISHINGS,
  addDays,
  isCalendarDate,
  isoDay,
  type Bathroom,
  type Bills,
  type Furnishing,
  type ListingFacts,
} from '@contract/listing-facts';
import { localDay } from '@/lib/local-day';

const { stayMonths, household, age, amount, whoLivesHere } = FACT_LIMITS;

const wholeIn = (v: string, min: number, max: number) =>
  v.trim() !== '' && Number.isInteger(Number(v)) && Number(v) >= min && Number(v) <= max;

const monthChoice = (label: string, optional: boolean) =>
  z
    .string()
    .check(
      z.refine(
        (v) => (optional && v === '') || wholeIn(v, stayMonths.min, stayMonths.max),
        `${label} must be from ${stayMonths.min} to ${stayMonths.max}`,
      ),
    );

/** The last day a move-in date may be: never later than the API's own bound (it counts in UTC). */
export function lastMoveInDay(): string {
  const local = localDay();
  const utc = isoDay();
  return addDays(local < utc ? local : utc, FACT_LIMITS.availableFromDaysAhead);
}

/** Problems with an amount typed as text ('' is fine when `optional`). */
function amountProblem(label: string, text: string, optional: boolean): string | undefined {
  const value = text.trim();
  if (value === '') return optional ? undefined : `${label} is required`;
  if (!isNumber(value)) return `${label} must be a number`;
  if (Number(value) < 0) return `${label} must be positive`;
  if (Number(value) > amount) return `${label} must be at most 1,000,000`;
  return undefined;
}

function ageProblem(label: string, text: string): string | undefined {
  const value = text.trim();
  if (value === '') return undefined;
  if (!isNumber(value)) return `${label} must be a number`;
  if (!Number.isInteger(Number(value))) return `${label} must be a whole number`;
  if (Number(value) < age.min || Number(value) > age.max) {
    return `${label} must be from ${age.min} to ${age.max}`;
  }
  return undefined;
}

export const factsFormSchema = z
  .object({
    availableFrom: z.string().check(
      z.minLength(1, 'Available from is required'),
      z.refine((v) => v === '' || isCalendarDate(v), 'Available from must be a date (YYYY-MM-DD)'),
      z.refine(
        (v) => !isCalendarDate(v) || v <= lastMoveInDay(),
        'Available from must be within two years',
      ),
    ),
    minStayMonths: monthChoice('Minimum stay', false),
    /** '' is "No maximum". */
    maxStayMonths: monthChoice('Maximum stay', true),
    bills: oneOf(BILLS, 'Bills is required'),
    billsEstimate: z.string(),
    deposit: z.string().check(
      z.superRefine((value, ctx) => {
        const problem = amountProblem('Deposit', value, false);
        if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
      }),
    ),
    furnishing: oneOf(FURNISHINGS, 'Furnishing is required'),
    bathroom: oneOf(BATHROOMS, 'Bathroom is required'),
    householdSize: z
      .string()
      .check(
        z.refine(
          (v) => wholeIn(v, household.min, household.max),
          `Household size must be from ${household.min} to ${household.max}`,
        ),
      ),
    householdAgeMin: z.string(),
    householdAgeMax: z.string(),
    couplesWelcome: z.boolean(),
    whoLivesHere: z.string().check(
      plainText('Who lives here', 'lines'),
      z.refine(
        (v) => v.trim().length <= whoLivesHere,
        `Who lives here must be at most ${whoLivesHere} characters`,
      ),
    ),
  })
  .check(
    z.superRefine((facts: FactsFormValues, ctx) => {
      const issue = (path: keyof FactsFormValues, message: string) =>
        ctx.addIssue({ code: 'custom', message, path: [path], input: facts[path] });
      if (facts.maxStayMonths !== '' && Number(facts.maxStayMonths) < Number(facts.minStayMonths)) {
        issue('maxStayMonths', 'Maximum stay must not be below the minimum stay');
      }
      if (facts.bills !== 'yes') {
        const problem = amountProblem('Bills estimate', facts.billsEstimate, true);
        if (problem) issue('billsEstimate', problem);
      }
      if (Number(facts.householdSize) > 0) {
        const youngest = facts.householdAgeMin.trim();
        const oldest = facts.householdAgeMax.trim();
        const minProblem = ageProblem('Youngest age', youngest);
        const maxProblem = ageProblem('Oldest age', oldest);
        if (minProblem) issue('householdAgeMin', minProblem);
        if (maxProblem) issue('householdAgeMax', maxProblem);
        if (!minProblem && !maxProblem) {
          if ((youngest === '') !== (oldest === '')) {
            issue(
              youngest === '' ? 'householdAgeMin' : 'householdAgeMax',
              'Give both ages of the household, or neither',
            );
          } else if (youngest !== '' && Number(youngest) > Number(oldest)) {
            issue('householdAgeMax', 'The youngest age must not be above the oldest');
          }
        }
      }
    }),
  );

export type FactsFormValues = {
  availableFrom: string;
  minStayMonths: string;
  maxStayMonths: string;
  bills: string;
  billsEstimate: string;
  deposit: string;
  furnishing: string;
  bathroom: string;
  householdSize: string;
  householdAgeMin: string;
  householdAgeMax: string;
  couplesWelcome: boolean;
  whoLivesHere: string;
};

const text = (n: number | null) => (n === null ? '' : String(n));
const numberOrNull = (v: string) => (v.trim() === '' ? null : Number(v));

/** A listing's facts as the form shows them. */
export function factsFormValues(facts: ListingFacts): FactsFormValues {
  return {
    availableFrom: facts.availableFrom,
    minStayMonths: String(facts.minStayMonths),
    maxStayMonths: text(facts.maxStayMonths),
    bills: facts.bills,
    billsEstimate: text(facts.billsEstimate),
    deposit: String(facts.deposit),
    furnishing: facts.furnishing,
    bathroom: facts.bathroom,
    householdSize: String(facts.householdSize),
    householdAgeMin: text(facts.householdAgeMin),
    householdAgeMax: text(facts.householdAgeMax),
    couplesWelcome: facts.couplesWelcome,
    whoLivesHere: facts.whoLivesHere,
  };
}

/** The validated form's facts as the API takes them (hidden facts sent as null). */
export function toListingFacts(values: FactsFormValues): ListingFacts {
  const bills = values.bills as Bills;
  const householdSize = Number(values.householdSize);
  return {
    availableFrom: values.availableFrom,
    minStayMonths: Number(values.minStayMonths),
    maxStayMonths: numberOrNull(values.maxStayMonths),
    bills,
    billsEstimate: bills === 'yes' ? null : numberOrNull(values.billsEstimate),
    deposit: Number(values.deposit),
    furnishing: values.furnishing as Furnishing,
    bathroom: values.bathroom as Bathroom,
    householdSize,
    householdAgeMin: householdSize > 0 ? numberOrNull(values.householdAgeMin) : null,
    householdAgeMax: householdSize > 0 ? numberOrNull(values.householdAgeMax) : null,
    couplesWelcome: values.couplesWelcome,
    whoLivesHere: values.whoLivesHere.trim(),
  };
}
