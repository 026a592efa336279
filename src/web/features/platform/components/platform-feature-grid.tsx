import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { PlatformFeature } from '@shared/contracts/platform';
import { formatDate } from '@shared/dates';
import { PLATFORM_FEATURE_LABELS, PLATFORM_FEATURE_TEXTS, type PlatformFeatureKey } from '@shared/platform-features';
import { RetryAlert } from '@web/components/ui/alert';
import { Spinner } from '@web/components/ui/spinner';
import { Switch } from '@web/components/ui/switch';
import { errorMessage } from '@web/lib/error-message';
import { usePlatformFeatureList } from '../api/get-platform-features';
import { useUpdatePlatformFeature } from '../api/update-platform-feature';

type FeatureCardProps = {
  feature: PlatformFeature;
  isBusy: boolean;
  onToggle: (next: boolean) => void;
  Heading: 'h2' | 'h3';
};

function FeatureCard({ feature, isBusy, onToggle, Heading }: FeatureCardProps) {
  const nameId = useId();
  // The reader's language for the features the code knows; a row of a feature it does not, as stored.
  const key = feature.key as PlatformFeatureKey;
  const descriptionId = useId();
  return (
    <li className="flex flex-col panel p-5">
      <div className="flex items-start justify-between gap-4">
        <Heading id={nameId} className="text-base font-semibold text-ink">
          {PLATFORM_FEATURE_LABELS[key] ?? feature.name}
        </Heading>
        <Switch isOn={feature.isEnabled} onChange={onToggle} labelledBy={nameId} describedBy={descriptionId} disabled={isBusy} />
      </div>
      <p id={descriptionId} className="mt-2 flex-1 text-sm leading-6 text-ink-muted">
        {PLATFORM_FEATURE_TEXTS[key] ?? feature.description}
      </p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs text-ink-muted">
        <dt className="font-semibold">
          <Trans>Key</Trans>
        </dt>
        <dd>
          <code translate="no" className="rounded bg-surface-muted px-1.5 py-0.5 font-mono text-ink">
            {feature.key}
          </code>
        </dd>
        <dt className="font-semibold">
          <Trans>Last updated</Trans>
        </dt>
        <dd>{formatDate(feature.updatedAt)}</dd>
      </dl>
    </li>
  );
}

/**
 * The platform features as a grid of cards, each with its on/off switch. With a title, the grid
 * is a section of a larger page (title h2, cards h3); without, the cards are the page's h2s.
 */
export function PlatformFeatureGrid({ title }: { title?: string }) {
  const { t } = useLingui();
  const features = usePlatformFeatureList();
  const updateFeature = useUpdatePlatformFeature();

  // The switch's outcome, either way, is the mutation's notice (update-platform-feature.ts).
  function toggle(feature: PlatformFeature, isEnabled: boolean) {
    updateFeature.mutate({ id: feature.id, isEnabled });
  }

  const busyId = updateFeature.isPending ? updateFeature.variables?.id : undefined;

  return (
    <div>
      {title && <h2 className="mb-4 text-xl font-bold text-ink">{title}</h2>}
      {features.isPending && <Spinner label={t`Loading platform features…`} showLabel className="py-12" />}
      {features.isError && (
        <RetryAlert message={errorMessage(features.error, t`Failed to load platform features`)} retryLabel={t`Try again`} onRetry={features.refetch} />
      )}
      {features.data && features.data.items.length === 0 && (
        <p className="text-ink-muted">
          <Trans>No platform features found.</Trans>
        </p>
      )}
      {features.data && features.data.items.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {features.data.items.map((feature) => (
            <FeatureCard
              key={feature.id}
              feature={feature}
              isBusy={busyId === feature.id}
              onToggle={(next) => toggle(feature, next)}
              Heading={title ? 'h3' : 'h2'}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
