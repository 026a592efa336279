import { Link } from 'react-router';
import type { BookingListItem } from '@shared/contracts/bookings';
import { formatDate } from '@shared/dates';
import { formatInquiryNumber } from '@shared/ids';
import { formatCents } from '@shared/money';
import { paths } from '@web/app/paths';
import { BookingStatusBadge } from './booking-status-badge';

const LINK = 'font-semibold text-brand-700 underline-offset-2 hover:underline';

function ViewLink({ booking }: { booking: BookingListItem }) {
  return (
    <Link to={paths.booking.getHref(booking.id)} className={LINK} aria-label={`View booking at ${booking.warehouse.name} (${formatInquiryNumber(booking.id)})`}>
      View
    </Link>
  );
}

/** My Bookings: a table from md up; stacked cards below, so nothing scrolls sideways on a phone. */
export function BookingsTable({ bookings }: { bookings: BookingListItem[] }) {
  return (
    <>
      <ul className="space-y-3 md:hidden" aria-label="Bookings">
        {bookings.map((booking) => (
          <li key={booking.id} className="rounded-xl border border-line bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <p className="font-semibold break-words text-ink">{booking.warehouse.name}</p>
              <BookingStatusBadge status={booking.status} />
            </div>
            <dl className="mt-2 space-y-1 text-sm">
              <div className="flex flex-wrap gap-x-2">
                <dt className="text-ink-muted">Start Date:</dt>
                <dd className="text-ink">{formatDate(booking.startDate)}</dd>
              </div>
              <div className="flex flex-wrap gap-x-2">
                <dt className="text-ink-muted">End Date:</dt>
                <dd className="text-ink">{formatDate(booking.endDate)}</dd>
              </div>
              <div className="flex flex-wrap gap-x-2">
                <dt className="text-ink-muted">Total Cost:</dt>
                <dd className="font-semibold text-ink">{formatCents(booking.totalCostCents)}</dd>
              </div>
            </dl>
            <div className="mt-3 border-t border-line pt-3">
              <ViewLink booking={booking} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl border border-line bg-white shadow-sm md:block">
        <table className="w-full divide-y divide-line text-left text-sm">
          <caption className="sr-only">Your bookings</caption>
          <thead className="bg-surface-muted text-xs font-semibold tracking-wide text-ink-muted uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">Warehouse</th>
              <th scope="col" className="px-4 py-3">Status</th>
              <th scope="col" className="px-4 py-3">Start Date</th>
              <th scope="col" className="px-4 py-3">End Date</th>
              <th scope="col" className="px-4 py-3 text-right">Total Cost</th>
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {bookings.map((booking) => (
              <tr key={booking.id} className="align-top">
                <td className="px-4 py-3 text-ink">
                  <span className="font-medium">{booking.warehouse.name}</span>
                  <span className="block text-ink-muted">
                    {booking.warehouse.city}, {booking.warehouse.country}
                  </span>
                </td>
                <td className="px-4 py-3">
                  <BookingStatusBadge status={booking.status} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-ink">{formatDate(booking.startDate)}</td>
                <td className="px-4 py-3 whitespace-nowrap text-ink">{formatDate(booking.endDate)}</td>
                <td className="px-4 py-3 text-right font-semibold whitespace-nowrap text-ink">{formatCents(booking.totalCostCents)}</td>
                <td className="px-4 py-3">
                  <ViewLink booking={booking} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
