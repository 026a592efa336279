import { Building2, Plus, Trash2, X } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { InquiryDetail } from '@shared/contracts/inquiries';
import type { ReferenceData } from '@shared/contracts/reference';
import { addDays, todayIsoDate } from '@shared/dates';
import { GENERIC_MESSAGES, INQUIRY_MESSAGES, createInquiriesFailedMessage } from '@shared/errors';
import { commonSpaceTypeIds, defaultSpaceTypeId, estimateInquiryCost } from '@shared/estimate';
import { formatCents } from '@shared/money';
import { formatSize, parseSizeInput, sumSizes } from '@shared/sizes';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { CheckboxField, FieldError, INPUT_CLASS_NAME, TextField } from '@web/components/ui/form-field';
import { isApiError } from '@web/lib/api-client';
import { errorMessage } from '@web/lib/form-errors';
import { useFocusFirstProblem } from '@web/lib/use-focus-first-problem';
import { useCreateInquiries } from '../api/create-inquiries';
import { useSelectedWarehouses } from '../api/get-selected-warehouses';
import { useUpdateInquiry } from '../api/update-inquiry';
import { adjustRows, newRow, type SpaceRow } from './space-rows';
import { WarehousePicker } from './warehouse-picker';

/** The inquiry's default period (spec 02 section 9): today to a week later. */
const DEFAULT_INQUIRY_DAYS = 7;
const SEVERAL_WAREHOUSES_NOTE =
  'A separate inquiry will be created for each warehouse and you will receive separate offers.';

type SelectedWarehouse = {
  id: string;
  name: string | null;
  city: string;
  country: string;
  totalSizeM2: number | null;
  spaces: { spaceTypeId: string; spaceTypeName: string; pricePerM2Cents: number }[] | null;
};
type FormErrors = { warehouses?: string; spaces?: string; startDate?: string; endDate?: string };
type SubmitProblem = { title: string; items: string[] } | null;

export type InquiryFormProps = {
  reference: Pick<ReferenceData, 'services' | 'features'>;
  /** Editing: the inquiry whose warehouse is fixed and whose values fill the form. */
  inquiry?: InquiryDetail;
  /** Creating: warehouses carried in from a warehouse page. */
  initialWarehouseIds?: string[];
  initialSpaceTypeId?: string;
  onSaved: () => void;
  onCancel: () => void;
};

