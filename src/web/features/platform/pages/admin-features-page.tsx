import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { PlatformFeatureGrid } from '../components/platform-feature-grid';

export function AdminFeaturesPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Platform Features`);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-ink">
        <Trans>Platform Features</Trans>
      </h1>
      <p className="mt-2 mb-8 text-ink-muted">
        <Trans>Switch platform features on or off. A change applies to every user at once.</Trans>
      </p>
      <PlatformFeatureGrid />
    </div>
  );
}
