import { PendingScreen } from '@web/components/ui/pending-screen';

export function BrowseWarehousesPage() {
  return (
    <PendingScreen
      title="Warehouses"
      description="Warehouse and yard space available through 24WM, by location, space type, features and services."
    />
  );
}
