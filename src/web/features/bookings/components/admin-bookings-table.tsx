import { Link } from 'react-router';
import type { AdminBookingListItem } from '@shared/contracts/bookings';
import { formatDateRange } from '@shared/dates';
import { formatInquiryNumber } from '@shared/ids';
import { formatCents } from '@shared/money';
import { paths } from '@web/app/paths';
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
    <>
      <ul className="space-y-3 md:hidden" aria-label="Bookings">
        {bookings.map((booking) => (
          <li key={booking.id} className="rounded-xl border border-line bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <p className="font-mono text-sm font-semibold text-ink">{formatInquiryNumber(booking.id)}</p>
              <BookingStatusBadge status={booking.status} />
            </div>
            <p className="mt-2 font-semibold break-words text-ink">{booking.warehouse.name}</p>
            <dl className="mt-2 space-y-1 text-sm">
              <div className="flex flex-wrap gap-x-2">
                <dt className="text-ink-muted">Customer:</dt>
                <dd className="break-all text-ink">
                  {customerName(booking.trader)} ({booking.trader.email})
                </dd>
              </div>
              <div className="flex flex-wrap gap-x-2">
                <dt className="text-ink-muted">Date Range:</dt>
                <dd className="text-ink">{formatDateRange(booking.startDate, booking.endDate)}</dd>
              </div>
              <div className="flex flex-wrap gap-x-2">
                <dt className="text-ink-muted">Total Cost:</dt>
                <dd className="font-semibold text-ink">{formatCents(booking.totalCostCents)}</dd>
              </div>
            </dl>
            <div className="mt-3 border-t border-line pt-3">
              <Actions booking={booking} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl border border-line bg-white shadow-sm md:block">
        <table className="w-full divide-y divide-line text-left text-sm">
          <caption className="sr-only">All bookings</caption>
          <thead className="bg-surface-muted text-xs font-semibold tracking-wide text-ink-muted uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">Booking</th>
              <th scope="col" className="px-4 py-3">Customer</th>
              <th scope="col" className="px-4 py-3">Warehouse</th>
              <th scope="col" className="px-4 py-3">Date Range</th>
              <th scope="col" className="px-4 py-3 text-right">Total Cost</th>
              <th scope="col" className="px-4 py-3">Status</th>
              <th scope="col" className="px-4 py-3">Actions</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {bookings.map((booking) => (
              <tr key={booking.id} className="align-top">
                <td className="px-4 py-3 font-mono font-semibold text-ink">{formatInquiryNumber(booking.id)}</td>
                <td className="px-4 py-3 text-ink">
                  <span className="font-medium">{customerName(booking.trader)}</span>
                  <span className="block break-all text-ink-muted">{booking.trader.email}</span>
                </td>
                <td className="px-4 py-3 text-ink">
                  <span className="font-medium">{booking.warehouse.name}</span>
                  <span className="block text-ink-muted">
                    {booking.warehouse.city}, {booking.warehouse.country}
                  </span>
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-ink">{formatDateRange(booking.startDate, booking.endDate)}</td>
                <td className="px-4 py-3 text-right font-semibold whitespace-nowrap text-ink">{formatCents(booking.totalCostCents)}</td>
                <td className="px-4 py-3">
                  <BookingStatusBadge status={booking.status} />
                </td>
                <td className="px-4 py-3">
                  <Actions booking={booking} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
