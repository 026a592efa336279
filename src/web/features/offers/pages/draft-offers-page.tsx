import { PendingScreen } from '@web/components/ui/pending-screen';

export function DraftOffersPage() {
  return (
    <PendingScreen
      title="Draft Offers"
      description="Offers that have been prepared but not yet sent."
    />
  );
}
