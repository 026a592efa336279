import { useId, useState } from 'react';
import { WAREHOUSE_REQUEST_MESSAGES } from '@shared/contracts/warehouse-requests';
import { Button } from '@web/components/ui/button';
import { TextAreaField } from '@web/components/ui/form-field';
import { Modal } from './modal';

type RejectRequestDialogProps = {
  requestName: string | null;
  isPending: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
};

/** Rejecting needs a reason (kept as admin notes and emailed to the contact): the confirm button stays disabled while it is blank. */
export function RejectRequestDialog({ requestName, isPending, error, onConfirm, onCancel }: RejectRequestDialogProps) {
  const [reason, setReason] = useState('');
  const hintId = useId();
  const isBlank = reason.trim() === '';
  return (
    <Modal
      isOpen={requestName !== null}
      size="md"
      title="Reject Warehouse Request"
      onClose={() => {
        if (!isPending) {
          setReason('');
          onCancel();
        }
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
            Cancel
          </Button>
          <Button variant="danger" disabled={isBlank || isPending} aria-describedby={isBlank ? hintId : undefined} onClick={() => onConfirm(reason.trim())}>
            {isPending ? 'Rejecting...' : 'Reject Request'}
          </Button>
        </>
      }
    >
      <p className="text-sm text-ink-muted">
        Reject the request for <strong className="text-ink">{requestName || 'this warehouse'}</strong>? The contact is told by email, with your reason.
      </p>
      <TextAreaField label="Reason for rejection" required rows={4} className="mt-4" value={reason} onChange={(event) => setReason(event.target.value)} />
      <p id={hintId} className="mt-2 text-sm text-ink-muted">
        {isBlank ? WAREHOUSE_REQUEST_MESSAGES.reasonRequired : 'The reason is kept as the admin notes of the request.'}
      </p>
      {error && (
        <div role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-danger">
          {error}
        </div>
      )}
    </Modal>
  );
}
