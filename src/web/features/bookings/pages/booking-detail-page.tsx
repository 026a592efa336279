import { PendingScreen } from '@web/components/ui/pending-screen';

export function BookingDetailPage() {
  return (
    <PendingScreen
      title="Booking Details"
      description="Period, spaces, services and costs of this booking."
    />
  );
}
