import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { getRedirectTarget } from '@/lib/redirect';
import { useSession } from '@/lib/session';

/** The card's heading, which index.html's first paint shows too (app/first-paint.tsx). */
export const LOGIN_CARD = {
  title: 'Welcome back',
  subtitle: 'Log in to post listings and reach roommates.',
};

export default function LoginRoute() {
  const { user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const target = getRedirectTarget(location);

  // Signed in (just now, or already): back to where the user was going.
  useEffect(() => {
    if (user) void navigate(target, { replace: true });
  }, [user, target, navigate]);

  return (
    <>
      <title>Login · Roomly</title>
      <AuthCard {...LOGIN_CARD}>
        <LoginForm />
      </AuthCard>
    </>
  );
}
