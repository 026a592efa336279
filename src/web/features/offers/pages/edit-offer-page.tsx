import { PendingScreen } from '@web/components/ui/pending-screen';

export function EditOfferPage() {
  return (
    <PendingScreen
      title="Edit Offer"
      description="Change the spaces, services, terms and validity of this offer."
    />
  );
}
