import { Trans, useLingui } from '@lingui/react/macro';
import { Building2, X } from 'lucide-react';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatSize } from '@shared/sizes';
import { Button } from '@web/components/ui/button';
import { FieldError, TextField } from '@web/components/ui/form-field';
import { FormSection } from '@web/components/ui/form-section';
import { useFormField } from '@web/lib/use-form-field';
import { sizeOf, type InquiryFormValues } from './form-values';
import type { SelectedWarehouses } from './selected-warehouses';
import { WarehousePicker } from './warehouse-picker';

type WarehousesSectionProps = {
  selection: SelectedWarehouses;
  isEditing: boolean;
  /** The server's refusal of each warehouse of the last submit, shown beside it. */
  failures: ReadonlyMap<string, string>;
};

/** Selected Warehouses (editing: the inquiry's one warehouse, fixed), and the picker that adds more. */
export function WarehousesSection({ selection, isEditing, failures }: WarehousesSectionProps) {
  const { t } = useLingui();
  const { setValue, getValues, clearErrors } = useFormContext<InquiryFormValues>();
  const { errorOf } = useFormField<InquiryFormValues>();
  const message = errorOf('warehouseIds');

  function setWarehouseIds(ids: string[]) {
    setValue('warehouseIds', ids, { shouldDirty: true });
    clearErrors('warehouseIds');
  }

  return (
    <FormSection id="inquiry-warehouses" title={isEditing ? t`Warehouse` : t`Selected Warehouses`}>
      {selection.warehouses.length === 0 ? (
        <p className="text-sm text-ink-muted">
          <Trans>No warehouse selected yet. Search for one below.</Trans>
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {selection.warehouses.map((warehouse) => {
            const failure = failures.get(warehouse.id);
            const failureId = `inquiry-warehouse-${warehouse.id}-error`;
            const name = warehouse.name;
            const totalSize = warehouse.totalSizeM2 === null ? null : formatSize(warehouse.totalSizeM2);
            return (
              <li
                key={warehouse.id}
                className={`flex items-start gap-3 rounded-lg border bg-surface p-3 ${failure ? 'border-danger' : 'border-line'}`}
              >
                <Building2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <div className="min-w-0 flex-1">
                  {warehouse.name ? (
                    <>
                      <p className="font-semibold break-words text-ink">{warehouse.name}</p>
                      <p className="text-sm text-ink-muted">
                        {warehouse.city}, {warehouse.country}
                      </p>
                      {totalSize !== null && (
                        <p className="text-sm text-ink">
                          <Trans>{totalSize} total</Trans>
                        </p>
                      )}
                    </>
                  ) : warehouse.isLoadFailed ? (
                    <p className="text-sm text-danger">
                      <Trans>This warehouse could not be loaded.</Trans>
                    </p>
                  ) : (
                    <p className="text-sm text-ink-muted">
                      <Trans>Loading warehouse…</Trans>
                    </p>
                  )}
                  <FieldError id={failureId} message={failure} />
                </div>
                {!isEditing && (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={name ? t`Remove ${name}` : t`Remove warehouse`}
                    aria-describedby={failure ? failureId : undefined}
                    onClick={() => setWarehouseIds(getValues('warehouseIds').filter((id) => id !== warehouse.id))}
                  >
                    <X aria-hidden="true" className="size-4" />
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <FieldError id="inquiry-warehouses-error" message={message} />
      {!isEditing && (
        <PickerWithFilters
          onPick={(id) => {
            const current = getValues('warehouseIds');
            if (!current.includes(id)) setWarehouseIds([...current, id]);
          }}
        />
      )}
    </FormSection>
  );
}

/** The picker with its own City and Country filters, narrowed by what the form asks for. */
function PickerWithFilters({ onPick }: { onPick: (id: string) => void }) {
  const { t } = useLingui();
  const [city, setCity] = useState('');
  const [country, setCountry] = useState('');
  const [warehouseIds, spaceRequests, featureIds, serviceIds, startDate, endDate] = useWatch<
    InquiryFormValues,
    ['warehouseIds', 'spaceRequests', 'featureIds', 'serviceIds', 'startDate', 'endDate']
  >({
    name: ['warehouseIds', 'spaceRequests', 'featureIds', 'serviceIds', 'startDate', 'endDate'],
  });
  // Only sizes above 0 narrow the search.
  const sized = spaceRequests.flatMap((row) => {
    const sizeM2 = sizeOf(row);
    return sizeM2 > 0 ? [{ spaceTypeId: row.spaceTypeId, sizeM2 }] : [];
  });

  return (
    <div className="mt-4 space-y-3 rounded-lg border border-dashed border-line p-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t`City`} value={city} onChange={(event) => setCity(event.target.value)} autoComplete="off" />
        <TextField label={t`Country`} value={country} onChange={(event) => setCountry(event.target.value)} autoComplete="off" />
      </div>
      <WarehousePicker
        // With the inquiry's dates the requests must be free on every day of them, not merely exist.
        filters={{ city, country, spaceRequests: sized, featureIds, serviceIds, dates: { from: startDate, to: endDate } }}
        excludedIds={warehouseIds}
        onPick={(warehouse) => onPick(warehouse.id)}
      />
    </div>
  );
}
