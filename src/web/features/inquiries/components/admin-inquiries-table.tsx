import { Link } from 'react-router';
import type { AdminInquiryListItem } from '@shared/contracts/inquiries';
import { formatDateRange } from '@shared/dates';
import { formatInquiryNumber } from '@shared/ids';
import { paths } from '@web/app/paths';
import { customerColumn, dateRangeColumn, personName, ROW_LINK, warehouseColumn } from '@web/components/ui/list-columns';
import { CardActions, CardFacts, CardHeading, ResponsiveTable } from '@web/components/ui/responsive-table';
import { InquiryStatusBadge } from './inquiry-status-badge';
import { formatSpaceSummary } from './space-summary';
import { EmailText } from '@web/components/ui/email-text';

function ViewDetails({ inquiry }: { inquiry: AdminInquiryListItem }) {
  return (
    <Link to={paths.adminInquiry.getHref(inquiry.id)} className={ROW_LINK} aria-label={`View details of inquiry ${formatInquiryNumber(inquiry.id)}`}>
      View Details
    </Link>
  );
}

/** Administrators' inquiry list: a table from md up, stacked cards below. */
export function AdminInquiriesTable({ inquiries }: { inquiries: AdminInquiryListItem[] }) {
  return (
    <ResponsiveTable
      rows={inquiries}
      caption="Inquiries of all customers"
      listLabel="Inquiries"
      columns={[
        customerColumn(),
        warehouseColumn(),
        { header: 'Space Required', cellClassName: 'text-ink', cell: (inquiry) => formatSpaceSummary(inquiry.spaceSummary) },
        dateRangeColumn(),
        { header: 'Status', cell: (inquiry) => <InquiryStatusBadge status={inquiry.status} /> },
        { header: 'Actions', cellClassName: 'whitespace-nowrap', cell: (inquiry) => <ViewDetails inquiry={inquiry} /> },
      ]}
      card={(inquiry) => (
        <>
          <CardHeading badge={<InquiryStatusBadge status={inquiry.status} />}>
            <div className="min-w-0">
              <p className="font-semibold break-words text-ink">{personName(inquiry.trader)}</p>
              <p className="text-sm text-ink-muted">{inquiry.trader.email && <EmailText email={inquiry.trader.email} />}</p>
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
