import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '@/components/page-spinner';
import { paths } from '@/config/paths';
import { loginRedirectState } from '@/lib/redirect';
import { useSession } from '@/lib/session';

/** Login-required pages: spinner while the session loads, else login (remembering the page). */
export default function ProtectedRoute() {
  const { user, loading } = useSession();
  const location = useLocation();
  if (loading) return <PageSpinner label="Checking your session" />;
  if (!user) return <Navigate to={paths.login} replace state={loginRedirectState(location)} />;
  return <Outlet />;
}
