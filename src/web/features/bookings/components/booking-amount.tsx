import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BookingListItem } from '@shared/contracts/bookings';
import { formatCents } from '@shared/money';
import type { TableColumn } from '@web/components/ui/responsive-table';

type Amounts = Pick<BookingListItem, 'totalCostCents' | 'linesTotalCents'>;

/** What an owner sees instead of the all-in total: their space and service amounts (issue #37). */
const OWNER_AMOUNT_LABEL = msg`Your space and service amounts`;

/**
 * A booking's cost as this viewer may see it: the total the customer pays, or, for a warehouse
 * owner while the platform settings hide the fee, the sum of the booking's lines, named as such.
 */
export function BookingAmount({ booking }: { booking: Amounts }) {
  const { i18n } = useLingui();
  if (booking.totalCostCents !== null) return <>{formatCents(booking.totalCostCents)}</>;
  return (
    <>
      {formatCents(booking.linesTotalCents)}
      <span className="block text-xs font-normal text-ink-muted">{i18n._(OWNER_AMOUNT_LABEL)}</span>
    </>
  );
}

export function bookingCostColumn<Row extends Amounts>(): TableColumn<Row> {
  return {
    header: <Trans>Total Cost</Trans>,
    headerClassName: 'text-end',
    cellClassName: 'text-end font-semibold whitespace-nowrap text-ink',
    cell: (row) => <BookingAmount booking={row} />,
  };
}
