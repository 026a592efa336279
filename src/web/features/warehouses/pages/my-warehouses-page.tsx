import { PendingScreen } from '@web/components/ui/pending-screen';

export function MyWarehousesPage() {
  return (
    <PendingScreen
      title="My Warehouses"
      description="The warehouses you manage, with their spaces and listing status."
    />
  );
}
