// Provides lib/phone-verification.ts's verifyPhone to a page, with the verify
// dialog, whose code loads when it first opens (through phone-verify-host.tsx,
// see there). Pages that ask for a phone (posting, messaging, reporting, the
// profile) wrap themselves in it.
import { lazy, Suspense, useMemo, useRef, useState, type ReactNode } from 'react';
import type { PhoneGateAction } from '@/components/phone-gate';
import {
  phoneMissing,
  PhoneVerificationContext,
  type PhoneVerification,
} from '@/lib/phone-verification';
import { useSession } from '@/lib/session';

const PhoneVerifyHost = lazy(() => import('./phone-verify-host'));
const PhoneGate = lazy(() =>
  import('@/components/phone-gate').then((m) => ({ default: m.PhoneGate })),
);

/**
 * The phone gate for the form pages, which are near their size budgets: its
 * code loads only for a member who has no verified phone.
 */
export function LazyPhoneGate({ action }: { action: PhoneGateAction }) {
  const { user } = useSession();
  if (!phoneMissing(user)) return null;
  return (
    <Suspense fallback={null}>
      <PhoneGate action={action} />
    </Suspense>
  );
}

export function PhoneVerificationProvider({ children }: { children: ReactNode }) {
  /** Null until first asked; then kept mounted, so the dialog can animate closed. */
  const [open, setOpen] = useState<boolean | null>(null);
  const onVerified = useRef<(() => void) | undefined>(undefined);
  const value = useMemo<PhoneVerification>(
    () => ({
      verifyPhone: (then) => {
        onVerified.current = then;
        setOpen(true);
      },
    }),
    [],
  );
  return (
    <PhoneVerificationContext.Provider value={value}>
      {children}
      {open !== null && (
        <Suspense fallback={null}>
          <PhoneVerifyHost
            open={open}
            onClose={() => setOpen(false)}
            onVerified={() => onVerified.current?.()}
          />
        </Suspense>
      )}
    </PhoneVerificationContext.Provider>
  );
}
