// The user profile's limits, shared like the listing contract (see listing.ts).

export const PROFILE_LIMITS = {
  displayName: 80,
  phoneNumber: 30,
  bio: 500,
  photoURL: 2048,
} as const;

export const INVALID_IMAGE_URL = 'Please provide a valid image URL';
