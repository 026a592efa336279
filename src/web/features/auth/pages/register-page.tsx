import { PendingScreen } from '@web/components/ui/pending-screen';

export function RegisterPage() {
  return (
    <PendingScreen
      title="Create your account"
      description="Create an account to book warehouse space or to list your own warehouse."
    />
  );
}
