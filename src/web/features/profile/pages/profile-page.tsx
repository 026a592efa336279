import { PendingScreen } from '@web/components/ui/pending-screen';

export function ProfilePage() {
  return (
    <PendingScreen
      title="Profile Settings"
      description="Your contact and company details."
    />
  );
}
