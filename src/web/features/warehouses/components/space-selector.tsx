import { CircleCheck, Circle } from 'lucide-react';
import type { WarehouseSpace } from '@shared/contracts/warehouses';
import { formatSize } from '@shared/sizes';
import { ApproximateAmount } from '@web/components/display-currency/approximate-amount';
import { spacePriceText, spacePriceUnit } from '@web/lib/price-texts';
import { referenceText } from '@web/lib/reference-texts';

type SpaceSelectorProps = {
  spaces: readonly WarehouseSpace[];
  selectedSpaceId: string | null;
  onSelect: (spaceId: string | null) => void;
  /** With browse dates: what a space's card says is free (capacity is counted per space type). */
  freeText?: (space: WarehouseSpace) => string | null;
};

/**
 * The warehouse's spaces as selectable cards: toggle buttons (aria-pressed), one chosen at a time,
 * pressed again to unchoose. The choice goes with Send Inquiry.
 */
export function SpaceSelector({ spaces, selectedSpaceId, onSelect, freeText }: SpaceSelectorProps) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {spaces.map((space) => {
        const isSelected = space.id === selectedSpaceId;
        const Icon = isSelected ? CircleCheck : Circle;
        return (
          <li key={space.id}>
            <button
              type="button"
              aria-pressed={isSelected}
              onClick={() => onSelect(isSelected ? null : space.id)}
              className={
                'flex h-full w-full items-start gap-3 rounded-lg border-2 p-4 text-start transition-colors ' +
                (isSelected ? 'border-accent-600 bg-accent-50' : 'border-line bg-white hover:border-brand-300')
              }
            >
              <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${isSelected ? 'text-accent-700' : 'text-ink-muted'}`} />
              <span className="flex flex-col gap-1">
                <span className="font-semibold text-ink">{referenceText(space.spaceTypeName)}</span>
                <span className="text-sm text-ink-muted">{formatSize(space.sizeM2)}</span>
                <span className="text-sm font-semibold text-brand-800">{spacePriceText(space.pricePerM2Cents)}</span>
                <ApproximateAmount cents={space.pricePerM2Cents} unit={spacePriceUnit()} />
                {freeText?.(space) && <span className="text-sm font-semibold text-accent-800">{freeText(space)}</span>}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
