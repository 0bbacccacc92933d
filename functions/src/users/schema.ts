import { z } from 'zod';
import { TIME_ZONE_INVALID, isTimeZone } from '../contract/dates';
import { ALERT_EMAIL_CHOICES } from '../contract/email';
import { LIFESTYLE_PREFERENCES } from '../contract/listing';
import { UPLOADED_PHOTO_PATTERN } from '../contract/photo-files';
import { INVALID_IMAGE_URL, PROFILE_LIMITS } from '../contract/profile';
import { plainText, strictMessages, type TextShape } from '../lib/validation';
import { textProblem } from '../contract/text';
import { unknownPreferenceMessage } from '../contract/browse-filters-schema';

export { INVALID_IMAGE_URL, PROFILE_LIMITS };

const optionalText = (label: string, max: number, shape: TextShape) =>
  plainText(z.string({ error: `${label} must be a string` }).trim(), label, shape)
    .max(max, `${label} must be at most ${max} characters`)
    .optional();

/**
 * An http(s) URL or the empty string (no photo). Whether it really is an
 * image is the client's check. (http stays for the app's own images on the
 * emulator's http origin; the pages load other sites' images over https only.)
 */
const photoURL = z
  .string({ error: INVALID_IMAGE_URL })
  .trim()
  .max(PROFILE_LIMITS.photoURL, INVALID_IMAGE_URL)
  // The URL parser drops tabs and line breaks, so they must be refused first.
  .refine(
    (value) => textProblem('', value, 'line') === undefined && !/\s/.test(value),
    INVALID_IMAGE_URL,
  )
  .refine((value) => {
    if (value === '') return true;
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, INVALID_IMAGE_URL)
  .optional();

/**
 * On an edit, also one of the member's uploads (`/photos/<id>`): the profile's
 * transaction checks it is theirs and attaches it (photos/attachments.ts).
 */
const photoURLOrUpload = z
  .string({ error: INVALID_IMAGE_URL })
  .trim()
  .refine(
    (value) => UPLOADED_PHOTO_PATTERN.test(value) || photoURL.safeParse(value).success,
    INVALID_IMAGE_URL,
  )
  .optional();

const preferences = z
  .strictObject(
    {
      notifications: z
        .boolean({ error: 'preferences.notifications must be true or false' })
        .optional(),
      emailUpdates: z
        .boolean({ error: 'preferences.emailUpdates must be true or false' })
        .optional(),
    },
    {
      error: (issue) =>
        issue.code === 'invalid_type'
          ? 'Preferences must be an object'
          : strictMessages.error(issue),
    },
  )
  .optional();

/** Any of the three e-mail choices; the others stay as they are. */
const emailPreferences = z
  .strictObject(
    {
      messages: z.boolean({ error: 'emailPreferences.messages must be true or false' }).optional(),
      alerts: z
        .enum(ALERT_EMAIL_CHOICES, {
          error: `emailPreferences.alerts must be one of: ${ALERT_EMAIL_CHOICES.join(', ')}`,
        })
        .optional(),
      listings: z.boolean({ error: 'emailPreferences.listings must be true or false' }).optional(),
    },
    {
      error: (issue) =>
        issue.code === 'invalid_type'
          ? 'E-mail preferences must be an object'
          : strictMessages.error(issue),
    },
  )
  .optional();

/** "My lifestyle": the same six keys a listing carries, as what I am or want. */
const lifestyle = z
  .array(
    z.enum(LIFESTYLE_PREFERENCES, {
      error: (issue) => unknownPreferenceMessage(issue.input),
    }),
    { error: 'Lifestyle must be a list of preferences' },
  )
  .max(LIFESTYLE_PREFERENCES.length, 'Lifestyle has at most 6 preferences')
  // Once per key, in the contract's order, so equal choices store equally.
  .transform((keys) => LIFESTYLE_PREFERENCES.filter((key) => keys.includes(key)))
  .optional();

/** The browser's time zone, which the member's e-mails write days and times in. */
const timeZone = z
  .string({ error: TIME_ZONE_INVALID })
  .refine((zone) => isTimeZone(zone), TIME_ZONE_INVALID)
  .optional();

const editable = {
  displayName: optionalText('Display name', PROFILE_LIMITS.displayName, 'line'),
  photoURL,
  preferences,
  timeZone,
};

/** POST /users: what the client knows at sign-up. `email`, if sent, must be the caller's own. */
export const createProfileSchema = z.strictObject(
  {
    email: z.string({ error: 'email must be a string' }).trim().toLowerCase().optional(),
    ...editable,
  },
  strictMessages,
);

/** PUT /users/:email: any subset of the editable fields. */
export const updateProfileSchema = z.strictObject(
  {
    ...editable,
    photoURL: photoURLOrUpload,
    phoneNumber: optionalText('Phone number', PROFILE_LIMITS.phoneNumber, 'line'),
    bio: optionalText('Bio', PROFILE_LIMITS.bio, 'lines'),
    lifestyle,
    emailPreferences,
  },
  strictMessages,
);

export type ProfileUpdate = z.output<typeof updateProfileSchema>;
