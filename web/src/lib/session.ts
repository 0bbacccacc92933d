// The signed-in user as the rest of the app sees it. Provided by the auth
// feature; read by any feature (listings needs it for ownership and likes).
import { createContext, useContext } from 'react';

export type SessionUser = {
  uid: string;
  email: string;
  /**
   * Whether the identity provider has verified the e-mail (Google always has).
   * The API refuses listings and likes until it is true (docs/security-model.md).
   */
  emailVerified: boolean;
  /** Backend profile name, else the identity provider's. */
  displayName: string;
  /** Backend profile photo, if any. */
  backendPhotoURL: string | null;
  /** The identity provider's photo (e.g. Google), if any. */
  providerPhotoURL: string | null;
  /** "My lifestyle" from the backend profile (lifestyle keys); listings show how well they match it. */
  lifestyle: string[];
  /**
   * Whether the account has a verified phone (the profile answer's
   * `phoneVerified`); undefined until the profile has loaded, so nothing asks
   * a verified member for a phone while it loads. Posting and starting a
   * conversation need one; the API refuses without it either way.
   */
  phoneVerified?: boolean;
  /** When the account was made (ms), when the identity provider says: what a new member may not do yet. */
  createdAt?: number;
};

export type Session = {
  user: SessionUser | null;
  /** True until the first authentication state is known. */
  loading: boolean;
  /**
   * Re-reads the identity provider's user and the backend profile (e.g. after
   * the profile was edited). Provided by the auth feature's SessionProvider.
   */
  reloadUser?: () => Promise<void>;
};

export const SessionContext = createContext<Session>({ user: null, loading: true });

export function useSession(): Session {
  return useContext(SessionContext);
}
