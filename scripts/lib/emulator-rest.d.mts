// Types for emulator-rest.mjs, so the TypeScript tests (web, e2e, functions) can import it.

export type EmulatorRestOptions = {
  /** e.g. '127.0.0.1:9099'; default: FIREBASE_AUTH_EMULATOR_HOST */
  authHost?: string;
  /** e.g. '127.0.0.1:8080'; default: FIRESTORE_EMULATOR_HOST */
  firestoreHost?: string;
  /** default 'demo-roomly' */
  projectId?: string;
  /** default 'fake-api-key': the emulator takes any */
  apiKey?: string;
  /**
   * `projectId` is not the project the emulators were started for: sign-up and
   * sign-in name it, as its owner (no anonymous sign-up then). Default false.
   */
  asOwner?: boolean;
};

/** What sign-up and sign-in answer (the fields the callers read). */
export type SignedIn = { localId: string; idToken: string; email?: string };

/** `phoneNumber`: the verified number it was given, if any. */
export type CreatedAccount = { uid: string; email: string; idToken: string; phoneNumber?: string };

export type EmulatorAccount = {
  localId: string;
  email?: string;
  emailVerified?: boolean;
  disabled?: boolean;
  [field: string]: unknown;
};

export type OobCode = { email: string; requestType: string; oobCode: string; oobLink: string };

export type VerificationCode = { phoneNumber: string; code: string; sessionInfo: string };

export type EmulatorRest = {
  resetAuth(): Promise<void>;
  resetFirestore(): Promise<void>;
  reset(): Promise<void>;
  signUp(account?: { email?: string; password?: string; displayName?: string }): Promise<SignedIn>;
  signIn(email: string, password: string): Promise<SignedIn>;
  updateAccount(localId: string, fields: Record<string, unknown>): Promise<void>;
  /** Sets the account's creation time (ms since the epoch). */
  backdateAccount(localId: string, createdAt: number): Promise<void>;
  markVerified(localId: string): Promise<void>;
  createAccount(account: {
    email: string;
    password: string;
    displayName?: string;
    verified?: boolean;
    /** A verified phone (givePhone); default: as `verified`. */
    phone?: boolean;
    /** Creation time to give the account (ms since the epoch); default: now. */
    createdAt?: number;
  }): Promise<CreatedAccount>;
  /** Gives the account a verified phone (Auth record and Roomly's claim); answers the number. */
  givePhone(localId: string, phoneNumber?: string): Promise<string>;
  verificationCodes(): Promise<VerificationCode[]>;
  lookupAccounts(query: { email?: string[]; localId?: string[] }): Promise<EmulatorAccount[]>;
  deleteAccounts(localIds: string[]): Promise<void>;
  oobCodes(): Promise<OobCode[]>;
  verificationLink(email: string): Promise<string | null>;
};

export function emulatorRest(options?: EmulatorRestOptions): EmulatorRest;
