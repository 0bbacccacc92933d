// The backend user profile (README: `POST /users`, `GET/PUT /users/:email`),
// shared by the auth feature (session) and the profile feature.
export type UserPreferences = {
  notifications: boolean;
  emailUpdates: boolean;
};

export type UserProfile = {
  email: string;
  displayName?: string;
  photoURL?: string;
  phoneNumber?: string;
  bio?: string;
  preferences?: UserPreferences;
  /** "My lifestyle": lifestyle keys (the listing contract's), what listings are matched against. */
  lifestyle?: string[];
};

export const DEFAULT_PREFERENCES: UserPreferences = { notifications: true, emailUpdates: true };

export const userProfilePath = (email: string) => `/users/${encodeURIComponent(email)}`;
