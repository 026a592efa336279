import { PendingScreen } from '@web/components/ui/pending-screen';

export function DashboardPage() {
  return (
    <PendingScreen
      title="Dashboard"
      description="An overview of your inquiries, bookings, warehouses and messages."
    />
  );
}
