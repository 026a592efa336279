import { PendingScreen } from '@web/components/ui/pending-screen';

export function ResetPasswordPage() {
  return (
    <PendingScreen
      title="Reset Password"
      description="Request a link to set a new password for your account."
    />
  );
}
