import { useSearchParams } from 'react-router-dom';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export default function ForgotPasswordRoute() {
  const [params] = useSearchParams();
  return (
    <>
      <title>Reset your password · Roomly</title>
      <AuthCard
        title="Forgot your password?"
        subtitle="Enter your account's e-mail address and we'll send you a link to choose a new one."
      >
        <ForgotPasswordForm initialEmail={params.get('email') ?? ''} />
      </AuthCard>
    </>
  );
}
