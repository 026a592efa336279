import { Trans, useLingui } from '@lingui/react/macro';
import { Page } from '@web/components/ui/page';
import { PlatformFeatureGrid } from '../components/platform-feature-grid';

export function AdminFeaturesPage() {
  const { t } = useLingui();
  return (
    <Page title={t`Platform Features`} lead={<Trans>Switch platform features on or off. A change applies to every user at once.</Trans>}>
      <div className="mt-8">
        <PlatformFeatureGrid />
      </div>
    </Page>
  );
}
