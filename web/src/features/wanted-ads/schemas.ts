// The Room wanted form's rules, with the API's messages
// (contract/wanted-ad-schema.ts, which needs the full zod the app doesn't
// load). Numbers stay text while typing, so an empty field can say "…is
// required" instead of "expected number"; lists are checked with z.custom and
// one refinement (zod/mini's array parts would join the first-load bundle,
// see listings/schemas.ts).
import { z } from '@/lib/zod';
import { isNumber, oneOf, requiredText } from '@/lib/form-rules';
import { textProblem } from '@contract/text';
import { locationSearchTerm } from '@contract/browse-filters';
import { LIFESTYLE_PREFERENCES, ROOM_TYPES, type RoomType } from '@contract/listing';
import { addDays, isCalendarDate, isoDay } from '@contract/listing-facts';
import {
  AREA_DEFAULT_KM,
  OCCUPATIONS,
  WANTED_AD_LIMITS as LIMITS,
  type AreaKm,
  WANTS,
  type Occupation,
  type WantedAd,
  type WantedAdInput,
  type Want,
} from '@contract/wanted-ad';
import type { Point } from '@contract/near';
import { localDay } from '@/lib/local-day';

export type WantedAdFormValues = {
  headline: string;
  aboutMe: string;
  budget: string;
  /** Objects, as react-hook-form's field arrays want them. */
  areas: AreaValue[];
  moveInDate: string;
  stayMonths: string;
  roomTypes: string[];
  wantsBills: string;
  wantsFurnished: string;
  wantsPrivateBath: string;
  lifestyle: string[];
  couple: boolean;
  /** '' for none (or, when editing an ad that has one, "keep it"). */
  age: string;
  /** Editing an ad that shows an age range: take it off. */
  hideAge: boolean;
  /** '' for none. */
  occupation: string;
  /** Uploaded photos' URLs (`/photos/<id>`), the cover first. */
  photos: string[];
};

/**
 * One area as the form holds it: its name as typed, its distance, and the
 * point of the place chosen for it (or of an edited ad's area), kept only
 * while the name is that place's: a name typed anew has none, and the API
 * finds its point from the name.
 */
export type AreaValue = { value: string; km: AreaKm; point: Point | null };

/** A new area: no name yet, the default distance. */
export const newArea = (): AreaValue => ({ value: '', km: AREA_DEFAULT_KM, point: null });

/** The body as the form sends it: `age` left out keeps the stored one (the API never sends it back). */
export type WantedAdBody = Omit<WantedAdInput, 'age'> & { age?: number | null };

/** The last move-in date the API takes: never later than its own bound (it counts in UTC). */
export function lastMoveInDate(): string {
  const local = localDay();
  const utc = isoDay();
  return addDays(local < utc ? local : utc, LIMITS.moveInDaysAhead);
}

/** The problem with one area, if any (an empty one is left out, not a problem). */
export function areaProblem(area: string): string | undefined {
  const value = area.trim();
  if (!value) return undefined;
  const text = textProblem('Each area', value, 'line');
  if (text) return text;
  if (value.length > LIMITS.area) return `Each area must be at most ${LIMITS.area} characters`;
  if (locationSearchTerm(value) === undefined) return 'Each area must name a place';
  return undefined;
}

export function ageProblem(text: string): string | undefined {
  const value = text.trim();
  if (value === '') return undefined;
  if (!isNumber(value)) return 'Age must be a number';
  if (!Number.isInteger(Number(value))) return 'Age must be a whole number';
  if (Number(value) < LIMITS.age.min || Number(value) > LIMITS.age.max) {
    return `Age must be from ${LIMITS.age.min} to ${LIMITS.age.max}`;
  }
  return undefined;
}

