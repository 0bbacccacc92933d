import { AuthCard } from '@/features/auth/components/auth-card';
import { RegisterForm } from '@/features/auth/components/register-form';

export default function RegisterRoute() {
  return (
    <>
      <title>Register · Roomly</title>
      <AuthCard
        title="Create your account"
        subtitle="Join Roomly to post listings and find roommates."
      >
        <RegisterForm />
      </AuthCard>
    </>
  );
}
