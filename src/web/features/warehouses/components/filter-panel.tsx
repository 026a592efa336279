import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, RotateCcw } from 'lucide-react';
import { useId, type ChangeEvent, type KeyboardEvent } from 'react';
import type { ReferenceData } from '@shared/contracts/reference';
import { Button } from '@web/components/ui/button';
import { INPUT_CLASS_NAME } from '@web/components/ui/form-field';
import {
  dateRangeProblem,
  parseRangeValue,
  toggleId,
  type BrowseFilterValues,
  type IdListKey,
  type RangeKey,
} from '../lib/browse-params';
import { useDraftValue } from './use-draft-value';
import { referenceText } from '@web/lib/reference-texts';

type ReferenceState = {
  data: ReferenceData | undefined;
  isPending: boolean;
  isError: boolean;
  retry: () => void;
};

type FilterPanelProps = {
  filters: BrowseFilterValues;
  reference: ReferenceState;
  onChange: (patch: Partial<BrowseFilterValues>) => void;
};

/** The "Active" badge: a filter is set (words, not only colour). */
export function ActiveBadge() {
  return (
    <span className="rounded-full bg-accent-700 px-2 py-0.5 text-xs font-semibold text-white">
      <Trans>Active</Trans>
    </span>
  );
}

/** The "Filters" heading of the sidebar and of the phone's dialog, with the badge while any filter is set. */
export function FiltersTitle({ isActive, headingId }: { isActive: boolean; headingId?: string }) {
  return (
    <div className="flex items-center gap-2">
      <h2 id={headingId} className="text-lg font-bold text-ink">
        <Trans>Filters</Trans>
      </h2>
      {isActive && <ActiveBadge />}
    </div>
  );
}

type FilterHeaderProps = {
  isActive: boolean;
  onClear: () => void;
  headingId?: string;
};

export function FilterHeader({ isActive, onClear, headingId }: FilterHeaderProps) {
  return (
    <div className="flex min-h-9 items-center justify-between gap-3">
      <FiltersTitle isActive={isActive} headingId={headingId} />
      {isActive && (
        <Button variant="ghost" size="sm" onClick={onClear} className="text-accent-700">
          <RotateCcw aria-hidden="true" className="size-4" />
          <Trans>Clear all</Trans>
        </Button>
      )}
    </div>
  );
}

type ChipGroupProps = {
  legend: string;
  items: readonly { id: string; name: string }[];
  selectedIds: readonly string[];
  onToggle: (id: string) => void;
};

