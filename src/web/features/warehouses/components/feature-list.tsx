import { Check } from 'lucide-react';
import type { WarehouseDetail } from '@shared/contracts/warehouses';
import { referenceText } from '@web/lib/reference-texts';

type FeatureListProps = { features: WarehouseDetail['features'] };

/** Features with their details ("Certifications: ISO 9001, AEO-F"). */
export function FeatureList({ features }: FeatureListProps) {
  return (
    <ul className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2 xl:grid-cols-3">
      {features.map((feature) => (
        <li key={feature.featureId} className="flex items-start gap-2">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-700" />
          <span>
            <span className="font-medium text-ink">{referenceText(feature.name)}</span>
            {feature.customValue && <span className="text-ink-muted">: {feature.customValue}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}
