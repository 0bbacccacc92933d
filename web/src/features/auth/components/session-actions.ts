// Internal to the auth feature: lets the sign-in flows update the session
// right away instead of waiting for the next auth state change.
import type { User } from 'firebase/auth';
import { createContext, useContext } from 'react';
import type { UserProfile } from '@/lib/user-profile';

export type SessionActions = {
  /** Shows `user` (and, when given, its backend profile) as the signed-in user now. */
  applyUser: (user: User, profile?: UserProfile | null) => void;
  /** Forgets the signed-in user locally (after signing out). */
  clearUser: () => void;
};

export const SessionActionsContext = createContext<SessionActions>({
  applyUser: () => {},
  clearUser: () => {},
});

export function useSessionActions(): SessionActions {
  return useContext(SessionActionsContext);
}
