import { Trans } from '@lingui/react/macro';
import { CalendarCheck, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { BOOKING_MESSAGES } from '@shared/errors';
import { paths } from '@web/app/paths';
import { Button, buttonClassName } from '@web/components/ui/button';
import { isApiError } from '@web/lib/api-client';
import { useFocusFirstProblem } from '@web/lib/use-focus-first-problem';
import { useCreateBooking } from '../api/create-booking';

/**
 * Create Booking for an accepted offer, or View Booking once it exists (admin inquiry detail, in the
 * offers list). The server answers the same booking to a second call, so even two quick clicks in
 * two tabs make one booking; here the button is disabled while the first call runs.
 */
export function CreateBookingButton({ offerId, bookingId }: { offerId: string; inquiryId: string; bookingId: string | null }) {
  const create = useCreateBooking();
  // A refusal (the offer's space no longer free, say) moves focus to its message beside the button.
  const { ref, reportProblem } = useFocusFirstProblem<HTMLDivElement>();
  const id = bookingId ?? create.data?.id ?? null;

  if (id) {
    return (
      <Link to={paths.booking.getHref(id)} className={buttonClassName('secondary', 'sm')}>
        <ExternalLink aria-hidden="true" className="size-4" />
        <Trans>View Booking</Trans>
      </Link>
    );
  }

  const error = create.error
    ? isApiError(create.error) && create.error.status > 0 && create.error.status < 500
      ? create.error.message
      : BOOKING_MESSAGES.createFailed
    : null;

  return (
    <div ref={ref} className="flex flex-col items-start gap-2">
      <Button size="sm" disabled={create.isPending} onClick={() => create.mutate({ offerId }, { onError: reportProblem })}>
        <CalendarCheck aria-hidden="true" className="size-4" />
        {create.isPending ? <Trans>Creating Booking…</Trans> : <Trans>Create Booking</Trans>}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
