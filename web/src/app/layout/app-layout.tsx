import './layout.css';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { MuiThemeScope } from '@/app/theme/lazy-mui-theme-scope';
import {
  EMAIL_VERIFIED,
  EMAIL_VERIFIED_TOAST_ID,
  rememberUnverified,
  takeJustVerified,
} from '@/features/auth/utils/email-verified';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { ScrollRestoration } from './scroll-restoration';

// Only signed-in users with an unverified e-mail see it: out of the first load.
const VerifyEmailBanner = lazy(() => import('./verify-email-banner'));
// The offline note and the update prompt, with the service worker's
// registration: nothing for them to do before the page has loaded.
const ServiceWorkerNotices = lazy(() => import('./service-worker-notices'));

/** `children` once the page has loaded (its own small gate: the idle helpers would join every page's first load). */
function AfterLoad({ children }: { children: ReactNode }) {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return;
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, [loaded]);
  return loaded ? <Suspense fallback={null}>{children}</Suspense> : null;
}

export const MAIN_CONTENT_ID = 'main-content';

/**
 * Until the signed-in user verifies their e-mail, every page says so below the
 * navbar; once the app finds it verified (the link opened elsewhere, then this
 * app loaded or the banner's button asked), a toast says so, once.
 */
function EmailVerificationNotice() {
  const { user } = useSession();
  const uid = user?.uid;
  const verified = user?.emailVerified;
  useEffect(() => {
    if (!uid) return;
    if (!verified) rememberUnverified(uid);
    else if (takeJustVerified(uid)) {
      notify.success(EMAIL_VERIFIED, { toastId: EMAIL_VERIFIED_TOAST_ID });
    }
  }, [uid, verified]);
  if (!user || user.emailVerified) return null;
  return (
    <Suspense fallback={null}>
      <VerifyEmailBanner email={user.email} />
    </Suspense>
  );
}

/**
 * Every page: skip link, navbar, e-mail verification banner, the page itself,
 * footer. Navbar and footer paint while a page's code loads.
 */
export function AppLayout() {
  return (
    <ShellFrame
      notice={
        <>
          <AfterLoad>
            <ServiceWorkerNotices />
          </AfterLoad>
          <EmailVerificationNotice />
        </>
      }
      footer={
        <>
          <Footer />
          <ScrollRestoration />
        </>
      }
    >
      <Suspense fallback={null}>
        <MuiThemeScope>
          <Outlet />
        </MuiThemeScope>
      </Suspense>
    </ShellFrame>
  );
}

type ShellFrameProps = {
  /** The page, inside <main>. */
  children?: ReactNode;
  /** Between the navbar and the page (the e-mail verification banner). */
  notice?: ReactNode;
  footer?: ReactNode;
};

/**
 * The markup every page shares: skip link, navbar, <main>. The app renders it
 * around each page; the build renders it around the first view of / and
 * /browse-listings for index.html's first paint (app/first-paint.tsx).
 */
export function ShellFrame({ children, notice, footer }: ShellFrameProps) {
  return (
    <div className="rl-shell">
      <a className="rl-skip" href={`#${MAIN_CONTENT_ID}`}>
        Skip to main content
      </a>
      <Navbar />
      {notice}
      <main id={MAIN_CONTENT_ID} className="rl-main" tabIndex={-1}>
        {children}
      </main>
      {footer}
    </div>
  );
}
