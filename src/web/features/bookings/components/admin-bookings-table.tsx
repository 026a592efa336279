import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { AdminBookingListItem } from '@shared/contracts/bookings';
import { formatDateRange } from '@shared/dates';
import { formatInquiryNumber } from '@shared/ids';
import { paths } from '@web/app/paths';
import { customerColumn, dateRangeColumn, numberColumn, personName, ROW_LINK, warehouseColumn } from '@web/components/ui/list-columns';
import { RecordCard, ResponsiveTable } from '@web/components/ui/responsive-table';
import { BookingActions } from './booking-actions';
import { BookingAmount, bookingCostColumn } from './booking-amount';
import { BookingStatusBadge } from './booking-status-badge';
import { EmailText } from '@web/components/ui/email-text';

function Actions({ booking }: { booking: AdminBookingListItem }) {
  const { t } = useLingui();
  const number = formatInquiryNumber(booking.id);
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <Link to={paths.booking.getHref(booking.id)} className={ROW_LINK} aria-label={t`View booking ${number}`}>
        <Trans>View</Trans>
      </Link>
      <BookingActions booking={booking} />
    </div>
  );
}

/** Manage Bookings: a table from md up, stacked cards below. */
export function AdminBookingsTable({ bookings }: { bookings: AdminBookingListItem[] }) {
  const { t } = useLingui();
  return (
    <ResponsiveTable
      rows={bookings}
      caption={t`All bookings`}
      listLabel={t`Bookings`}
      columns={[
        numberColumn(t`Booking`),
        customerColumn(),
        warehouseColumn(),
        dateRangeColumn(),
        bookingCostColumn(),
        { header: t`Status`, cell: (booking) => <BookingStatusBadge status={booking.status} /> },
        { header: t`Actions`, cell: (booking) => <Actions booking={booking} /> },
      ]}
      card={(booking) => (
        <RecordCard
          badge={<BookingStatusBadge status={booking.status} />}
          heading={<p className="font-mono text-sm font-semibold text-ink">{formatInquiryNumber(booking.id)}</p>}
          facts={[
            {
              label: t`Customer:`,
              value: (
                <>
                  {personName(booking.trader)}
                  {booking.trader.email && (
                    <>
                      {' '}
                      (<EmailText email={booking.trader.email} />)
                    </>
                  )}
                </>
              ),
              valueClassName: 'min-w-0 text-ink',
            },
            { label: t`Date Range:`, value: formatDateRange(booking.startDate, booking.endDate) },
            { label: t`Total Cost:`, value: <BookingAmount booking={booking} />, valueClassName: 'font-semibold text-ink' },
          ]}
          actions={<Actions booking={booking} />}
        >
          <p className="mt-2 font-semibold break-words text-ink">{booking.warehouse.name}</p>
        </RecordCard>
      )}
    />
  );
}
