import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { BOOKING_MESSAGES } from '@shared/errors';
import { formatInquiryNumber } from '@shared/ids';
import { canBooking, type BookingStatus } from '@shared/statuses/booking';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { isApiError } from '@web/lib/api-client';
import { useCancelBooking } from '../api/cancel-booking';
import { useCompleteBooking } from '../api/complete-booking';
import { CancelBookingDialog } from './cancel-booking-dialog';

function errorText(error: unknown, fallback: string): string | undefined {
  if (!error) return undefined;
  // The server's refusals (409 "Only an active booking can be cancelled.") are written for people.
  return isApiError(error) && error.status < 500 && error.status !== 0 ? error.message : fallback;
}

/**
 * The administrator's Complete and Cancel for an active booking, each behind a confirmation; Cancel
 * asks for the reason. Renders nothing for a booking that is no longer active. In a list (`size` sm)
 * Cancel is an outline button: a filled red button on every row would shout over the list.
 */
export function BookingActions({ booking, size = 'sm' }: { booking: { id: string; status: BookingStatus }; size?: 'sm' | 'md' }) {
  const { t } = useLingui();
  const [open, setOpen] = useState<'complete' | 'cancel' | null>(null);
  const complete = useCompleteBooking();
  const cancel = useCancelBooking();
  const number = formatInquiryNumber(booking.id);
  if (!canBooking('complete', booking.status) && !canBooking('cancel', booking.status) && open === null) return null;

  function close() {
    setOpen(null);
    complete.reset();
    cancel.reset();
  }

  return (
    <div className="flex flex-wrap gap-2">
      {canBooking('complete', booking.status) && (
        <Button variant="secondary" size={size} onClick={() => setOpen('complete')} aria-label={t`Complete booking ${number}`}>
          <Trans>Complete</Trans>
        </Button>
      )}
      {canBooking('cancel', booking.status) && (
        <Button variant={size === 'sm' ? 'dangerOutline' : 'danger'} size={size} onClick={() => setOpen('cancel')} aria-label={t`Cancel booking ${number}`}>
          <Trans>Cancel</Trans>
        </Button>
      )}
      <ConfirmDialog
        isOpen={open === 'complete'}
        title={t`Complete booking ${number}?`}
        confirmLabel={t`Complete Booking`}
        pendingLabel={t`Completing…`}
        cancelLabel={t`Not Now`}
        isPending={complete.isPending}
        error={errorText(complete.error, BOOKING_MESSAGES.completeFailed)}
        onConfirm={() => complete.mutate({ id: booking.id }, { onSuccess: close })}
        onCancel={close}
      >
        <Trans>The booking is marked as completed and its inquiry too. This cannot be undone.</Trans>
      </ConfirmDialog>
      <CancelBookingDialog
        isOpen={open === 'cancel'}
        bookingNumber={number}
        isPending={cancel.isPending}
        error={errorText(cancel.error, BOOKING_MESSAGES.cancelFailed)}
        onConfirm={(reason) => cancel.mutate({ id: booking.id, body: { reason } }, { onSuccess: close })}
        onCancel={close}
      />
    </div>
  );
}
