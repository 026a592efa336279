import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import type { z } from 'zod';
import { confirmReleaseBody, type GoodsRelease } from '@shared/contracts/releases';
import { todayIsoDate } from '@shared/dates';
import { RELEASE_MESSAGES } from '@shared/errors';
import { formatQuantity } from '@shared/sizes';
import { TextField } from '@web/components/ui/form-field';
import { QuantityField } from '@web/components/ui/quantity-field';
import { MutationPanelForm } from '@web/components/ui/panel-form';
import { sameNamedField } from '@web/lib/form-errors';
import { useSavingForm } from '@web/lib/use-form-save';
import { useChangeRelease } from '../api/change-release';

type FormValues = z.input<typeof confirmReleaseBody>;
type ParsedValues = z.output<typeof confirmReleaseBody>;

const FIELDS = ['releasedOn', 'quantity'] as const;

/** The contract's checks, plus: no more than the release was approved for (the server's words). */
function confirmFormSchema(release: GoodsRelease) {
  return confirmReleaseBody.superRefine((values, context) => {
    if (values.quantity > release.quantity) {
      context.addIssue({
        code: 'custom',
        path: ['quantity'],
        message: RELEASE_MESSAGES.releasedQuantityAbove(formatQuantity(release.quantity), release.receipt.quantityUnit),
      });
    }
  });
}

type ConfirmReleaseFormProps = { bookingId: string; release: GoodsRelease; onDone: () => void; onCancel: () => void };

/**
 * "Confirm goods out" on an approved release (the warehouse's owner or an administrator): the day the
 * goods left (today, to start with) and how much, at most what was approved (all of it, to start
 * with). The receipt's quantity in store goes down by it. The server's refusals land beside their
 * field, others above the buttons; focus moves to the first.
 */
export function ConfirmReleaseForm({ bookingId, release, onDone, onCancel }: ConfirmReleaseFormProps) {
  const { t } = useLingui();
  const confirm = useChangeRelease();
  const unit = release.receipt.quantityUnit;
  const maxQuantity = formatQuantity(release.quantity);
  const saving = useSavingForm<FormValues, ParsedValues>(
    { resolver: zodResolver(confirmFormSchema(release)), defaultValues: { releasedOn: todayIsoDate(), quantity: release.quantity } },
    { formPathFor: sameNamedField(FIELDS), fallback: RELEASE_MESSAGES.actionFailed, conflictFields: { quantity_not_available: 'quantity' } },
  );
  const { register, errors } = saving;

  return (
    <MutationPanelForm
      saving={saving}
      mutation={confirm}
      variables={(body) => ({ action: 'confirm' as const, bookingId, releaseId: release.id, body })}
      onDone={onDone}
      title={t`Confirm goods out`}
      headingLevel="h4"
      submitLabel={t`Confirm Goods Out`}
      pendingLabel={t`Confirming…`}
      onCancel={onCancel}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t`Date the goods left`} type="date" required max={todayIsoDate()} error={errors.releasedOn?.message} {...register('releasedOn')} />
        <QuantityField
          label={t`Quantity released`}
          max={release.quantity}
          hint={t`At most ${maxQuantity} ${unit}`}
          error={errors.quantity?.message}
          {...register('quantity', { valueAsNumber: true })}
        />
      </div>
    </MutationPanelForm>
  );
}
