// Supplies the session (lib/session.ts) to the whole app. The Firebase Auth SDK
// is loaded from an effect, i.e. after the first paint, and only when someone
// may be signed in (lib/session-hint.ts): an anonymous visitor is known to be
// signed out at once, without it. Once anything loads the SDK (a sign-in, the
// auth pages), the provider follows the user it reports.
import type { Unsubscribe, User } from 'firebase/auth';
import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { browserOffline } from '@/lib/browser-offline';
import { ApiError } from '@/lib/api-client';
import { authStarted, loadAuth, loadAuthModule, onAuthLoaded } from '@/lib/firebase';
import {
  forgetSessionHint,
  knownSignedOut,
  onSignInElsewhere,
  signedInSessionLikely,
  storeSessionHint,
} from '@/lib/session-hint';
import { SessionContext, type Session, type SessionUser } from '@/lib/session';
import type { UserProfile } from '@/lib/user-profile';
import { getUserProfile } from '../api/get-user-profile';
import { profileCreated } from '../utils/profile-creation';
import { clearAuthToken, storeAuthToken } from '../utils/auth-storage';
import { isNetworkError } from '../utils/auth-error-code';
import { SessionActionsContext, type SessionActions } from './session-actions';

export const TOKEN_REFRESH_INTERVAL_MS = 10 * 60 * 1000;

type ProviderUser = Pick<User, 'uid' | 'email' | 'emailVerified' | 'displayName' | 'photoURL'> & {
  createdAt?: number;
};

type State = {
  loading: boolean;
  providerUser: ProviderUser | null;
  profile: UserProfile | null;
};

type Props = {
  children: ReactNode;
  /**
   * Called when the server rejects the session (401/403 on the profile) or the
   * token can't be refreshed; the app shows a message and opens the login page.
   */
  onAuthFailure?: () => void;
  refreshIntervalMs?: number;
};

const snapshot = (user: User): ProviderUser => ({
  uid: user.uid,
  email: user.email,
  emailVerified: user.emailVerified,
  displayName: user.displayName,
  photoURL: user.photoURL,
  createdAt: Date.parse(user.metadata?.creationTime ?? '') || undefined,
});

function toSessionUser(providerUser: ProviderUser, profile: UserProfile | null): SessionUser {
  return {
    uid: providerUser.uid,
    email: providerUser.email ?? profile?.email ?? '',
    emailVerified: providerUser.emailVerified,
    displayName: profile?.displayName || providerUser.displayName || '',
    backendPhotoURL: profile?.photoURL || null,
    providerPhotoURL: providerUser.photoURL || null,
    lifestyle: profile?.lifestyle ?? [],
    phoneVerified: profile?.phoneVerified,
    ...(providerUser.createdAt ? { createdAt: providerUser.createdAt } : {}),
  };
}

/**
 * The user's ID token, renewed when the address has been verified since it was
 * minted: Firebase reloads the account when the app starts (so `emailVerified`
 * is current after the link was opened in another tab), but the API reads the
 * token's `email_verified` claim, which only a new token carries.
 */
async function freshToken(user: User): Promise<string> {
  const { token, claims } = await user.getIdTokenResult();
  if (user.emailVerified && claims.email_verified !== true) return user.getIdToken(true);
  return token;
}

