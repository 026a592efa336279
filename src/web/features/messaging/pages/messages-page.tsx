import { PendingScreen } from '@web/components/ui/pending-screen';

export function MessagesPage() {
  return (
    <PendingScreen
      title="Messages"
      description="Conversations about your inquiries and bookings."
    />
  );
}
