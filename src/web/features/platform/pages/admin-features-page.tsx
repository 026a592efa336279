import { useDocumentTitle } from '@web/lib/use-document-title';
import { PlatformFeatureGrid } from '../components/platform-feature-grid';

export function AdminFeaturesPage() {
  useDocumentTitle('Platform Features');
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Platform Features</h1>
      <p className="mt-2 mb-8 text-ink-muted">Switch platform features on or off. A change applies to every user at once.</p>
      <PlatformFeatureGrid />
    </div>
  );
}
