import { PendingScreen } from '@web/components/ui/pending-screen';

export function AdminFeaturesPage() {
  return (
    <PendingScreen
      title="Platform Features"
      description="Switch platform features on or off."
    />
  );
}
