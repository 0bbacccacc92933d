// The user profile's limits, shared like the listing contract (see listing.ts).
// Import-free: the web app loads it at runtime (its form, the messages contract);
// the profile's wire shape, a zod schema, is user-profile.ts.

export const PROFILE_LIMITS = {
  displayName: 80,
  phoneNumber: 30,
  bio: 500,
  photoURL: 2048,
} as const;

export const INVALID_IMAGE_URL = 'Please provide a valid image URL';
