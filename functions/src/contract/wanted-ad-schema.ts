// The API's strict reading of a "Room wanted" ad (wanted-ad.ts): the body of
// POST /seeker-ads and PUT /seeker-ads/:id, with the spec's message style
// ("X is required", "X must be …"), and the ad's wire shape as the API sends
// it, which a test parses real answers with. Server-only in practice: it
// needs the full zod, which the web app doesn't load (its form reads the same
// limits through zod/mini, and takes only the `WantedAd` type).
import { z } from 'zod';
import { plainText } from './text-schema';
import { isMissing as missing, oneOf, requiredText, wholeNumber } from './field-schemas';
import { canonicalLifestyle, locationSearchTerm } from './browse-filters';
import { unknownPreferenceMessage } from './browse-filters-schema';
import { addDays, isCalendarDate, isoDay } from './listing-facts';
import { LIFESTYLE_PREFERENCES, ROOM_TYPES, type RoomType } from './listing';
import { uploadDetailsSchema } from './listing-wire';
import { UPLOADED_PHOTO_PATTERN } from './photo-files';
import { pointInputSchema, pointSchema } from './places';
import {
  AREA_DEFAULT_KM,
  AREA_KM,
  type AreaKm,
  type WantedAreaInput,
  OCCUPATIONS,
  WANTED_AD_LIMITS,
  WANTED_AD_PHOTO_MESSAGES as PHOTO_MESSAGES,
  WANTED_AD_STATUSES,
  WANTS,
  type WantedAd,
  type WantedAdInput,
} from './wanted-ad';

const { areas, stayMonths, age } = WANTED_AD_LIMITS;

const AREA_KM_MESSAGE = `Each area's km must be one of: ${AREA_KM.join(', ')}`;

/** An area's name: matched as browse's location search is, so it must hold a letter or digit. */
const areaNameSchema = plainText(
  z.string({ error: 'Each area must be text' }).trim(),
  'Each area',
  'line',
)
  .max(WANTED_AD_LIMITS.area, `Each area must be at most ${WANTED_AD_LIMITS.area} characters`)
  .refine((area) => locationSearchTerm(area) !== undefined, 'Each area must name a place');

/**
 * One area: a name (an older client's plain string reads as the name with
 * the default distance), or `{ name, km, point? }` with the point the seeker
 * chose on the form's place search.
 */
const areaSchema = z.union(
  [
    areaNameSchema.transform((name): WantedAreaInput => ({ name, km: AREA_DEFAULT_KM })),
    z.strictObject(
      {
        name: areaNameSchema,
        km: z
          .number({ error: AREA_KM_MESSAGE })
          .refine(
            (km): km is AreaKm => (AREA_KM as readonly number[]).includes(km),
            AREA_KM_MESSAGE,
          )
          .default(AREA_DEFAULT_KM),
        point: pointInputSchema("Each area's point").optional(),
      },
      {
        error: (issue) =>
          issue.code === 'unrecognized_keys'
            ? `Unknown area field(s): ${issue.keys.join(', ')}`
            : 'Each area must be a place name or { name, km, point }',
      },
    ),
  ],
  {
    error: (issue) =>
      issue.code === 'invalid_union' && issue.errors.length
        ? // The message of the branch that fits the value's kind (text or object).
          (issue.errors[typeof issue.input === 'string' ? 0 : 1]?.[0]?.message ??
          'Each area must be a place name or { name, km, point }')
        : 'Each area must be a place name or { name, km, point }',
  },
);

/**
 * 1–5 areas. Two that search the same ("Brooklyn" and "brooklyn,") are
 * one: the first is kept as written.
 */
const areasSchema = z
  .array(areaSchema, {
    error: (issue) =>
      missing(issue.input) ? 'Give at least one area' : 'Areas must be a list of places',
  })
  .min(areas.min, 'Give at least one area')
  .max(areas.max, `Give at most ${areas.max} areas`)
  .transform((list) => {
    const seen = new Set<string>();
    return list.filter((area) => {
      const term = locationSearchTerm(area.name)!;
      if (seen.has(term)) return false;
      seen.add(term);
      return true;
    });
  });

/** At least one of the contract's room types; repeats collapse, in contract order. */
const roomTypesSchema = z
  .array(oneOf('Room type', ROOM_TYPES), {
    error: (issue) =>
      missing(issue.input) ? 'Choose at least one room type' : 'Room types must be a list',
  })
  .min(1, 'Choose at least one room type')
  .transform((types) => ROOM_TYPES.filter((type) => types.includes(type)) as RoomType[]);

/**
 * Uploads only (`/photos/<id>`), in display order: a seeker's ad shows the
 * seeker, so a link to an image elsewhere has no place here. Whose each one
 * is, the write checks in its transaction (photos/attachments.ts). Repeats
 * are refused, as on listings: the form never sends them.
 */
