import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { failPayoutLineBody, type PayoutLine, type PayoutRun } from '@shared/contracts/payout-runs';
import { PAYOUT_RUN_MESSAGES } from '@shared/errors';
import { formatCents } from '@shared/money';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { TextAreaField } from '@web/components/ui/form-field';
import { Modal } from '@web/components/ui/modal';
import { isApiError } from '@web/lib/api-client';
import { errorMessage } from '@web/lib/error-message';
import { useFocusFirstProblem } from '@web/lib/use-focus-first-problem';
import { useChangePayoutRun } from '../api/change-payout-run';

type PayoutLineFailureDialogProps = { run: PayoutRun; line: PayoutLine | null; onClose: () => void };

/**
 * "Payment returned" on a pending line of a sent run: asks why the bank could not pay (required), then
 * marks the line failed, which makes its amount payable to the owner again. The reason's problem sits
 * under it, any other refusal above the buttons; focus moves to the first. The reason typed is kept.
 */
export function PayoutLineFailureDialog({ run, line, onClose }: PayoutLineFailureDialogProps) {
  const { t } = useLingui();
  const formId = useId();
  const change = useChangePayoutRun();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>(undefined);
  const [formError, setFormError] = useState<string | null>(null);
  const { ref, reportProblem } = useFocusFirstProblem();

  const close = () => {
    setReason('');
    setReasonError(undefined);
    setFormError(null);
    onClose();
  };

  const submit = () => {
    if (!line) return;
    setFormError(null);
    const parsed = failPayoutLineBody.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message ?? PAYOUT_RUN_MESSAGES.failureReasonRequired);
      reportProblem();
      return;
    }
    setReasonError(undefined);
    change.mutate(
      { action: 'failure', runId: run.id, lineId: line.id, reason: parsed.data.reason },
      {
        onSuccess: close,
        onError: (error) => {
          const fieldMessage = isApiError(error) ? error.details?.reason?.[0] : undefined;
          if (fieldMessage) setReasonError(fieldMessage);
          else setFormError(errorMessage(error, PAYOUT_RUN_MESSAGES.actionFailed));
          reportProblem();
        },
      },
    );
  };

  const amount = line ? formatCents(line.amountCents) : '';
  const accountHolder = line?.accountHolder;
  const iban = line?.ibanMasked;
  const ownerName = line?.ownerName;

  return (
    <Modal
      isOpen={line !== null}
      title={t`Payment returned?`}
      size="md"
      onClose={close}
      isDismissible={!change.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={change.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} variant="danger" disabled={change.isPending}>
            {change.isPending ? <Trans>Saving…</Trans> : <Trans>Mark payment returned</Trans>}
          </Button>
        </>
      }
    >
      {line && (
        <form
          id={formId}
          ref={ref}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          className="space-y-4"
        >
          <p className="text-sm text-ink-muted">
            <Trans>
              The bank could not pay <strong className="text-ink">{amount}</strong> to {accountHolder} ({iban}). The amount becomes payable to {ownerName} again and a
              later run pays it.
            </Trans>
          </p>
          <TextAreaField
            label={t`Reason`}
            required
            rows={3}
            maxLength={500}
            hint={t`As the bank gave it, e.g. account closed.`}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(undefined);
            }}
            error={reasonError}
          />
          <ErrorAlert>{formError}</ErrorAlert>
        </form>
      )}
    </Modal>
  );
}
