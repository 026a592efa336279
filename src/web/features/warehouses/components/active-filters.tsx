import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import type { ActiveFilterChip } from '../lib/browse-params';

type ActiveFiltersProps = {
  chips: readonly ActiveFilterChip[];
  onRemove: (chip: ActiveFilterChip) => void;
  onClearAll: () => void;
};

/**
 * What the results are filtered by, above them: one chip per set filter, each removed with one tap,
 * and Clear all. On a phone the panel is behind the Filters button, so this is where the filters show.
 */
export function ActiveFilters({ chips, onRemove, onClearAll }: ActiveFiltersProps) {
  const { t } = useLingui();
  if (chips.length === 0) return null;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2">
      <ul aria-label={t`Active filters`} className="flex max-w-full flex-wrap gap-2">
        {chips.map((chip) => {
          const label = chip.label;
          return (
            <li key={chip.id}>
              <button
                type="button"
                onClick={() => onRemove(chip)}
                aria-label={t`Remove filter: ${label}`}
                className="inline-flex min-h-9 max-w-full items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 py-1 pe-2 ps-3 text-sm font-medium text-brand-900 hover:border-brand-400 hover:bg-brand-100"
              >
                <span className="truncate">{chip.label}</span>
                <X aria-hidden="true" className="size-4 shrink-0" />
              </button>
            </li>
          );
        })}
      </ul>
      {chips.length > 1 && (
        <Button variant="ghost" size="sm" onClick={onClearAll} className="text-accent-700">
          <Trans>Clear all</Trans>
        </Button>
      )}
    </div>
  );
}
