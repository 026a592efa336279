import { PendingScreen } from '@web/components/ui/pending-screen';

export function CreateOfferPage() {
  return (
    <PendingScreen
      title="Create Offer"
      description="Price the spaces and services for this inquiry."
    />
  );
}
