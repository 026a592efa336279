import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { MAX_CANCELLATION_REASON_LENGTH } from '@shared/contracts/limits';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { TextAreaField } from '@web/components/ui/form-field';
import { Modal } from '@web/components/ui/modal';

type CancelBookingDialogProps = {
  isOpen: boolean;
  /** "#3f2a9c1e", for the title. */
  bookingNumber: string;
  isPending: boolean;
  error?: string | undefined;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
};

/**
 * Asks for the reason before a booking is cancelled, in a Modal (the rest of the page is inert,
 * Escape closes it, focus returns to the opener); focus starts in the reason field, which is empty
 * at every opening, and Cancel Booking stays disabled while the reason is blank.
 */
export function CancelBookingDialog({ isOpen, bookingNumber, isPending, error, onConfirm, onCancel }: CancelBookingDialogProps) {
  const { t } = useLingui();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const formId = useId();
  const descriptionId = useId();
  const [reason, setReason] = useState('');
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) setReason('');
  }
  const isBlank = reason.trim() === '';

  return (
    <Modal
      isOpen={isOpen}
      title={t`Cancel booking ${bookingNumber}?`}
      size="sm"
      onClose={onCancel}
      isDismissible={!isPending}
      initialFocusRef={reasonRef}
      describedBy={descriptionId}
      hasCloseButton={false}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={isPending}>
            <Trans>Keep Booking</Trans>
          </Button>
          <Button type="submit" form={formId} variant="danger" disabled={isBlank || isPending}>
            {isPending ? <Trans>Cancelling…</Trans> : <Trans>Cancel Booking</Trans>}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          if (!isBlank && !isPending) onConfirm(reason.trim());
        }}
      >
        <p id={descriptionId} className="text-sm leading-6 text-ink-muted">
          <Trans>The customer and the warehouse owner see the reason in the booking&apos;s messages. This cannot be undone.</Trans>
        </p>
        <TextAreaField
          ref={reasonRef}
          label={t`Reason for cancellation`}
          className="mt-4"
          rows={3}
          required
          maxLength={MAX_CANCELLATION_REASON_LENGTH}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          disabled={isPending}
        />
        <ErrorAlert className="mt-4">{error}</ErrorAlert>
      </form>
    </Modal>
  );
}
