import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { BookingListItem } from '@shared/contracts/bookings';
import { formatDate } from '@shared/dates';
import { formatInquiryNumber } from '@shared/ids';
import { paths } from '@web/app/paths';
import { ROW_LINK, warehouseColumn } from '@web/components/ui/list-columns';
import { RecordCard, ResponsiveTable } from '@web/components/ui/responsive-table';
import { BookingAmount, bookingCostColumn } from './booking-amount';
import { BookingStatusBadge } from './booking-status-badge';

function ViewLink({ booking }: { booking: BookingListItem }) {
  const { t } = useLingui();
  const warehouse = booking.warehouse.name;
  const number = formatInquiryNumber(booking.id);
  return (
    <Link to={paths.booking.getHref(booking.id)} className={ROW_LINK} aria-label={t`View booking at ${warehouse} (${number})`}>
      <Trans>View</Trans>
    </Link>
  );
}

/** My Bookings: a table from md up; stacked cards below, so nothing scrolls sideways on a phone. */
export function BookingsTable({ bookings, caption }: { bookings: BookingListItem[]; caption: string }) {
  const { t } = useLingui();
  return (
    <ResponsiveTable
      rows={bookings}
      caption={caption}
      listLabel={t`Bookings`}
      columns={[
        warehouseColumn(),
        { header: t`Status`, cell: (booking) => <BookingStatusBadge status={booking.status} /> },
        { header: t`Start Date`, cellClassName: 'whitespace-nowrap text-ink', cell: (booking) => formatDate(booking.startDate) },
        { header: t`End Date`, cellClassName: 'whitespace-nowrap text-ink', cell: (booking) => formatDate(booking.endDate) },
        bookingCostColumn(),
        {
          header: (
            <span className="sr-only">
              <Trans>Actions</Trans>
            </span>
          ),
          cell: (booking) => <ViewLink booking={booking} />,
        },
      ]}
      card={(booking) => (
        <RecordCard
          badge={<BookingStatusBadge status={booking.status} />}
          heading={<p className="font-semibold break-words text-ink">{booking.warehouse.name}</p>}
          facts={[
            { label: t`Start Date:`, value: formatDate(booking.startDate) },
            { label: t`End Date:`, value: formatDate(booking.endDate) },
            { label: t`Total Cost:`, value: <BookingAmount booking={booking} />, valueClassName: 'font-semibold text-ink' },
          ]}
          actions={<ViewLink booking={booking} />}
        />
      )}
    />
  );
}
