import { PendingScreen } from '@web/components/ui/pending-screen';

export function CreateOwnerWarehousePage() {
  return (
    <PendingScreen
      title="Add New Warehouse"
      description="Describe the warehouse, its size, price per m² and opening hours."
    />
  );
}
