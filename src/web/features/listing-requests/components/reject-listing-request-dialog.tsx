import { Trans, useLingui } from '@lingui/react/macro';
import { LISTING_REQUEST_MESSAGES } from '@shared/errors';
import { useId, useState } from 'react';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { TextAreaField } from '@web/components/ui/form-field';
import { Modal } from '@web/components/ui/modal';

type RejectListingRequestDialogProps = {
  requestName: string | null;
  isPending: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
};

/** Rejecting needs a reason (kept as admin notes and emailed to the contact): the confirm button stays disabled while it is blank. */
export function RejectListingRequestDialog({ requestName, isPending, error, onConfirm, onCancel }: RejectListingRequestDialogProps) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const hintId = useId();
  const isBlank = reason.trim() === '';
  return (
    <Modal
      isOpen={requestName !== null}
      size="sm"
      title={t`Reject Warehouse Request`}
      isDismissible={!isPending}
      onClose={() => {
        setReason('');
        onCancel();
      }}
      footer={
        <>
          <Button
            variant="secondary"
            disabled={isPending}
            onClick={() => {
              setReason('');
              onCancel();
            }}
          >
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="danger" disabled={isBlank || isPending} aria-describedby={isBlank ? hintId : undefined} onClick={() => onConfirm(reason.trim())}>
            {isPending ? <Trans>Rejecting...</Trans> : <Trans>Reject Request</Trans>}
          </Button>
        </>
      }
    >
      <p className="text-sm text-ink-muted">
        {requestName ? (
          <Trans>
            Reject the request for <strong className="text-ink">{requestName}</strong>? The contact is told by email, with your reason.
          </Trans>
        ) : (
          <Trans>
            Reject the request for <strong className="text-ink">this warehouse</strong>? The contact is told by email, with your reason.
          </Trans>
        )}
      </p>
      <TextAreaField label={t`Reason for rejection`} required rows={4} className="mt-4" value={reason} onChange={(event) => setReason(event.target.value)} />
      <p id={hintId} className="mt-2 text-sm text-ink-muted">
        {isBlank ? LISTING_REQUEST_MESSAGES.reasonRequired : <Trans>The reason is kept as the admin notes of the request.</Trans>}
      </p>
      <ErrorAlert className="mt-4">{error}</ErrorAlert>
    </Modal>
  );
}
