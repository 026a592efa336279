import { PendingScreen } from '@web/components/ui/pending-screen';

export function CreateWarehousePage() {
  return (
    <PendingScreen
      title="Add New Warehouse"
      description="Describe the warehouse, its location and each of its spaces."
    />
  );
}
