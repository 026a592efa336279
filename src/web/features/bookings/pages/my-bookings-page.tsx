import { PendingScreen } from '@web/components/ui/pending-screen';

export function MyBookingsPage() {
  return (
    <PendingScreen
      title="My Bookings"
      description="Your confirmed warehouse bookings and their status."
    />
  );
}
