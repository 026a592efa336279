import { PendingScreen } from '@web/components/ui/pending-screen';

export function AdminInquiriesPage() {
  return (
    <PendingScreen
      title="Inquiries"
      description="Customer inquiries waiting for an offer or a decision."
    />
  );
}
