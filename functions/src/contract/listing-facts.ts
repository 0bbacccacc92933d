// The facts seekers choose a room by: when it is free, for how long, what it
// really costs, how it is furnished, the bathroom and who lives there. Values,
// labels, limits and how each fact reads, for the API, the form, cards,
// details and the seeder. Imports only dates.ts (the web app loads it as is); the
// API's strict reading is listing-facts-schema.ts beside it.
//
// A listing states all of its facts or none: the main form asks for them
// (with defaults), while the spec's legacy routes (/update, /add-roommate,
// /api/posts) and listings written before the facts existed have none, and
// show "Ask the poster".
import { formatCalendarDate } from './dates';

export const BILLS_LABELS = {
  yes: 'Bills included',
  some: 'Some bills included',
  no: 'Bills not included',
} as const;
export type Bills = keyof typeof BILLS_LABELS;
export const BILLS = Object.keys(BILLS_LABELS) as Bills[];

export const FURNISHING_LABELS = {
  furnished: 'Furnished',
  part: 'Part furnished',
  unfurnished: 'Unfurnished',
} as const;
export type Furnishing = keyof typeof FURNISHING_LABELS;
export const FURNISHINGS = Object.keys(FURNISHING_LABELS) as Furnishing[];

export const BATHROOM_LABELS = {
  private: 'Private bathroom',
  shared: 'Shared bathroom',
} as const;
export type Bathroom = keyof typeof BATHROOM_LABELS;
export const BATHROOMS = Object.keys(BATHROOM_LABELS) as Bathroom[];

export const FACT_LIMITS = {
  /** Stays are whole months, 1 to 24 (a maximum may also be "No maximum"). */
  stayMonths: { min: 1, max: 24 },
  /** People living there now, not counting the newcomer. */
  household: { min: 0, max: 10 },
  age: { min: 18, max: 99 },
  whoLivesHere: 500,
  /** Deposit and the monthly bills estimate: amounts like the rent's. */
  amount: 1_000_000,
  /** How far ahead a move-in date may be (days from today). */
  availableFromDaysAhead: 730,
} as const;

/** What a listing shows for a fact it doesn't state. */
export const ASK_THE_POSTER = 'Ask the poster';
export const AVAILABLE_NOW = 'Available now';
export const NO_MAXIMUM = 'No maximum';

/** A calendar date as the wire and the store spell it: `2027-03-01`. */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The facts of one listing (stored under `facts`, sent as `facts`, null when not stated). */
export type ListingFacts = {
  /** The first day the room is free (a calendar date, the listing's own). */
  availableFrom: string;
  minStayMonths: number;
  /** null: no maximum. */
  maxStayMonths: number | null;
  bills: Bills;
  /** Monthly estimate of the bills not included (never with `bills: 'yes'`); null when not given. */
  billsEstimate: number | null;
  deposit: number;
  furnishing: Furnishing;
  bathroom: Bathroom;
  /** People living there now (0–10), not counting the newcomer. */
  householdSize: number;
  /** Their ages, both or neither (never with an empty household). */
  householdAgeMin: number | null;
  householdAgeMax: number | null;
  couplesWelcome: boolean;
  /** "Who lives here": up to 500 characters, '' when left empty. */
  whoLivesHere: string;
};

/** The facts as a client may send them: the optional ones may be left out (the API fills null or ''). */
export type ListingFactsInput = Omit<ListingFacts, OptionalFact> &
  Partial<Pick<ListingFacts, OptionalFact>>;
type OptionalFact =
  'maxStayMonths' | 'billsEstimate' | 'householdAgeMin' | 'householdAgeMax' | 'whoLivesHere';

/** What the form starts from, so a poster only changes what differs. */
export function defaultFacts(today: string): ListingFacts {
  return {
    availableFrom: today,
    minStayMonths: 1,
    maxStayMonths: null,
    bills: 'no',
    billsEstimate: null,
    deposit: 0,
    furnishing: 'furnished',
    bathroom: 'shared',
    householdSize: 1,
    householdAgeMin: null,
    householdAgeMax: null,
    couplesWelcome: false,
    whoLivesHere: '',
  };
}

// ---------------------------------------------------------------------------
// Calendar dates, without time zones: a move-in date is a day, the same day
// wherever it is read.

/** Today's date in UTC as `YYYY-MM-DD` (the server's "today"; the form passes the member's own). */
export function isoDay(time: number | Date = Date.now()): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** Whether `text` is a real calendar date (`2027-02-30` is not). */
export function isCalendarDate(text: string): boolean {
  if (!DATE_PATTERN.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** `YYYY-MM-DD` → days since 1970-01-01 (the number search compares). */
export function dayNumber(day: string): number {
  return Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
}

/** `YYYY-MM-DD` plus `days`. */
export function addDays(day: string, days: number): string {
  return isoDay(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000);
}

/** `2027-03-01` → "Mar 1, 2027" (en-US), "1 Mar 2027" (en-GB): the calendar date every page writes. */
export const formatDay = (day: string, locale?: string): string =>
  formatCalendarDate(day, { locale }) ?? day;

// ---------------------------------------------------------------------------
// How facts read.

/** "Available now" from the date on (today included), else "Available from Mar 1, 2027". */
export function availableFromText(availableFrom: string, today: string): string {
  return availableFrom <= today ? AVAILABLE_NOW : `Available from ${formatDay(availableFrom)}`;
}

const months = (n: number) => `${n} ${n === 1 ? 'month' : 'months'}`;

/** "1–12 months", "6+ months", "12 months". */
export function stayText(min: number, max: number | null): string {
  if (max === null) return `${min}+ months`;
  if (max === min) return months(min);
  return `${min}–${months(max)}`;
}

/** "3 people live there", "1 person lives there", "Nobody lives there yet". */
export function householdText(size: number): string {
  if (size === 0) return 'Nobody lives there yet';
  return size === 1 ? '1 person lives there' : `${size} people live there`;
}

/** "Aged 24–31", or undefined without ages. */
export function agesText(min: number | null, max: number | null): string | undefined {
  if (min === null || max === null) return undefined;
  return min === max ? `Aged ${min}` : `Aged ${min}–${max}`;
}
