// The phone routes' wire shapes (GET/POST/DELETE /users/me/phone…): the one
// declaration of them. The web app takes only the types (this loads full zod).
import { z } from 'zod';

/** POST /users/me/phone/code: the number as typed and the reCAPTCHA token (any string on the emulator). */
export const phoneCodeRequestSchema = z
  .object({
    phoneNumber: z.string().max(40),
    recaptchaToken: z.string().min(1).max(8192),
  })
  .strict();
export type PhoneCodeRequest = z.infer<typeof phoneCodeRequestSchema>;

/** POST /users/me/phone/verify. */
export const phoneVerifyRequestSchema = z.object({ code: z.string().max(32) }).strict();
export type PhoneVerifyRequest = z.infer<typeof phoneVerifyRequestSchema>;

/**
 * What every phone route answers: whether the caller's account has a verified
 * number (and its last two digits), and a code waiting to be entered (to which
 * number, until when). Never the number.
 */
export const phoneStatusSchema = z.object({
  verified: z.boolean(),
  ending: z.string().nullable(),
  pending: z
    .object({
      ending: z.string(),
      /** ISO time after which the code is refused as expired. */
      expiresAt: z.string(),
    })
    .nullable(),
});
export type PhoneStatus = z.infer<typeof phoneStatusSchema>;
