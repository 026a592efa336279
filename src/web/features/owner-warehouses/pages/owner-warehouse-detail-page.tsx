import { PendingScreen } from '@web/components/ui/pending-screen';

export function OwnerWarehouseDetailPage() {
  return (
    <PendingScreen
      title="Warehouse Details"
      description="Size, price, features and services of this warehouse."
    />
  );
}
