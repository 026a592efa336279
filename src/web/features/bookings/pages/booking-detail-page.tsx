import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { formatDate } from '@shared/dates';
import { BOOKING_MESSAGES } from '@shared/errors';
import { formatInquiryNumber } from '@shared/ids';
import { can } from '@shared/permissions';
import { paths } from '@web/app/paths';
import { signedInRecordRead } from '@web/app/page-first-read';
import { useSession } from '@web/features/auth/api/get-session';
import { lazySection } from '@web/components/ui/lazy-section';
import { LazyMessageThread } from '@web/features/messaging/components/lazy-message-thread';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { getBookingQueryOptions, useBooking } from '../api/get-booking';
import { BookingActions } from '../components/booking-actions';
import { BookingDetails } from '../components/booking-details';
import { BackLink, RecordLoadState, type RecordLoadTexts } from '@web/components/ui/detail-screen';
import { BookingStatusBadge } from '../components/booking-status-badge';

// Under the booking's details, out of the page's own code (decision 251): the booking paints sooner.
const loadSections = () => import('./booking-record-sections');
const GoodsReceivedSection = lazySection(() => loadSections().then((module) => module.GoodsReceivedSection));
const GoodsOutSection = lazySection(() => loadSections().then((module) => module.GoodsOutSection));
const BookingInvoicesSection = lazySection(() => loadSections().then((module) => module.BookingInvoicesSection));

/** A first visit's booking (the HTML preloaded it, src/server/platform/delivery.ts), read before the page first renders. */
export const readBookingFirst = signedInRecordRead(getBookingQueryOptions);

export function BookingDetailPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Booking Details`);
  const { id = '' } = useParams();
  const booking = useBooking(id);
  const { user } = useSession();

  if (!booking.isSuccess) {
    const loadTexts: RecordLoadTexts = { loading: t`Loading booking…`, heading: t`Error Loading Booking`, notFound: BOOKING_MESSAGES.notFound, failed: BOOKING_MESSAGES.loadFailed };
    // A malformed id (400) is as missing as an unknown one.
    return (
      <RecordLoadState query={booking} texts={loadTexts} notFoundStatuses={[404, 400]} backLabel={t`Return to Bookings`} backTo={paths.bookings.getHref()} />
    );
  }
  const data = booking.data;
  const number = formatInquiryNumber(data.id);
  const warehouseName = data.warehouse.name;
  const createdOn = formatDate(data.createdAt);
  // The offer the booking came from stays readable: the trader's offer page, or the administrator's inquiry (an owner has neither).
  const offerHref = can(user, 'inquiries:manage')
    ? paths.adminInquiry.getHref(data.inquiryId)
    : user?.id === data.trader.id
      ? paths.inquiryOffer.getHref(data.inquiryId)
      : null;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <BackLink to={paths.bookings.getHref()}>
        <Trans>Back to Bookings</Trans>
      </BackLink>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-3xl font-bold tracking-tight text-ink">
              <Trans>Booking {number}</Trans>
            </h1>
            <BookingStatusBadge status={data.status} />
          </div>
          <p className="mt-2 text-ink-muted">
            <Trans>
              {warehouseName} · created {createdOn}
            </Trans>
          </p>
          {offerHref && (
            <Link to={offerHref} className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900">
              <Trans>View accepted offer</Trans>
            </Link>
          )}
        </div>
        {(data.canComplete || data.canCancel) && <BookingActions booking={data} size="md" />}
      </div>
      <div className="mt-6 space-y-6">
        <BookingDetails booking={data} />
        <GoodsReceivedSection bookingId={data.id} spaces={data.spaces} />
        <GoodsOutSection bookingId={data.id} />
        {/* The trader and administrators: the warehouse's owner never sees what the trader pays (decision 214). */}
        {can(user, 'invoice:view', { traderId: data.trader.id }) && <BookingInvoicesSection bookingId={data.id} canManage={can(user, 'invoices:manage')} />}
        <LazyMessageThread subject={{ bookingId: id }} />
      </div>
    </div>
  );
}
