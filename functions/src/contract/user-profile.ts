// A profile as the API sends it: the one declaration of its wire shape. The
// API's users/repository.ts produces it; the web app takes only the type
// (`@contract/user-profile`; ESLint holds it to that: this module loads full
// zod). Apart from profile.ts, whose limits the web app loads at runtime.
import { z } from 'zod';
import { ALERT_EMAIL_CHOICES, DEFAULT_EMAIL_PREFERENCES } from './email';
import { LIFESTYLE_PREFERENCES } from './listing';

/** A member's notification choices; both default to on (the spec). */
export const userPreferencesSchema = z.object({
  notifications: z.boolean(),
  emailUpdates: z.boolean(),
});
export type UserPreferences = z.infer<typeof userPreferencesSchema>;

/**
 * Which e-mails the member wants, one choice per kind (contract/email.ts);
 * a profile stored before they existed reads as DEFAULT_EMAIL_PREFERENCES.
 * `preferences.emailUpdates` stays the master switch above them.
 */
export const emailPreferencesSchema = z.object({
  messages: z.boolean().default(DEFAULT_EMAIL_PREFERENCES.messages),
  alerts: z.enum(ALERT_EMAIL_CHOICES).default(DEFAULT_EMAIL_PREFERENCES.alerts),
  listings: z.boolean().default(DEFAULT_EMAIL_PREFERENCES.listings),
});

/**
 * A profile as the API sends it (`POST /users`, `GET/PUT /users/:email`): the
 * one declaration of its wire shape. Every field is always there ('' when not
 * given, the preferences on by default, no lifestyle keys), so clients need no
 * fallbacks for them.
 */
export const userProfileSchema = z.object({
  email: z.string(),
  displayName: z.string(),
  photoURL: z.string(),
  phoneNumber: z.string(),
  bio: z.string(),
  preferences: userPreferencesSchema,
  emailPreferences: emailPreferencesSchema,
  /** "My lifestyle": the listing contract's keys, what the lifestyle match compares with. */
  lifestyle: z.array(z.enum(LIFESTYLE_PREFERENCES)),
  /**
   * Whether the account has a verified phone number (computed from the Auth
   * record, never stored in the profile). Not to be confused with
   * `phoneNumber`, the contact number the member chose to share.
   */
  phoneVerified: z.boolean(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;
