import { z } from '@/lib/zod';
import { plainText } from '@/lib/text-checks';
import { ALERT_EMAIL_CHOICES } from '@contract/email';
import { LIFESTYLE_PREFERENCES } from '@contract/listing';
import { INVALID_IMAGE_URL, PROFILE_LIMITS } from '@contract/profile';
import { isHttpUrl } from '@/lib/image-url';
import { uploadedPhotoId } from '@contract/photo-files';

export { INVALID_IMAGE_URL };
export const BIO_MAX = PROFILE_LIMITS.bio;
const NAME_MAX = PROFILE_LIMITS.displayName;

export const profileSchema = z.object({
  displayName: z
    .string()
    .check(
      z.trim(),
      plainText('Display name', 'line'),
      z.minLength(1, 'Display name is required'),
      z.maxLength(NAME_MAX, `Display name must be at most ${NAME_MAX} characters`),
    ),
  phoneNumber: z.string().check(
    z.trim(),
    plainText('Phone number', 'line'),
    z.refine(
      (value) => value === '' || /^\+?[\d\s().-]{6,20}$/.test(value),
      'Please enter a valid phone number',
    ),
  ),
  bio: z
    .string()
    .check(
      z.trim(),
      plainText('Bio', 'lines'),
      z.maxLength(BIO_MAX, `Bio must be at most ${BIO_MAX} characters`),
    ),
  photoURL: z.string().check(
    z.trim(),
    // '' (no photo), a link, or an upload of the member's (`/photos/<id>`).
    z.refine(
      (value) => value === '' || isHttpUrl(value) || uploadedPhotoId(value) !== undefined,
      INVALID_IMAGE_URL,
    ),
  ),
  preferences: z.object({ notifications: z.boolean(), emailUpdates: z.boolean() }),
  /** One choice per kind of e-mail (@contract/email); `preferences.emailUpdates` is their master switch. */
  emailPreferences: z.object({
    messages: z.boolean(),
    alerts: z.enum(ALERT_EMAIL_CHOICES),
    listings: z.boolean(),
  }),
  lifestyle: z.array(z.enum(LIFESTYLE_PREFERENCES)),
});

export type ProfileValues = z.infer<typeof profileSchema>;