export const wantedAdSchema = z
  .object({
    headline: requiredText('Headline', LIMITS.headline, 'line'),
    aboutMe: requiredText('About me', LIMITS.aboutMe, 'lines'),
    budget: z.string().check(
      z.trim(),
      z.minLength(1, 'Budget is required'),
      z.refine((v) => v === '' || isNumber(v), 'Budget must be a number'),
      z.refine((v) => !isNumber(v) || Number(v) > 0, 'Budget must be positive'),
      z.refine(
        (v) => !isNumber(v) || Number(v) <= LIMITS.budget,
        'Budget must be at most 1,000,000',
      ),
    ),
    areas: z.custom<AreaValue[]>((value) => Array.isArray(value)),
    moveInDate: z.string().check(
      z.minLength(1, 'Move-in date is required'),
      z.refine((v) => v === '' || isCalendarDate(v), 'Move-in date must be a date (YYYY-MM-DD)'),
      z.refine(
        (v) => !isCalendarDate(v) || v <= lastMoveInDate(),
        'Move-in date must be within two years',
      ),
    ),
    stayMonths: z
      .string()
      .check(
        z.refine(
          (v) =>
            Number.isInteger(Number(v)) &&
            Number(v) >= LIMITS.stayMonths.min &&
            Number(v) <= LIMITS.stayMonths.max,
          `Stay must be from ${LIMITS.stayMonths.min} to ${LIMITS.stayMonths.max}`,
        ),
      ),
    roomTypes: z.custom<string[]>((value) => Array.isArray(value)),
    wantsBills: oneOf(WANTS, 'Bills included is required'),
    wantsFurnished: oneOf(WANTS, 'Furnished is required'),
    wantsPrivateBath: oneOf(WANTS, 'Private bathroom is required'),
    lifestyle: z.custom<string[]>((value) => Array.isArray(value)),
    couple: z.boolean(),
    age: z.string(),
    hideAge: z.boolean(),
    occupation: z
      .string()
      .check(
        z.refine(
          (v) => v === '' || (OCCUPATIONS as readonly string[]).includes(v),
          `Occupation must be one of: ${OCCUPATIONS.join(', ')}`,
        ),
      ),
    photos: z.custom<string[]>((value) => Array.isArray(value)),
  })
  .check(
    z.superRefine((values: WantedAdFormValues, ctx) => {
      const issue = (path: Array<string | number>, message: string) =>
        ctx.addIssue({ code: 'custom', message, path, input: values });
      const filled = values.areas.filter((area) => area.value.trim() !== '');
      values.areas.forEach((area, index) => {
        const problem = areaProblem(area.value);
        if (problem) issue(['areas', index, 'value'], problem);
      });
      if (filled.length < LIMITS.areas.min) issue(['areas', 0, 'value'], 'Give at least one area');
      if (filled.length > LIMITS.areas.max) {
        issue(['areas', 'root'], `Give at most ${LIMITS.areas.max} areas`);
      }
      if (!values.roomTypes.some((type) => (ROOM_TYPES as readonly string[]).includes(type))) {
        issue(['roomTypes'], 'Choose at least one room type');
      }
      if (!values.hideAge) {
        const problem = ageProblem(values.age);
        if (problem) issue(['age'], problem);
      }
    }),
  );

/** A new ad: the member's own lifestyle from their profile, a move-in in two weeks, 6 months. */
export function newWantedAdValues(today: string, lifestyle: readonly string[]): WantedAdFormValues {
  return {
    headline: '',
    aboutMe: '',
    budget: '',
    areas: [newArea()],
    moveInDate: addDays(today, 14),
    stayMonths: '6',
    roomTypes: ['Single Room'],
    wantsBills: 'any',
    wantsFurnished: 'any',
    wantsPrivateBath: 'any',
    lifestyle: LIFESTYLE_PREFERENCES.filter((key) => lifestyle.includes(key)),
    couple: false,
    age: '',
    hideAge: false,
    occupation: '',
    photos: [],
  };
}

/** An ad as the edit form shows it (its age is never sent back: the field starts empty). */
export function wantedAdValues(ad: WantedAd): WantedAdFormValues {
  return {
    headline: ad.headline,
    aboutMe: ad.aboutMe,
    budget: String(ad.budget),
    areas: ad.areas.map((area) => ({ value: area.name, km: area.km, point: area.point })),
    moveInDate: ad.moveInDate,
    stayMonths: String(ad.stayMonths),
    roomTypes: [...ad.roomTypes],
    wantsBills: ad.wantsBills,
    wantsFurnished: ad.wantsFurnished,
    wantsPrivateBath: ad.wantsPrivateBath,
    lifestyle: [...ad.lifestyle],
    couple: ad.couple,
    age: '',
    hideAge: false,
    occupation: ad.occupation ?? '',
    photos: [...ad.photos],
  };
}

/**
 * The validated form as the API's body. `keepsAge`: editing an ad that has an
 * age, where an empty field keeps it (left out of the body).
 */
export function toWantedAdBody(values: WantedAdFormValues, keepsAge = false): WantedAdBody {
  const body: WantedAdBody = {
    headline: values.headline.trim(),
    aboutMe: values.aboutMe.trim(),
    budget: Number(values.budget),
    areas: values.areas.flatMap((area) => {
      const name = area.value.trim();
      if (!name) return [];
      return [area.point ? { name, km: area.km, point: area.point } : { name, km: area.km }];
    }),
    moveInDate: values.moveInDate,
    stayMonths: Number(values.stayMonths),
    roomTypes: ROOM_TYPES.filter((type) => values.roomTypes.includes(type)) as RoomType[],
    wantsBills: values.wantsBills as Want,
    wantsFurnished: values.wantsFurnished as Want,
    wantsPrivateBath: values.wantsPrivateBath as Want,
    lifestyle: LIFESTYLE_PREFERENCES.filter((key) => values.lifestyle.includes(key)),
    couple: values.couple,
    occupation: values.occupation === '' ? null : (values.occupation as Occupation),
    photos: values.photos,
  };
  const age = values.age.trim();
  if (values.hideAge) body.age = null;
  else if (age !== '') body.age = Number(age);
  else if (!keepsAge) body.age = null;
  return body;
}
