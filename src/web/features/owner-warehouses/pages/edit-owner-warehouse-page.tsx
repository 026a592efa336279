import { PendingScreen } from '@web/components/ui/pending-screen';

export function EditOwnerWarehousePage() {
  return (
    <PendingScreen
      title="Edit Warehouse"
      description="Update the details of this warehouse listing."
    />
  );
}
