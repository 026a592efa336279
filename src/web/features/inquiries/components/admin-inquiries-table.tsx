import { Link } from 'react-router';
import type { AdminInquiryListItem } from '@shared/contracts/inquiries';
import { formatDateRange } from '@shared/dates';
import { formatInquiryNumber } from '@shared/ids';
import { paths } from '@web/app/paths';
import { CardActions, CardFacts, CardHeading, ResponsiveTable, StackedCell } from '@web/components/ui/responsive-table';
import { InquiryStatusBadge } from './inquiry-status-badge';
import { formatSpaceSummary } from './space-summary';

const LINK = 'font-semibold text-brand-700 underline-offset-2 hover:underline';

export function traderName(trader: { firstName: string | null; lastName: string | null }): string {
  return [trader.firstName, trader.lastName].filter(Boolean).join(' ') || 'No name';
}

function ViewDetails({ inquiry }: { inquiry: AdminInquiryListItem }) {
  return (
    <Link to={paths.adminInquiry.getHref(inquiry.id)} className={LINK} aria-label={`View details of inquiry ${formatInquiryNumber(inquiry.id)}`}>
      View Details
    </Link>
  );
}

/** Administrators' inquiry list: a table from md up, stacked cards below. */
export function AdminInquiriesTable({ inquiries }: { inquiries: AdminInquiryListItem[] }) {
  return (
    <ResponsiveTable
      rows={inquiries}
      rowKey={(inquiry) => inquiry.id}
      caption="Inquiries of all customers"
      listLabel="Inquiries"
      columns={[
        {
          header: 'Customer',
          cellClassName: 'text-ink',
          cell: (inquiry) => <StackedCell title={traderName(inquiry.trader)} detail={inquiry.trader.email} detailClassName="break-all" />,
        },
        {
          header: 'Warehouse',
          cellClassName: 'text-ink',
          cell: (inquiry) => <StackedCell title={inquiry.warehouse.name} detail={`${inquiry.warehouse.city}, ${inquiry.warehouse.country}`} />,
        },
        { header: 'Space Required', cellClassName: 'text-ink', cell: (inquiry) => formatSpaceSummary(inquiry.spaceSummary) },
        { header: 'Date Range', cellClassName: 'whitespace-nowrap text-ink', cell: (inquiry) => formatDateRange(inquiry.startDate, inquiry.endDate) },
        { header: 'Status', cell: (inquiry) => <InquiryStatusBadge status={inquiry.status} /> },
        { header: 'Actions', cellClassName: 'whitespace-nowrap', cell: (inquiry) => <ViewDetails inquiry={inquiry} /> },
      ]}
      card={(inquiry) => (
        <>
          <CardHeading badge={<InquiryStatusBadge status={inquiry.status} />}>
            <div className="min-w-0">
              <p className="font-semibold break-words text-ink">{traderName(inquiry.trader)}</p>
              <p className="text-sm break-all text-ink-muted">{inquiry.trader.email}</p>
            </div>
          </CardHeading>
          <CardFacts
            facts={[
              { label: 'Warehouse:', value: inquiry.warehouse.name },
              { label: 'Space:', value: formatSpaceSummary(inquiry.spaceSummary) },
              { label: 'Date Range:', value: formatDateRange(inquiry.startDate, inquiry.endDate) },
            ]}
          />
          <CardActions>
            <ViewDetails inquiry={inquiry} />
          </CardActions>
        </>
      )}
    />
  );
}
