import { PendingScreen } from '@web/components/ui/pending-screen';

export function AdminInquiryDetailPage() {
  return (
    <PendingScreen
      title="Inquiry Details"
      description="The customer’s requirements, the selected warehouses and the offers made."
    />
  );
}
