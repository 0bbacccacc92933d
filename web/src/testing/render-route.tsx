import type { ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import MuiThemeScope from '@/app/theme/mui-theme-scope';
import type { Session } from '@/lib/session';
import { renderWithApp } from '@/testing/test-utils';

/** Shows where the app navigated to, and with which state. */
function Elsewhere() {
  const location = useLocation();
  return (
    <output data-testid="elsewhere" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </output>
  );
}

type Options = {
  /** The route pattern, e.g. '/details/:id'. */
  route: string;
  /** The URL to open, e.g. '/details/abc?x=1'. */
  path: string;
  session: Session;
  withToaster?: boolean;
};

/** Renders a page at its real route pattern (so `useParams` works); other paths show `Elsewhere`. */
export function renderRoute(
  page: ReactElement,
  { route, path, session, withToaster = true }: Options,
) {
  return renderWithApp(
    [
      { path: route, element: <MuiThemeScope>{page}</MuiThemeScope> },
      { path: '*', element: <Elsewhere /> },
    ],
    { path, session, withToaster },
  );
}
