import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import type { z } from 'zod';
import { approveReleaseBody, RELEASE_LIMITS, type GoodsRelease } from '@shared/contracts/releases';
import { RELEASE_MESSAGES } from '@shared/errors';
import { TextAreaField } from '@web/components/ui/form-field';
import { MutationPanelForm } from '@web/components/ui/panel-form';
import { sameNamedField } from '@web/lib/form-errors';
import { useSavingForm } from '@web/lib/use-form-save';
import { useChangeRelease } from '../api/change-release';

type FormValues = z.input<typeof approveReleaseBody>;
type ParsedValues = z.output<typeof approveReleaseBody>;

type ApproveReleaseFormProps = { bookingId: string; release: GoodsRelease; onDone: () => void; onCancel: () => void };

/**
 * "Approve" on a held release (administrators): the goods may leave although invoices are unpaid,
 * and the reason, which everyone on the booking reads on the release, is required. The server's
 * refusal (someone approved or cancelled it first) shows above the buttons, with focus.
 */
export function ApproveReleaseForm({ bookingId, release, onDone, onCancel }: ApproveReleaseFormProps) {
  const { t } = useLingui();
  const approve = useChangeRelease();
  const saving = useSavingForm<FormValues, ParsedValues>(
    { resolver: zodResolver(approveReleaseBody), defaultValues: { reason: '' } },
    { formPathFor: sameNamedField(['reason']), fallback: RELEASE_MESSAGES.actionFailed },
  );
  const { register, errors } = saving;

  return (
    <MutationPanelForm
      saving={saving}
      mutation={approve}
      variables={(body) => ({ action: 'approve' as const, bookingId, releaseId: release.id, body })}
      onDone={onDone}
      title={t`Approve release`}
      headingLevel="h4"
      submitLabel={t`Approve Release`}
      pendingLabel={t`Approving…`}
      onCancel={onCancel}
    >
      <p className="text-sm text-ink-muted">
        <Trans>Approving lets the goods leave before the invoices are paid.</Trans>
      </p>
      <TextAreaField
        label={t`Reason`}
        hint={t`Everyone on the booking sees this reason on the release: the customer, the warehouse owner and administrators.`}
        required
        rows={3}
        maxLength={RELEASE_LIMITS.reason}
        error={errors.reason?.message}
        {...register('reason')}
      />
    </MutationPanelForm>
  );
}
