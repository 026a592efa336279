import { useNavigate, useParams } from 'react-router';
import { formatDate } from '@shared/dates';
import { BOOKING_MESSAGES } from '@shared/errors';
import { formatInquiryNumber } from '@shared/ids';
import { paths } from '@web/app/paths';
import { PageSpinner } from '@web/components/ui/spinner';
import { MessageThread } from '@web/features/messaging/components/message-thread';
import { isApiError } from '@web/lib/api-client';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useBooking } from '../api/get-booking';
import { BookingActions } from '../components/booking-actions';
import { BookingDetails } from '../components/booking-details';
import { BackLink, LoadError } from '@web/components/ui/detail-screen';
import { BookingStatusBadge } from '../components/booking-status-badge';

export function BookingDetailPage() {
  useDocumentTitle('Booking Details');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const booking = useBooking(id);

  if (booking.isPending) return <PageSpinner label="Loading booking…" />;
  if (booking.isError) {
    const isNotFound = isApiError(booking.error) && (booking.error.status === 404 || booking.error.status === 400);
    return (
      <LoadError
        heading="Error Loading Booking"
        message={isNotFound ? BOOKING_MESSAGES.notFound : BOOKING_MESSAGES.loadFailed}
        actionLabel="Return to Bookings"
        onAction={() => void navigate(paths.bookings.getHref())}
      />
    );
  }
  const data = booking.data;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <BackLink to={paths.bookings.getHref()}>Back to Bookings</BackLink>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-3xl font-bold tracking-tight text-ink">Booking {formatInquiryNumber(data.id)}</h1>
            <BookingStatusBadge status={data.status} />
          </div>
          <p className="mt-2 text-ink-muted">
            {data.warehouse.name} · created {formatDate(data.createdAt)}
          </p>
        </div>
        {(data.canComplete || data.canCancel) && <BookingActions booking={data} size="md" />}
      </div>
      <div className="mt-6 space-y-6">
        <BookingDetails booking={data} />
        <MessageThread subject={{ bookingId: id }} />
      </div>
    </div>
  );
}
