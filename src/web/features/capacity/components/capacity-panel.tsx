import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Spinner } from '@web/components/ui/spinner';

// The timeline and the block form: only those who manage the warehouse download them.
const CapacitySection = lazy(() => import('./capacity-section').then((module) => ({ default: module.CapacitySection })));

/** The Capacity section's content on a warehouse page (both catalogues), loaded when first shown. */
export function CapacityPanel({ warehouseId }: { warehouseId: string }) {
  const { t } = useLingui();
  return (
    <Suspense fallback={<Spinner label={t`Loading capacity…`} showLabel className="py-10" />}>
      <CapacitySection warehouseId={warehouseId} />
    </Suspense>
  );
}
