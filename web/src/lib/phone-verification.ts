// Asking the member to verify their phone, from wherever an action needs it
// (a form's gate, the first message, the report dialog). The phone feature
// provides it around the pages (features/phone/components/phone-verification.tsx)
// with the dialog; any feature or shared component may ask.
import { createContext, useContext } from 'react';
import { ApiError } from '@/lib/api-client';
import { useSession, type SessionUser } from '@/lib/session';

export type PhoneVerification = {
  /** Opens the verify dialog; `onVerified` runs once the number is verified (and the session reloaded). */
  verifyPhone: (onVerified?: () => void) => void;
};

export const PhoneVerificationContext = createContext<PhoneVerification | null>(null);

/**
 * Whether an action that needs a verified phone should ask for it first: a
 * member whose e-mail is verified but not a phone (not while the profile
 * that says so loads). (Until the e-mail is, the
 * API refuses for the e-mail first, and so would the phone routes.)
 */
export const phoneMissing = (user: SessionUser | null): boolean =>
  user !== null && user.emailVerified && user.phoneVerified === false;

/** Null outside the provider (then a gate links to the profile page instead). */
export function usePhoneVerification(): PhoneVerification | null {
  return useContext(PhoneVerificationContext);
}

/**
 * The API's refusal of an action that needs a verified phone. The phone's
 * texts load only then: the form pages are near their size budgets.
 */
export async function needsPhone(error: unknown): Promise<boolean> {
  if (!(error instanceof ApiError) || error.status !== 403) return false;
  const { PHONE_TEXTS } = await import('@contract/phone');
  return error.message === PHONE_TEXTS.required;
}

/**
 * Wraps a form's save: without a verified phone the verify dialog opens
 * instead of sending (the form keeps what was typed, to be sent again once
 * verified), as it does when the API still refuses for want of one.
 */
export function usePhoneGatedSave<Input>(save: (input: Input) => Promise<unknown>) {
  const { user } = useSession();
  const phone = usePhoneVerification();
  return (input: Input): Promise<unknown> => {
    if (phone && phoneMissing(user)) {
      phone.verifyPhone();
      return Promise.resolve();
    }
    return save(input).catch(async (error: unknown) => {
      if (await needsPhone(error)) phone?.verifyPhone();
      throw error;
    });
  };
}
