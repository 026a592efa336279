import { PendingScreen } from '@web/components/ui/pending-screen';

export function AdminDashboardPage() {
  return (
    <PendingScreen
      title="Admin Dashboard"
      description="Platform totals and shortcuts to requests, inquiries, users and settings."
    />
  );
}
