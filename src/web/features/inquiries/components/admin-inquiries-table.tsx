import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { AdminInquiryListItem } from '@shared/contracts/inquiries';
import { formatDateRange } from '@shared/dates';
import { formatInquiryNumber } from '@shared/ids';
import { paths } from '@web/app/paths';
import { customerColumn, dateRangeColumn, personName, ROW_LINK, warehouseColumn } from '@web/components/ui/list-columns';
import { RecordCard, ResponsiveTable } from '@web/components/ui/responsive-table';
import { InquiryStatusBadge } from './inquiry-status-badge';
import { formatSpaceSummary } from './space-summary';
import { EmailText } from '@web/components/ui/email-text';

function ViewDetails({ inquiry }: { inquiry: AdminInquiryListItem }) {
  const { t } = useLingui();
  const number = formatInquiryNumber(inquiry.id);
  return (
    <Link to={paths.adminInquiry.getHref(inquiry.id)} className={ROW_LINK} aria-label={t`View details of inquiry ${number}`}>
      <Trans>View Details</Trans>
    </Link>
  );
}

/** Administrators' inquiry list: a table from md up, stacked cards below. */
export function AdminInquiriesTable({ inquiries }: { inquiries: AdminInquiryListItem[] }) {
  const { t } = useLingui();
  return (
    <ResponsiveTable
      rows={inquiries}
      caption={t`Inquiries of all customers`}
      listLabel={t`Inquiries`}
      columns={[
        customerColumn(),
        warehouseColumn(),
        { header: t`Space Required`, cellClassName: 'text-ink', cell: (inquiry) => formatSpaceSummary(inquiry.spaceSummary) },
        dateRangeColumn(),
        { header: t`Status`, cell: (inquiry) => <InquiryStatusBadge status={inquiry.status} /> },
        { header: t`Actions`, cellClassName: 'whitespace-nowrap', cell: (inquiry) => <ViewDetails inquiry={inquiry} /> },
      ]}
      card={(inquiry) => (
        <RecordCard
          badge={<InquiryStatusBadge status={inquiry.status} />}
          heading={
            <div className="min-w-0">
              <p className="font-semibold break-words text-ink">{personName(inquiry.trader)}</p>
              <p className="text-sm text-ink-muted">{inquiry.trader.email && <EmailText email={inquiry.trader.email} />}</p>
            </div>
          }
          facts={[
            { label: t`Warehouse:`, value: inquiry.warehouse.name },
            { label: t`Space:`, value: formatSpaceSummary(inquiry.spaceSummary) },
            { label: t`Date Range:`, value: formatDateRange(inquiry.startDate, inquiry.endDate) },
          ]}
          actions={<ViewDetails inquiry={inquiry} />}
        />
      )}
    />
  );
}
