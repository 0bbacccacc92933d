import './layout.css';
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useSession } from '@/lib/session';
import { Footer } from './footer';
import { Navbar } from './navbar';

// Only signed-in users with an unverified e-mail see it: out of the first load.
const VerifyEmailBanner = lazy(() => import('./verify-email-banner'));

export const MAIN_CONTENT_ID = 'main-content';

// Every page renders Material UI: start fetching its theme scope right away,
// in parallel with the page's own chunk.
export const muiThemeScope = import('@/app/theme/mui-theme-scope').then((module) => {
  loadedScope = module.default;
  return module;
});
let loadedScope: ComponentType<{ children: ReactNode }> | null = null;
const LazyMuiThemeScope = lazy(() => muiThemeScope);

/**
 * React.lazy suspends on its first render even when the chunk is already in,
 * which would paint an empty page for a frame: use the loaded scope directly
 * when it is there (main.tsx waits for it), the lazy one otherwise.
 */
function MuiThemeScope({ children }: { children: ReactNode }) {
  const [Scope] = useState(() => loadedScope ?? LazyMuiThemeScope);
  return <Scope>{children}</Scope>;
}

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

/** Every page: skip link, navbar, e-mail verification banner, the page itself, footer. */
export function AppLayout() {
  return <Shell />;
}

/**
 * The shell without a page, painted while the first page's code loads (the
 * router's HydrateFallback): navbar and footer appear without waiting for it.
 */
export function AppShellFallback() {
  return <Shell hydrating />;
}

function Shell({ hydrating = false }: { hydrating?: boolean }) {
  return (
    <div className="rl-shell">
      <a className="rl-skip" href={`#${MAIN_CONTENT_ID}`}>
        Skip to main content
      </a>
      <Navbar />
      {!hydrating && <EmailVerificationNotice />}
      <main id={MAIN_CONTENT_ID} className="rl-main" tabIndex={-1}>
        {!hydrating && (
          <Suspense fallback={null}>
            <MuiThemeScope>
              <Outlet />
            </MuiThemeScope>
          </Suspense>
        )}
      </main>
      <Footer />
      {!hydrating && <ScrollRestoration />}
    </div>
  );
}
