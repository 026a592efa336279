import type { BookingListItem } from '@shared/contracts/bookings';
import { formatCents } from '@shared/money';
import type { TableColumn } from '@web/components/ui/responsive-table';

type Amounts = Pick<BookingListItem, 'totalCostCents' | 'linesTotalCents'>;

/** What an owner sees instead of the all-in total: their space and service amounts (issue #37). */
export const OWNER_AMOUNT_LABEL = 'Your space and service amounts';

/**
 * A booking's cost as this viewer may see it: the total the customer pays, or, for a warehouse
 * owner while the platform settings hide the fee, the sum of the booking's lines, named as such.
 */
export function BookingAmount({ booking }: { booking: Amounts }) {
  if (booking.totalCostCents !== null) return <>{formatCents(booking.totalCostCents)}</>;
  return (
    <>
      {formatCents(booking.linesTotalCents)}
      <span className="block text-xs font-normal text-ink-muted">{OWNER_AMOUNT_LABEL}</span>
    </>
  );
}

export function bookingCostColumn<Row extends Amounts>(): TableColumn<Row> {
  return {
    header: 'Total Cost',
    headerClassName: 'text-end',
    cellClassName: 'text-end font-semibold whitespace-nowrap text-ink',
    cell: (row) => <BookingAmount booking={row} />,
  };
}
