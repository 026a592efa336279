import { PendingScreen } from '@web/components/ui/pending-screen';

export function MyInquiriesPage() {
  return (
    <PendingScreen
      title="Warehouse Inquiries"
      description="Your inquiries for warehouse space and where each of them stands."
    />
  );
}
