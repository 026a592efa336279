import { zodResolver } from '@hookform/resolvers/zod';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { RELEASE_LIMITS, requestReleaseBody, type ReleasableReceipt } from '@shared/contracts/releases';
import { todayIsoDate } from '@shared/dates';
import { RELEASE_MESSAGES } from '@shared/errors';
import { formatQuantity } from '@shared/sizes';
import { SelectField, TextField } from '@web/components/ui/form-field';
import { QuantityField } from '@web/components/ui/quantity-field';
import { MutationPanelForm } from '@web/components/ui/panel-form';
import { sameNamedField } from '@web/lib/form-errors';
import { useSavingForm } from '@web/lib/use-form-save';
import { useRequestRelease } from '../api/request-release';
import { HeldNotice } from './held-notice';

type FormValues = z.input<typeof requestReleaseBody>;
type ParsedValues = z.output<typeof requestReleaseBody>;
type FieldName = keyof FormValues;

const FIELDS: readonly FieldName[] = ['receiptId', 'quantity', 'plannedOn', 'carrier'];

/** "Only 120 pallets of this receipt can still be released.": the server's own words for the same refusal. */
function quantityAboveAvailable(receipt: ReleasableReceipt): string {
  return RELEASE_MESSAGES.quantityNotAvailable(formatQuantity(receipt.available), receipt.quantityUnit);
}

/**
 * The contract's checks, plus the one the page can make before asking: no more than the chosen
 * receipt still has free to release. It runs only on a quantity the contract accepts.
 */
function requestFormSchema(releasable: readonly ReleasableReceipt[]) {
  const receiptOf = (id: unknown) => releasable.find((receipt) => receipt.id === id);
  return requestReleaseBody.superRefine((values, context) => {
    const receipt = receiptOf(values.receiptId);
    if (receipt && values.quantity > receipt.available) context.addIssue({ code: 'custom', path: ['quantity'], message: quantityAboveAvailable(receipt) });
  });
}

type RequestReleaseFormProps = {
  bookingId: string;
  /** Only receipts with goods still free to release (the server's `releasable`). */
  releasable: readonly ReleasableReceipt[];
  /** The booking's unpaid invoices: a request now is held until they are paid. */
  unpaidInvoiceNumbers: readonly string[];
  onDone: () => void;
  onCancel: () => void;
};

/** Called while RequestReleaseForm renders (it calls useLingui(), so this follows the language). */
function receiptLabel(receipt: ReleasableReceipt): string {
  const { number, commodity } = receipt;
  const available = formatQuantity(receipt.available);
  const unit = receipt.quantityUnit;
  return t`${number} · ${commodity} · ${available} ${unit} available`;
}

/**
 * "Request release" on a booking (its trader or an administrator): from which receipt, how much (all
 * that is free, to start with), when it will be collected and by whom. Says before sending when unpaid
 * invoices will hold it. The server's refusals land beside their field, others above the buttons;
 * a failed submit moves focus to the first message.
 */
export function RequestReleaseForm({ bookingId, releasable, unpaidInvoiceNumbers, onDone, onCancel }: RequestReleaseFormProps) {
  const { t } = useLingui();
  const requestRelease = useRequestRelease();
  const only = releasable.length === 1 ? releasable[0] : undefined;
  const saving = useSavingForm<FormValues, ParsedValues>(
    {
      resolver: zodResolver(requestFormSchema(releasable)),
      // NaN is what an empty number input reads as (valueAsNumber): with several receipts, none is chosen yet.
      defaultValues: { receiptId: only?.id ?? '', quantity: only?.available ?? Number.NaN, plannedOn: todayIsoDate(), carrier: '' },
    },
    { formPathFor: sameNamedField(FIELDS), fallback: RELEASE_MESSAGES.requestFailed, conflictFields: { quantity_not_available: 'quantity', receipt_not_releasable: 'receiptId' } },
  );
  const { form, register, errors } = saving;
  const { setValue, control } = form;
  const receiptId = useWatch({ control, name: 'receiptId' });
  const chosen = releasable.find((receipt) => receipt.id === receiptId);
  const maxQuantity = chosen ? formatQuantity(chosen.available) : '';
  const unit = chosen?.quantityUnit ?? '';

  return (
    <MutationPanelForm
      saving={saving}
      mutation={requestRelease}
      variables={(body) => ({ bookingId, body })}
      onDone={onDone}
      title={t`Request release`}
      headingLevel="h3"
      submitLabel={t`Request Release`}
      pendingLabel={t`Requesting…`}
      onCancel={onCancel}
    >
      <SelectField
        label={t`Warehouse receipt`}
        required
        error={errors.receiptId?.message}
        {...register('receiptId', {
          // A new receipt starts from all it has free, as the first one did.
          onChange: (event: { target: { value: string } }) => {
            const receipt = releasable.find((candidate) => candidate.id === event.target.value);
            setValue('quantity', receipt ? receipt.available : Number.NaN);
          },
        })}
      >
        {!only && (
          <option value="">
            {t`Select a receipt`}
          </option>
        )}
        {releasable.map((receipt) => (
          <option key={receipt.id} value={receipt.id}>
            {receiptLabel(receipt)}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        <QuantityField
          label={t`Quantity`}
          max={chosen?.available}
          hint={chosen ? t`At most ${maxQuantity} ${unit}` : undefined}
          error={errors.quantity?.message}
          {...register('quantity', { valueAsNumber: true })}
        />
        <TextField label={t`Planned collection date`} type="date" required min={todayIsoDate()} error={errors.plannedOn?.message} {...register('plannedOn')} />
      </div>
      <TextField
        label={t`Carrier or truck reference`}
        hint={t`Optional: the haulier's name or the truck's plate, for the warehouse.`}
        maxLength={RELEASE_LIMITS.carrier}
        error={errors.carrier?.message}
        {...register('carrier')}
      />
      {unpaidInvoiceNumbers.length > 0 && (
        <HeldNotice invoiceNumbers={unpaidInvoiceNumbers}>
          <p className="mt-1">
            <Trans>This release will be held until they are paid.</Trans>
          </p>
        </HeldNotice>
      )}
    </MutationPanelForm>
  );
}
