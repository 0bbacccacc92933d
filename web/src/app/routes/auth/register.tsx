import { AuthCard } from '@/features/auth/components/auth-card';
import { RegisterForm } from '@/features/auth/components/register-form';

/** The card's heading, which index.html's first paint shows too (app/first-paint.tsx). */
export const REGISTER_CARD = {
  title: 'Create your account',
  subtitle: 'Join Roomly to post listings and find roommates.',
};

export default function RegisterRoute() {
  return (
    <>
      <title>Register · Roomly</title>
      <AuthCard {...REGISTER_CARD}>
        <RegisterForm />
      </AuthCard>
    </>
  );
}