/** Multi-select chips: toggle buttons whose pressed state screen readers announce. */
function ChipGroup({ legend, items, selectedIds, onToggle }: ChipGroupProps) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-1.5">
        {items.map((item) => {
          const isSelected = selectedIds.includes(item.id);
          return (
            <button
              key={item.id}
              type="button"
              aria-pressed={isSelected}
              onClick={() => onToggle(item.id)}
              className={
                'inline-flex min-h-8 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors ' +
                (isSelected
                  ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800'
                  : 'border-line bg-white text-ink hover:border-brand-400 hover:bg-brand-50')
              }
            >
              {isSelected && <Check aria-hidden="true" className="size-3.5" />}
              {referenceText(item.name)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

function ChipGroupSkeleton({ legend }: { legend: string }) {
  return (
    <div>
      <p className="text-sm font-semibold text-ink">{legend}</p>
      <div aria-hidden="true" className="mt-2 flex flex-wrap gap-2">
        {[16, 20, 14, 24].map((width) => (
          <span
            key={width}
            style={{ width: `${width * 4}px` }}
            className="h-8 animate-pulse rounded-full bg-surface-muted motion-reduce:animate-none"
          />
        ))}
      </div>
    </div>
  );
}

type TextFilterFieldProps = {
  label: string;
  value: string;
  onCommit: (value: string) => void;
  maxLength: number;
};

/** A filter input's typing (useDraftValue): it shows the draft; Enter, or leaving the field, commits it at once. */
function draftInputProps({ draft, setDraft, flush }: ReturnType<typeof useDraftValue>) {
  return {
    value: draft,
    autoComplete: 'off',
    onChange: (event: ChangeEvent<HTMLInputElement>) => setDraft(event.target.value),
    onBlur: flush,
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Enter') flush();
    },
    className: INPUT_CLASS_NAME,
  };
}

function TextFilterField({ label, value, onCommit, maxLength }: TextFilterFieldProps) {
  const id = useId();
  const draftValue = useDraftValue(value, (text) => onCommit(text.trim()));
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      <input id={id} type="text" maxLength={maxLength} {...draftInputProps(draftValue)} />
    </div>
  );
}

const rangeText = (value: number | null) => (value === null ? '' : String(value));

/** Same when both read as the same number, or both are blank. Invalid text is never "same". */
function isSameRange(draft: string, value: string): boolean {
  if (draft.trim() === '') return value === '';
  const parsed = parseRangeValue(draft);
  return parsed !== null && value !== '' && parsed === Number(value);
}

type RangeFieldProps = {
  label: string;
  value: number | null;
  onCommit: (value: number | null) => void;
};

function RangeField({ label, value, onCommit }: RangeFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const draftValue = useDraftValue(
    rangeText(value),
    (text) => {
      if (text.trim() === '') onCommit(null);
      else {
        const parsed = parseRangeValue(text);
        if (parsed !== null) onCommit(parsed);
      }
    },
    { isSame: isSameRange },
  );
  const isInvalid = draftValue.draft.trim() !== '' && parseRangeValue(draftValue.draft) === null;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm text-ink">
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        aria-invalid={isInvalid || undefined}
        aria-describedby={isInvalid ? errorId : undefined}
        {...draftInputProps(draftValue)}
      />
      {isInvalid && (
        <p id={errorId} className="mt-1 text-xs font-medium text-danger">
          <Trans>Enter a number, e.g. 250</Trans>
        </p>
      )}
    </div>
  );
}

function RangeGroup({
  legend,
  minKey,
  maxKey,
  minLabel,
  maxLabel,
  filters,
  onChange,
}: {
  legend: string;
  minKey: RangeKey;
  maxKey: RangeKey;
  minLabel: string;
  maxLabel: string;
  filters: BrowseFilterValues;
  onChange: (patch: Partial<BrowseFilterValues>) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      <div className="mt-2 grid grid-cols-2 gap-3">
        <RangeField label={minLabel} value={filters[minKey]} onCommit={(value) => onChange({ [minKey]: value })} />
        <RangeField label={maxLabel} value={filters[maxKey]} onCommit={(value) => onChange({ [maxKey]: value })} />
      </div>
    </fieldset>
  );
}

function DateField({ label, value, onCommit, describedBy }: { label: string; value: string; onCommit: (value: string) => void; describedBy?: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm text-ink">
        {label}
      </label>
      {/* A native date input: '' or a real day, whatever the browser's picker; applied at once. */}
      <input
        id={id}
        type="date"
        value={value}
        aria-describedby={describedBy}
        onChange={(event) => onCommit(event.target.value)}
        className={INPUT_CLASS_NAME}
      />
    </div>
  );
}

/**
 * Free space for dates (shared/capacity.ts): with both dates, the list and the map keep warehouses
 * with space free on every day of them, at least the minimum when one is given (of each chosen space
 * type, or of some type), and cards say how much is free.
 */
function DatesGroup({ filters, onChange }: { filters: BrowseFilterValues; onChange: (patch: Partial<BrowseFilterValues>) => void }) {
  const { t } = useLingui();
  const problemId = useId();
  const problem = dateRangeProblem(filters);
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">
        <Trans>Free space for dates</Trans>
      </legend>
      {/* One above the other: side by side in the 16rem sidebar or on a phone, a native date input
          was narrower than its date and cut the year ("12/20/20"). */}
      <div className="mt-2 grid grid-cols-1 gap-3">
        <DateField label={t`From`} value={filters.from} onCommit={(from) => onChange({ from })} describedBy={problem ? problemId : undefined} />
        <DateField label={t`To`} value={filters.to} onCommit={(to) => onChange({ to })} describedBy={problem ? problemId : undefined} />
      </div>
      <p id={problemId} role="status" className="mt-1 text-xs font-medium text-ink-muted empty:hidden">
        {problem}
      </p>
      <div className="mt-3">
        <RangeField label={t`Minimum free space (m²)`} value={filters.minFree} onCommit={(minFree) => onChange({ minFree })} />
      </div>
    </fieldset>
  );
}

const CHIP_GROUPS: { key: IdListKey; legend: MessageDescriptor; reference: 'spaceTypes' | 'features' | 'services' }[] = [
  { key: 'spaceTypes', legend: msg`Space Types`, reference: 'spaceTypes' },
  { key: 'features', legend: msg`Features`, reference: 'features' },
  { key: 'services', legend: msg`Services`, reference: 'services' },
];

/**
 * Every browse filter. Each change applies at once (chips) or when typing pauses (texts and
 * numbers), and lands in the URL, so the list behind a phone's slide-over is already up to date.
 * What decides a booking comes first: free space for dates, size, price, location; the long chip
 * lists (about 30 chips) come last, so they never push the dates out of view.
 */
export function FilterPanel({ filters, reference, onChange }: FilterPanelProps) {
  const { t, i18n } = useLingui();
  return (
    <div className="flex flex-col gap-6">
      <DatesGroup filters={filters} onChange={onChange} />

      <RangeGroup
        legend={t`Size (m²)`}
        minKey="minSize"
        maxKey="maxSize"
        minLabel={t`Min size`}
        maxLabel={t`Max size`}
        filters={filters}
        onChange={onChange}
      />
      <RangeGroup
        legend={t`Price (€ per m² per day)`}
        minKey="minPrice"
        maxKey="maxPrice"
        minLabel={t`Min price`}
        maxLabel={t`Max price`}
        filters={filters}
        onChange={onChange}
      />

      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-semibold text-ink">
          <Trans>Location</Trans>
        </legend>
        <TextFilterField label={t`City`} value={filters.city} maxLength={100} onCommit={(city) => onChange({ city })} />
        <TextFilterField label={t`Country`} value={filters.country} maxLength={100} onCommit={(country) => onChange({ country })} />
      </fieldset>

      {CHIP_GROUPS.map((group) => {
        if (reference.data) {
          return (
            <ChipGroup
              key={group.key}
              legend={i18n._(group.legend)}
              items={reference.data[group.reference]}
              selectedIds={filters[group.key]}
              onToggle={(id) => onChange({ [group.key]: toggleId(filters[group.key], id) })}
            />
          );
        }
        if (reference.isError) return null;
        return <ChipGroupSkeleton key={group.key} legend={i18n._(group.legend)} />;
      })}
      {reference.isError && !reference.data && (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-danger">
          <p>
            <Trans>The space type, feature and service filters could not be loaded.</Trans>
          </p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={reference.retry}>
            <Trans>Retry</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}
