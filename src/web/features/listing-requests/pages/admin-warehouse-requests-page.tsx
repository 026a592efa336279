import { PendingScreen } from '@web/components/ui/pending-screen';

export function AdminWarehouseRequestsPage() {
  return (
    <PendingScreen
      title="Warehouse Requests"
      description="Listing requests submitted by warehouse owners, ready for review."
    />
  );
}
