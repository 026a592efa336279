import { PendingScreen } from '@web/components/ui/pending-screen';

export function InquiryDetailPage() {
  return (
    <PendingScreen
      title="Inquiry Details"
      description="The requirements, status and messages of this inquiry."
    />
  );
}
