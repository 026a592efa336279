import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { formatDateRange } from '@shared/dates';
import { formatInquiryNumber } from '@shared/ids';
import { StackedCell, type TableColumn } from './responsive-table';
import { EmailText } from './email-text';

/** A text link in a list's row (View, Edit, View Offer). */
export const ROW_LINK = 'font-semibold text-brand-700 underline-offset-2 hover:underline';

type Person = { firstName: string | null; lastName: string | null };

/** A customer's name as lists and details show it; "No name" for one who gave none (its caller renders with useLingui). */
export function personName(person: Person): string {
  return fullName(person) || t`No name`;
}

/** The names a person gave, or '' for none. */
function fullName(person: Person): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ');
}

/** A customer as the detail screens show them: the name, then the email as a mail link where there is one. */
export function CustomerContact({ customer }: { customer: Person & { email: string | null } }) {
  return (
    <>
      <p className="font-semibold text-ink">{fullName(customer) || <Trans>No name</Trans>}</p>
      {customer.email && (
        <p className="text-sm">
          <a href={`mailto:${customer.email}`} className="text-brand-700 underline-offset-2 hover:underline">
            <EmailText email={customer.email} />
          </a>
        </p>
      )}
    </>
  );
}

/*
 * Columns that several lists share (inquiries, bookings, the administrators' lists of both), so a
 * header, its cell and its classes are written once. A list adds its own columns around them.
 */

/** "INQ-…" in monospace: the number of an inquiry or of the booking made from it. */
export function numberColumn<Row extends { id: string }>(header: string): TableColumn<Row> {
  return { header, cellClassName: 'font-mono font-semibold text-ink', cell: (row) => formatInquiryNumber(row.id) };
}

export function customerColumn<Row extends { trader: Person & { email: string | null } }>(): TableColumn<Row> {
  return {
    header: <Trans>Customer</Trans>,
    cellClassName: 'text-ink',
    cell: (row) => <StackedCell title={personName(row.trader)} detail={row.trader.email && <EmailText email={row.trader.email} />} />,
  };
}

export function warehouseColumn<Row extends { warehouse: { name: string; city: string; country: string } }>(): TableColumn<Row> {
  return {
    header: <Trans>Warehouse</Trans>,
    cellClassName: 'text-ink',
    cell: (row) => <StackedCell title={row.warehouse.name} detail={`${row.warehouse.city}, ${row.warehouse.country}`} />,
  };
}

export function dateRangeColumn<Row extends { startDate: string; endDate: string }>(): TableColumn<Row> {
  return { header: <Trans>Date Range</Trans>, cellClassName: 'whitespace-nowrap text-ink', cell: (row) => formatDateRange(row.startDate, row.endDate) };
}

