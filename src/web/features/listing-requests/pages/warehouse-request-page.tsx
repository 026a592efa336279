import { PendingScreen } from '@web/components/ui/pending-screen';

export function WarehouseRequestPage() {
  return (
    <PendingScreen
      title="Request to List Your Warehouse"
      description="Send us the details of your warehouse and its spaces; our team reviews every request."
    />
  );
}
