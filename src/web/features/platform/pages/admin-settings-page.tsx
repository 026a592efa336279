import { PendingScreen } from '@web/components/ui/pending-screen';

export function AdminSettingsPage() {
  return (
    <PendingScreen
      title="Platform Settings"
      description="Settings that administrators can change for the whole platform."
    />
  );
}
