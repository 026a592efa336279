import { Link } from 'react-router';
import type { AdminBookingListItem } from '@shared/contracts/bookings';
import { formatDateRange } from '@shared/dates';
import { formatInquiryNumber } from '@shared/ids';
import { formatCents } from '@shared/money';
import { paths } from '@web/app/paths';
import { CardActions, CardFacts, CardHeading, ResponsiveTable, StackedCell } from '@web/components/ui/responsive-table';
import { BookingActions } from './booking-actions';
import { BookingStatusBadge } from './booking-status-badge';

const LINK = 'font-semibold text-brand-700 underline-offset-2 hover:underline';

export function customerName(trader: { firstName: string | null; lastName: string | null }): string {
  return [trader.firstName, trader.lastName].filter(Boolean).join(' ') || 'No name';
}

function Actions({ booking }: { booking: AdminBookingListItem }) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <Link to={paths.booking.getHref(booking.id)} className={LINK} aria-label={`View booking ${formatInquiryNumber(booking.id)}`}>
        View
      </Link>
      <BookingActions booking={booking} />
    </div>
  );
}

/** Manage Bookings: a table from md up, stacked cards below. */
export function AdminBookingsTable({ bookings }: { bookings: AdminBookingListItem[] }) {
  return (
    <ResponsiveTable
      rows={bookings}
      rowKey={(booking) => booking.id}
      caption="All bookings"
      listLabel="Bookings"
      columns={[
        { header: 'Booking', cellClassName: 'font-mono font-semibold text-ink', cell: (booking) => formatInquiryNumber(booking.id) },
        {
          header: 'Customer',
          cellClassName: 'text-ink',
          cell: (booking) => <StackedCell title={customerName(booking.trader)} detail={booking.trader.email} detailClassName="break-all" />,
        },
        {
          header: 'Warehouse',
          cellClassName: 'text-ink',
          cell: (booking) => <StackedCell title={booking.warehouse.name} detail={`${booking.warehouse.city}, ${booking.warehouse.country}`} />,
        },
        { header: 'Date Range', cellClassName: 'whitespace-nowrap text-ink', cell: (booking) => formatDateRange(booking.startDate, booking.endDate) },
        {
          header: 'Total Cost',
          headerClassName: 'text-right',
          cellClassName: 'text-right font-semibold whitespace-nowrap text-ink',
          cell: (booking) => formatCents(booking.totalCostCents),
        },
        { header: 'Status', cell: (booking) => <BookingStatusBadge status={booking.status} /> },
        { header: 'Actions', cell: (booking) => <Actions booking={booking} /> },
      ]}
      card={(booking) => (
        <>
          <CardHeading badge={<BookingStatusBadge status={booking.status} />}>
            <p className="font-mono text-sm font-semibold text-ink">{formatInquiryNumber(booking.id)}</p>
          </CardHeading>
          <p className="mt-2 font-semibold break-words text-ink">{booking.warehouse.name}</p>
          <CardFacts
            facts={[
              { label: 'Customer:', value: `${customerName(booking.trader)} (${booking.trader.email})`, valueClassName: 'break-all text-ink' },
              { label: 'Date Range:', value: formatDateRange(booking.startDate, booking.endDate) },
              { label: 'Total Cost:', value: formatCents(booking.totalCostCents), valueClassName: 'font-semibold text-ink' },
            ]}
          />
          <CardActions>
            <Actions booking={booking} />
          </CardActions>
        </>
      )}
    />
  );
}
