import { PendingScreen } from '@web/components/ui/pending-screen';

export function EditWarehousePage() {
  return (
    <PendingScreen
      title="Edit Warehouse"
      description="Update the details, spaces and visibility of this warehouse."
    />
  );
}
