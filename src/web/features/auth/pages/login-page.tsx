import { PendingScreen } from '@web/components/ui/pending-screen';

export function LoginPage() {
  return (
    <PendingScreen
      title="Sign In"
      description="Sign in with your email and password to manage inquiries, offers, bookings and listings."
    />
  );
}