const photosSchema = z
  .array(
    z
      .string({ error: PHOTO_MESSAGES.uploadsOnly })
      .regex(UPLOADED_PHOTO_PATTERN, PHOTO_MESSAGES.uploadsOnly),
    { error: PHOTO_MESSAGES.list },
  )
  .max(WANTED_AD_LIMITS.photos, PHOTO_MESSAGES.tooMany)
  .refine((photos) => new Set(photos).size === photos.length, PHOTO_MESSAGES.repeated);

/**
 * The body of POST /seeker-ads and PUT /seeker-ads/:id (PUT replaces every
 * field; wanted-ads/router.ts keeps the stored age when PUT leaves `age`
 * out, as the ad never sends it back). `today` bounds the move-in date: any
 * past date is accepted (it reads "now", as a listing's "available from"
 * does), the future up to two years ahead.
 */
export function wantedAdInputSchema(today: () => string = () => isoDay()) {
  return z.strictObject(
    {
      headline: requiredText('Headline', WANTED_AD_LIMITS.headline, 'line'),
      aboutMe: requiredText('About me', WANTED_AD_LIMITS.aboutMe, 'lines'),
      budget: z
        .number({
          error: (issue) =>
            missing(issue.input) ? 'Budget is required' : 'Budget must be a number',
        })
        .positive('Budget must be positive')
        .max(WANTED_AD_LIMITS.budget, 'Budget must be at most 1,000,000'),
      areas: areasSchema,
      moveInDate: z
        .string({
          error: (issue) =>
            missing(issue.input)
              ? 'Move-in date is required'
              : 'Move-in date must be a date (YYYY-MM-DD)',
        })
        .refine(isCalendarDate, 'Move-in date must be a date (YYYY-MM-DD)')
        .refine(
          (day) => day <= addDays(today(), WANTED_AD_LIMITS.moveInDaysAhead),
          'Move-in date must be within two years',
        ),
      stayMonths: wholeNumber('Stay', stayMonths.min, stayMonths.max),
      roomTypes: roomTypesSchema,
      wantsBills: oneOf('Bills included', WANTS),
      wantsFurnished: oneOf('Furnished', WANTS),
      wantsPrivateBath: oneOf('Private bathroom', WANTS),
      lifestyle: z
        .array(
          z.enum(LIFESTYLE_PREFERENCES, {
            error: (issue) => unknownPreferenceMessage(issue.input),
          }),
          { error: 'Lifestyle must be a list' },
        )
        .default([])
        .transform(canonicalLifestyle),
      couple: z.boolean({
        error: (issue) =>
          missing(issue.input) ? 'Couple is required' : 'Couple must be true or false',
      }),
      age: wholeNumber('Age', age.min, age.max).nullable().default(null),
      occupation: z
        .enum(OCCUPATIONS, {
          error: `Occupation must be one of: ${OCCUPATIONS.join(', ')}`,
        })
        .nullable()
        .default(null),
      photos: photosSchema.optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Unknown field(s): ${issue.keys.join(', ')}`
          : 'Request body must be a JSON object',
    },
  ) satisfies z.ZodType<WantedAdInput, unknown>;
}

/**
 * An ad in any of the API's answers (lists, details, mine, create, edit, the
 * owner's lifecycle actions). Strict: a field the API adds must be declared
 * here first, so nothing (an e-mail, the exact age) slips into an answer
 * unnoticed; the API tests parse every answer with it.
 */
export const wantedAdSchema = z.strictObject({
  _id: z.string(),
  userId: z.string(),
  headline: z.string(),
  aboutMe: z.string(),
  budget: z.number(),
  /** Each area's point on the stored grid, null when its name names no known place. */
  areas: z.array(
    z.strictObject({
      name: z.string(),
      km: z.union(AREA_KM.map((km) => z.literal(km))),
      point: pointSchema.nullable(),
    }),
  ),
  moveInDate: z.string(),
  stayMonths: z.number(),
  roomTypes: z.array(z.enum(ROOM_TYPES)),
  wantsBills: z.enum(WANTS),
  wantsFurnished: z.enum(WANTS),
  wantsPrivateBath: z.enum(WANTS),
  lifestyle: z.array(z.enum(LIFESTYLE_PREFERENCES)),
  couple: z.boolean(),
  occupation: z.enum(OCCUPATIONS).nullable(),
  ageRange: z.string().nullable(),
  name: z.string(),
  photo: z.string(),
  phoneVerified: z.boolean(),
  photos: z.array(z.string()),
  /** As a listing's: held uploads only in their owner's and the moderators' answers. */
  photoDetails: z.record(z.string(), uploadDetailsSchema),
  /** The effective status: an active ad past `expiresAt` reads `expired`. */
  status: z.enum(WANTED_AD_STATUSES),
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** How far its nearest area point is from a near search's centre, in km with one decimal: only in those answers. */
  distanceKm: z.number().nonnegative().optional(),
  isOwner: z.boolean(),
}) satisfies z.ZodType<WantedAd>;
