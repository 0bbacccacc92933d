import './layout.css';
import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { MuiThemeScope } from '@/app/theme/lazy-mui-theme-scope';
import { useSession } from '@/lib/session';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { ScrollRestoration } from './scroll-restoration';

// Only signed-in users with an unverified e-mail see it: out of the first load.
const VerifyEmailBanner = lazy(() => import('./verify-email-banner'));

export const MAIN_CONTENT_ID = 'main-content';

/** Until the signed-in user verifies their e-mail, every page says so below the navbar. */
function EmailVerificationNotice() {
  const { user } = useSession();
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
      notice={<EmailVerificationNotice />}
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
