import { useEffect, useId, useRef, useState } from 'react';
import { MAX_CANCELLATION_REASON_LENGTH } from '@shared/contracts/bookings';
import { Button } from '@web/components/ui/button';
import { TextAreaField } from '@web/components/ui/form-field';

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
 * Asks for the reason before a booking is cancelled. A native modal <dialog> like ConfirmDialog
 * (the rest of the page is inert, Escape closes it, focus returns to the opener); focus starts in
 * the reason field, and Cancel Booking stays disabled while the reason is blank.
 */
export function CancelBookingDialog({ isOpen, bookingNumber, isPending, error, onConfirm, onCancel }: CancelBookingDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const titleId = useId();
  const descriptionId = useId();
  const isBlank = reason.trim() === '';

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      setReason('');
      dialog.showModal();
      reasonRef.current?.focus();
    } else if (!isOpen && dialog.open) {
      dialog.close();
    }
  }, [isOpen]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={(event) => {
        event.preventDefault();
        if (!isPending) onCancel();
      }}
      onClose={() => {
        if (isOpen) onCancel();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg border border-line bg-white p-0 text-ink shadow-xl backdrop:bg-brand-950/50"
    >
      <form
        className="p-6"
        onSubmit={(event) => {
          event.preventDefault();
          if (!isBlank && !isPending) onConfirm(reason.trim());
        }}
      >
        <h2 id={titleId} className="text-lg font-bold text-ink">
          Cancel booking {bookingNumber}?
        </h2>
        <p id={descriptionId} className="mt-2 text-sm leading-6 text-ink-muted">
          The customer and the warehouse owner see the reason in the booking&apos;s messages. This cannot be undone.
        </p>
        <TextAreaField
          ref={reasonRef}
          label="Reason for cancellation"
          className="mt-4"
          rows={3}
          required
          maxLength={MAX_CANCELLATION_REASON_LENGTH}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          disabled={isPending}
        />
        {error && (
          <div role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-danger">
            {error}
          </div>
        )}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={isPending}>
            Keep Booking
          </Button>
          <Button type="submit" variant="danger" disabled={isBlank || isPending}>
            {isPending ? 'Cancelling…' : 'Cancel Booking'}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
