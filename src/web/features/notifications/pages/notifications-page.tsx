import { PendingScreen } from '@web/components/ui/pending-screen';

export function NotificationsPage() {
  return (
    <PendingScreen
      title="Notifications"
      description="New inquiries, bookings and messages that need attention."
    />
  );
}
