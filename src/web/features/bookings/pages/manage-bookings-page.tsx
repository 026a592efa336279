import { PendingScreen } from '@web/components/ui/pending-screen';

export function ManageBookingsPage() {
  return (
    <PendingScreen
      title="Manage Bookings"
      description="All bookings on the platform, by status."
    />
  );
}
