import { PendingScreen } from '@web/components/ui/pending-screen';

export function OwnerWarehousesDashboardPage() {
  return (
    <PendingScreen
      title="My Warehouses"
      description="Your single-space warehouse listings, with size, price and status."
    />
  );
}
