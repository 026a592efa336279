import { PendingScreen } from '@web/components/ui/pending-screen';

export function WarehouseDetailPage() {
  return (
    <PendingScreen
      title="Warehouse Details"
      description="Spaces, prices, features and services of this warehouse."
    />
  );
}