export function InquiryForm({ reference, inquiry, initialWarehouseIds = [], initialSpaceTypeId, onSaved, onCancel }: InquiryFormProps) {
  const isEditing = inquiry !== undefined;
  const [warehouseIds, setWarehouseIds] = useState<string[]>(() => (inquiry ? [inquiry.warehouse.id] : [...new Set(initialWarehouseIds)]));
  const [rows, setRows] = useState<SpaceRow[]>(() =>
    inquiry ? inquiry.spaceRequests.map((request) => newRow(request.spaceTypeId, String(request.sizeM2))) : [],
  );
  const [startDate, setStartDate] = useState(() => inquiry?.startDate ?? todayIsoDate());
  const [endDate, setEndDate] = useState(() => inquiry?.endDate ?? addDays(todayIsoDate(), DEFAULT_INQUIRY_DAYS));
  const [serviceIds, setServiceIds] = useState<string[]>(() => inquiry?.services.map((service) => service.id) ?? []);
  const [featureIds, setFeatureIds] = useState<string[]>(() => inquiry?.features.map((feature) => feature.id) ?? []);
  const [notes, setNotes] = useState(() => inquiry?.notes ?? '');
  const [city, setCity] = useState('');
  const [country, setCountry] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const { ref: formRef, reportProblem } = useFocusFirstProblem();
  const [problem, setProblem] = useState<SubmitProblem>(null);
  const createInquiries = useCreateInquiries();
  const updateInquiry = useUpdateInquiry();
  const details = useSelectedWarehouses(isEditing ? [] : warehouseIds);
  const ids = useId();

  const selected: SelectedWarehouse[] = inquiry
    ? [
        {
          ...inquiry.warehouse,
          totalSizeM2: sumSizes(inquiry.warehouse.spaces.map((space) => space.sizeM2)),
          spaces: inquiry.warehouse.spaces,
        },
      ]
    : warehouseIds.map((id, index) => {
        const detail = details[index]?.data;
        return detail
          ? { id, name: detail.name, city: detail.city, country: detail.country, totalSizeM2: detail.totalSizeM2, spaces: detail.spaces }
          : { id, name: null, city: '', country: '', totalSizeM2: null, spaces: null };
      });
  const failedWarehouseIds = isEditing ? [] : warehouseIds.filter((_, index) => details[index]?.isError);
  const isSelectionLoaded = selected.every((warehouse) => warehouse.spaces !== null || failedWarehouseIds.includes(warehouse.id));
  const loadedWarehouses = selected.flatMap((warehouse) => (warehouse.spaces ? [{ ...warehouse, spaces: warehouse.spaces }] : []));

  const typeNames = new Map(loadedWarehouses.flatMap((warehouse) => warehouse.spaces.map((space) => [space.spaceTypeId, space.spaceTypeName] as const)));
  const availableTypes = commonSpaceTypeIds(loadedWarehouses).map((id) => ({ id, name: typeNames.get(id) ?? id }));

  // Adjust the rows while rendering when the offered types change (React's "adjust state on prop change").
  const typesKey = isSelectionLoaded ? availableTypes.map((type) => type.id).join(',') : null;
  const [seenTypesKey, setSeenTypesKey] = useState<string | null>(null);
  if (typesKey !== null && typesKey !== seenTypesKey) {
    setSeenTypesKey(typesKey);
    const adjusted = adjustRows(rows, availableTypes, initialSpaceTypeId ?? null);
    if (adjusted !== rows) setRows(adjusted);
  }

  const estimate =
    selected.length === 1 && loadedWarehouses.length === 1
      ? estimateInquiryCost({
          startDate,
          endDate,
          spaceRequests: rows.map((row) => ({ spaceTypeId: row.spaceTypeId, sizeM2: row.size })),
          warehouses: loadedWarehouses,
        })
      : null;

  const pickerSpaceRequests = rows.flatMap((row) => {
    const size = parseSizeInput(row.size);
    return size !== null && size > 0 ? [{ spaceTypeId: row.spaceTypeId, sizeM2: size }] : [];
  });

  function validate(): FormErrors {
    const found: FormErrors = {};
    if (warehouseIds.length === 0) found.warehouses = INQUIRY_MESSAGES.noWarehouse;
    if (rows.length === 0) found.spaces = INQUIRY_MESSAGES.noSpaceRequest;
    else if (rows.some((row) => (parseSizeInput(row.size) ?? 0) <= 0)) found.spaces = INQUIRY_MESSAGES.invalidSpaceRequirements;
    if (!startDate) found.startDate = 'Start date is required';
    if (!endDate) found.endDate = 'End date is required';
    else if (startDate && startDate > endDate) found.endDate = INQUIRY_MESSAGES.invalidDateRange;
    return found;
  }

  // A message from the last submit shows only while its rule still fails, so fixing the field clears it.
  const stillFailing = validate();
  const shown: FormErrors = Object.fromEntries(
    Object.entries(errors).map(([key, message]) => [key, message && stillFailing[key as keyof FormErrors]]),
  );

  function warehouseName(id: string, fallback: string | null): string {
    return selected.find((warehouse) => warehouse.id === id)?.name ?? fallback ?? id;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length > 0) return reportProblem();
    const fields = {
      serviceIds,
      featureIds,
      spaceRequests: rows.map((row) => ({ spaceTypeId: row.spaceTypeId, sizeM2: parseSizeInput(row.size) ?? 0 })),
      startDate,
      endDate,
      notes,
    };
    if (inquiry) {
      try {
        await updateInquiry.mutateAsync({ id: inquiry.id, body: fields });
        onSaved();
      } catch (error) {
        setProblem({ title: errorMessage(error, GENERIC_MESSAGES.default), items: [] });
        reportProblem();
      }
      return;
    }
    try {
      const result = await createInquiries.mutateAsync({ ...fields, warehouseIds });
      if (result.failed.length === 0) {
        onSaved();
        return;
      }
      // Keep only the warehouses that failed, so trying again does not send the others twice.
      const created = new Set(result.created.map((item) => item.warehouseId));
      setWarehouseIds((current) => current.filter((id) => !created.has(id)));
      setProblem({
        title: createInquiriesFailedMessage(result.failed.length, result.created.map((item) => warehouseName(item.warehouseId, null))),
        items: result.failed.map((failure) => `${warehouseName(failure.warehouseId, failure.warehouseName)}: ${failure.message}`),
      });
      reportProblem();
    } catch (error) {
      const perWarehouse = isApiError(error) && error.details && warehouseIds.length > 1
        ? Object.entries(error.details).flatMap(([key, messages]) =>
            key.startsWith('warehouseIds.') ? [`${warehouseName(key.slice('warehouseIds.'.length), null)}: ${messages[0] ?? ''}`] : [],
          )
        : [];
      setProblem({
        title: perWarehouse.length > 1 ? createInquiriesFailedMessage(perWarehouse.length) : errorMessage(error, INQUIRY_MESSAGES.createFailed),
        items: perWarehouse.length > 1 ? perWarehouse : [],
      });
      reportProblem();
    }
  }

  const isPending = createInquiries.isPending || updateInquiry.isPending;
  const canSubmit = warehouseIds.length > 0 && rows.length > 0 && !isPending;

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6">
      {problem && (
        <ErrorAlert>
          <p className="font-semibold">{problem.title}</p>
          {problem.items.length > 0 && (
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {problem.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </ErrorAlert>
      )}

      <FormSection title={isEditing ? 'Warehouse' : 'Selected Warehouses'} id={`${ids}-warehouses`}>
        {selected.length === 0 ? (
          <p className="text-sm text-ink-muted">No warehouse selected yet. Search for one below.</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {selected.map((warehouse) => (
              <li key={warehouse.id} className="flex items-start gap-3 rounded-lg border border-line bg-surface p-3">
                <Building2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <div className="min-w-0 flex-1">
                  {warehouse.name ? (
                    <>
                      <p className="font-semibold break-words text-ink">{warehouse.name}</p>
                      <p className="text-sm text-ink-muted">
                        {warehouse.city}, {warehouse.country}
                      </p>
                      {warehouse.totalSizeM2 !== null && <p className="text-sm text-ink">{formatSize(warehouse.totalSizeM2)} total</p>}
                    </>
                  ) : failedWarehouseIds.includes(warehouse.id) ? (
                    <p className="text-sm text-danger">This warehouse could not be loaded.</p>
                  ) : (
                    <p className="text-sm text-ink-muted">Loading warehouse…</p>
                  )}
                </div>
                {!isEditing && (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove ${warehouse.name ?? 'warehouse'}`}
                    onClick={() => setWarehouseIds((current) => current.filter((id) => id !== warehouse.id))}
                  >
                    <X aria-hidden="true" className="size-4" />
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        <FieldError id={`${ids}-warehouses-error`} message={shown.warehouses} />
        {!isEditing && (
          <div className="mt-4 space-y-3 rounded-lg border border-dashed border-line p-3">
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField label="City" value={city} onChange={(event) => setCity(event.target.value)} autoComplete="off" />
              <TextField label="Country" value={country} onChange={(event) => setCountry(event.target.value)} autoComplete="off" />
            </div>
            <WarehousePicker
              filters={{ city, country, spaceRequests: pickerSpaceRequests, featureIds, serviceIds }}
              excludedIds={warehouseIds}
              onPick={(warehouse) => {
                setWarehouseIds((current) => (current.includes(warehouse.id) ? current : [...current, warehouse.id]));
                setErrors((current) => ({ ...current, warehouses: undefined }));
              }}
            />
          </div>
        )}
      </FormSection>

      <FormSection title="Space Requirements" id={`${ids}-spaces`}>
        {availableTypes.length === 0 ? (
          <div className="text-sm">
            <p className="font-medium text-ink">No space types available</p>
            <p className="text-ink-muted">Select warehouses to see available space types</p>
          </div>
        ) : (
          <>
            <ul className="space-y-3">
              {rows.map((row, index) => (
                <li key={row.key} className="grid grid-cols-[1fr_auto] items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
                  <div className="col-span-2 sm:col-span-1">
                    <label htmlFor={`${row.key}-type`} className="mb-1.5 block text-sm font-semibold text-ink">
                      Space type {index + 1}
                    </label>
                    <select
                      id={`${row.key}-type`}
                      value={row.spaceTypeId}
                      onChange={(event) =>
                        setRows((current) => current.map((item) => (item.key === row.key ? { ...item, spaceTypeId: event.target.value } : item)))
                      }
                      className={INPUT_CLASS_NAME}
                    >
                      {availableTypes.map((type) => (
                        <option key={type.id} value={type.id}>
                          {type.name}
                        </option>
                      ))}
                    </select>
                  </div>
                  <TextField
                    id={`${row.key}-size`}
                    label={`Size (m²) ${index + 1}`}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step={0.01}
                    value={row.size}
                    aria-invalid={shown.spaces && (parseSizeInput(row.size) ?? 0) <= 0 ? true : undefined}
                    onChange={(event) =>
                      setRows((current) => current.map((item) => (item.key === row.key ? { ...item, size: event.target.value } : item)))
                    }
                  />
                  <Button
                    variant="ghost"
                    aria-label={`Remove space request ${index + 1}`}
                    onClick={() => setRows((current) => current.filter((item) => item.key !== row.key))}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </li>
              ))}
            </ul>
            <Button
              variant="secondary"
              size="sm"
              className="mt-3"
              onClick={() => {
                const typeId = defaultSpaceTypeId(availableTypes);
                if (typeId) setRows((current) => [...current, newRow(typeId)]);
              }}
            >
              <Plus aria-hidden="true" className="size-4" />
              Add Space Request
            </Button>
          </>
        )}
        <FieldError id={`${ids}-spaces-error`} message={shown.spaces} />
      </FormSection>

      <FormSection title="Dates" id={`${ids}-dates`}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Start Date" type="date" required value={startDate} error={shown.startDate} onChange={(event) => setStartDate(event.target.value)} />
          <TextField label="End Date" type="date" required value={endDate} error={shown.endDate} onChange={(event) => setEndDate(event.target.value)} />
        </div>
      </FormSection>

      <CheckboxGroup
        title="Required Services"
        items={reference.services}
        checked={serviceIds}
        onChange={setServiceIds}
      />
      <CheckboxGroup
        title="Required Features"
        items={reference.features}
        checked={featureIds}
        onChange={setFeatureIds}
      />

      <FormSection title="Additional Notes" id={`${ids}-notes`}>
        <label htmlFor={`${ids}-notes-input`} className="sr-only">
          Additional notes
        </label>
        <textarea
          id={`${ids}-notes-input`}
          rows={4}
          value={notes}
          maxLength={5000}
          onChange={(event) => setNotes(event.target.value)}
          className={INPUT_CLASS_NAME}
          placeholder="Anything else we should know"
        />
      </FormSection>

      <section aria-labelledby={`${ids}-estimate`} className="rounded-xl border border-brand-200 bg-brand-50 p-5">
        <h2 id={`${ids}-estimate`} className="text-lg font-semibold text-ink">
          Estimated Cost
        </h2>
        {selected.length > 1 ? (
          <p className="mt-2 text-sm text-ink">{SEVERAL_WAREHOUSES_NOTE}</p>
        ) : (
          <>
            <p className="mt-2 text-2xl font-bold text-ink" data-testid="estimated-cost">
              {estimate === null ? '—' : formatCents(estimate)}
            </p>
            <p className="mt-1 text-sm text-ink-muted">
              An estimate from the warehouse&rsquo;s list prices for the whole period. VAT not included. The offer sets the final price.
            </p>
          </>
        )}
      </section>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSubmit}>
          {isPending ? 'Saving…' : isEditing ? 'Save Changes' : 'Submit Inquiry'}
        </Button>
      </div>
    </form>
  );
}

function FormSection({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-line bg-white p-5 shadow-sm">
      <h2 id={id} className="mb-4 text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

function CheckboxGroup({
  title,
  items,
  checked,
  onChange,
}: {
  title: string;
  items: { id: string; name: string }[];
  checked: string[];
  onChange: (ids: string[]) => void;
}) {
  return (
    <fieldset className="rounded-xl border border-line bg-white p-5 shadow-sm">
      <legend className="px-1 text-lg font-semibold text-ink">{title}</legend>
      {items.length === 0 ? (
        <p className="text-sm text-ink-muted">None to choose from.</p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <CheckboxField
              key={item.id}
              label={item.name}
              checked={checked.includes(item.id)}
              onChange={(event) =>
                onChange(event.target.checked ? [...checked, item.id] : checked.filter((id) => id !== item.id))
              }
            />
          ))}
        </div>
      )}
    </fieldset>
  );
}
