import { PendingScreen } from '@web/components/ui/pending-screen';

export function NewInquiryPage() {
  return (
    <PendingScreen
      title="New Inquiry"
      description="Tell us how much space you need, where and when."
    />
  );
}
