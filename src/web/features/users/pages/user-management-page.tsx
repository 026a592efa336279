import { PendingScreen } from '@web/components/ui/pending-screen';

export function UserManagementPage() {
  return (
    <PendingScreen
      title="User Management"
      description="Accounts, their roles and their status."
    />
  );
}