export function SessionProvider({
  children,
  onAuthFailure,
  refreshIntervalMs = TOKEN_REFRESH_INTERVAL_MS,
}: Props) {
  // Known at once when this browser is signed out and nothing has started the
  // SDK (which then says who is signed in).
  const [state, setState] = useState<State>(() => ({
    loading: authStarted() || !knownSignedOut(),
    providerUser: null,
    profile: null,
  }));
  // Each profile request gets a number; only the latest one may update the state.
  const profileRequest = useRef(0);
  const onAuthFailureRef = useRef(onAuthFailure);
  useEffect(() => {
    onAuthFailureRef.current = onAuthFailure;
  }, [onAuthFailure]);

  /** The server rejected this session: forget it everywhere and send the user to log in. */
  const endSession = useCallback(async () => {
    profileRequest.current++;
    clearAuthToken();
    storeSessionHint(false);
    setState({ loading: false, providerUser: null, profile: null });
    try {
      const [auth, { signOut }] = await Promise.all([loadAuth(), loadAuthModule()]);
      await signOut(auth);
    } catch (error) {
      console.error('Sign-out after an authentication failure failed', error);
    }
    onAuthFailureRef.current?.();
  }, []);

  const loadProfile = useCallback(
    async (email: string | null) => {
      const request = ++profileRequest.current;
      if (!email) return;
      try {
        await profileCreated();
        if (request !== profileRequest.current) return;
        const profile = await getUserProfile(email);
        if (request === profileRequest.current) setState((s) => ({ ...s, profile }));
      } catch (error) {
        if (request !== profileRequest.current) return;
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
          await endSession();
          return;
        }
        // Anything else (profile not created yet, server down…): stay signed in
        // with the identity provider's name and photo.
        const status = error instanceof ApiError ? error.status : 'network';
        console.error(
          `Failed to fetch user profile: ${status} ${error instanceof Error ? error.message : ''}`,
        );
      }
    },
    [endSession],
  );

  const handleAuthChange = useCallback(
    async (user: User | null) => {
      storeSessionHint(user !== null);
      // Signed out, the account deleted, or someone else: what the last member
      // saw goes (loaded here, not with the first page).
      void import('@/lib/offline').then(({ keepCopiesOf }) => keepCopiesOf(user?.uid ?? null));
      if (!user) {
        profileRequest.current++;
        clearAuthToken();
        setState({ loading: false, providerUser: null, profile: null });
        return;
      }
      setState((s) => ({
        loading: false,
        providerUser: snapshot(user),
        profile: s.providerUser?.uid === user.uid ? s.profile : null,
      }));
      try {
        storeAuthToken(await freshToken(user));
      } catch (error) {
        // Offline, a token that needs renewing can't be had: the member stays
        // signed in, with what they saw (lib/offline-copies.ts), until it can.
        if (browserOffline()) return;
        console.error('Could not get an ID token for the signed-in user', error);
        await endSession();
        return;
      }
      await loadProfile(user.email);
    },
    [endSession, loadProfile],
  );

  useEffect(() => {
    let unsubscribe: Unsubscribe | undefined;
    let following = false;
    let cancelled = false;
    const signedOut = () => {
      if (!cancelled) setState({ loading: false, providerUser: null, profile: null });
    };
    // Follow the user as soon as the SDK is in, whoever loaded it.
    const stopWaiting = onAuthLoaded((auth) => {
      if (following) return;
      following = true;
      loadAuthModule()
        .then(({ onAuthStateChanged }) => {
          if (cancelled) return;
          unsubscribe = onAuthStateChanged(auth, (user) => void handleAuthChange(user));
        })
        .catch((error: unknown) => {
          console.error('Could not load authentication', error);
          signedOut();
        });
    });
    const start = () =>
      loadAuth().catch((error: unknown) => {
        console.error('Could not load authentication', error);
        signedOut();
      });
    void signedInSessionLikely().then((likely) => {
      if (cancelled || following) return;
      if (likely) void start();
      // Not urgent: every page re-renders with it, so it renders in slices
      // that yield to the browser instead of one long task as the page starts.
      else
        startTransition(() =>
          setState((s) => (s.loading ? { loading: false, providerUser: null, profile: null } : s)),
        );
    });
    const stopListening = onSignInElsewhere(() => void start());
    return () => {
      cancelled = true;
      stopWaiting();
      stopListening();
      unsubscribe?.();
    };
  }, [handleAuthChange]);

  // Keep a fresh token in session storage while someone is signed in.
  const uid = state.providerUser?.uid;
  useEffect(() => {
    if (!uid) return;
    const timer = setInterval(async () => {
      const auth = await loadAuth();
      if (!auth.currentUser) return;
      try {
        storeAuthToken(await auth.currentUser.getIdToken(true));
      } catch (error) {
        if (isNetworkError(error)) {
          // Offline for a moment: keep the session and try again next time.
          console.warn('Token refresh failed (network); retrying later', error);
          return;
        }
        console.error('Token refresh failed', error);
        await endSession();
      }
    }, refreshIntervalMs);
    return () => clearInterval(timer);
  }, [uid, refreshIntervalMs, endSession]);

  const reloadUser = useCallback(async () => {
    const auth = await loadAuth();
    const user = auth.currentUser;
    if (!user) return;
    setState((s) => ({ ...s, providerUser: snapshot(user) }));
    await loadProfile(user.email);
  }, [loadProfile]);

  const actions = useMemo<SessionActions>(
    () => ({
      applyUser: (user, profile) => {
        storeSessionHint(true);
        if (profile !== undefined) profileRequest.current++;
        setState((s) => ({
          loading: false,
          providerUser: snapshot(user),
          profile:
            profile !== undefined ? profile : s.providerUser?.uid === user.uid ? s.profile : null,
        }));
      },
      clearUser: () => {
        profileRequest.current++;
        clearAuthToken();
        forgetSessionHint();
        setState({ loading: false, providerUser: null, profile: null });
      },
    }),
    [],
  );

  const session = useMemo<Session>(
    () => ({
      loading: state.loading,
      user: state.providerUser ? toSessionUser(state.providerUser, state.profile) : null,
      reloadUser,
    }),
    [state, reloadUser],
  );

  return (
    <SessionActionsContext.Provider value={actions}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </SessionActionsContext.Provider>
  );
}
