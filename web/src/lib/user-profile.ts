// The backend user profile (README: `POST /users`, `GET/PUT /users/:email`),
// shared by the auth feature (session) and the profile feature. Its shape is
// the contract's (functions/src/contract/user-profile.ts), the API's own.
import type { UserPreferences } from '@contract/user-profile';

export type { UserPreferences, UserProfile } from '@contract/user-profile';

export const DEFAULT_PREFERENCES: UserPreferences = { notifications: true, emailUpdates: true };

export const userProfilePath = (email: string) => `/users/${encodeURIComponent(email)}`;
