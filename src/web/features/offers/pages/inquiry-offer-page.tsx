import { PendingScreen } from '@web/components/ui/pending-screen';

export function InquiryOfferPage() {
  return (
    <PendingScreen
      title="Offer"
      description="The priced offer for your inquiry, ready to accept, reject or discuss."
    />
  );
}
