import { Link } from 'react-router';
import type { InquiryListItem } from '@shared/contracts/inquiries';
import { formatDateRange } from '@shared/dates';
import { formatInquiryNumber } from '@shared/ids';
import { formatCents } from '@shared/money';
import { withPlatformFee } from '@shared/offer-pricing';
import { paths } from '@web/app/paths';
import { dateRangeColumn, numberColumn, ROW_LINK, warehouseColumn } from '@web/components/ui/list-columns';
import { CardActions, CardFacts, CardHeading, ResponsiveTable, StackedCell } from '@web/components/ui/responsive-table';
import { usePlatformFeePercentage } from '../api/get-platform-fee';
import { InquiryStatusBadge } from './inquiry-status-badge';
import { formatSpaceSummary } from './space-summary';

function InquiryActions({ inquiry }: { inquiry: InquiryListItem }) {
  const number = formatInquiryNumber(inquiry.id);
  return (
    <div className="flex flex-wrap gap-x-4 gap-y-2">
      <Link to={paths.inquiry.getHref(inquiry.id)} className={ROW_LINK} aria-label={`View inquiry ${number}`}>
        View
      </Link>
      {inquiry.canEdit && (
        <Link to={paths.inquiry.getHref(inquiry.id, { edit: true })} className={ROW_LINK} aria-label={`Edit inquiry ${number}`}>
          Edit
        </Link>
      )}
      {/* Also once answered (issue #37): the offer stays readable. */}
      {inquiry.latestOffer && (
        <Link to={paths.inquiryOffer.getHref(inquiry.id)} className={ROW_LINK} aria-label={`View offer for inquiry ${number}`}>
          View Offer
        </Link>
      )}
    </div>
  );
}

/**
 * Which figure an inquiry costs, named: the offer's total once one has been received (issue #37),
 * else the estimate with the platform fee, as the offer will be priced.
 */
function InquiryCost({ inquiry }: { inquiry: InquiryListItem }) {
  const feePercentage = usePlatformFeePercentage();
  if (inquiry.latestOffer) {
    return <StackedCell title={formatCents(inquiry.latestOffer.totalWithFeeCents)} detail="Offer total" />;
  }
  if (inquiry.estimatedCostCents === null) return <span className="text-ink-muted">—</span>;
  return <StackedCell title={formatCents(withPlatformFee(inquiry.estimatedCostCents, feePercentage).totalWithFeeCents)} detail="Estimate" />;
}

/** A table from md up; stacked cards below, so nothing scrolls sideways on a phone. */
export function InquiriesTable({ inquiries }: { inquiries: InquiryListItem[] }) {
  return (
    <ResponsiveTable
      rows={inquiries}
      caption="Your warehouse inquiries"
      listLabel="Inquiries"
      columns={[
        numberColumn('Inquiry'),
        warehouseColumn(),
        { header: 'Space', cellClassName: 'text-ink', cell: (inquiry) => formatSpaceSummary(inquiry.spaceSummary) },
        dateRangeColumn(),
        { header: 'Cost', cellClassName: 'text-ink', cell: (inquiry) => <InquiryCost inquiry={inquiry} /> },
        { header: 'Status', cell: (inquiry) => <InquiryStatusBadge status={inquiry.status} /> },
        { header: 'Actions', cell: (inquiry) => <InquiryActions inquiry={inquiry} /> },
      ]}
      card={(inquiry) => (
        <>
          <CardHeading badge={<InquiryStatusBadge status={inquiry.status} />}>
            <p className="font-mono text-sm font-semibold text-ink">{formatInquiryNumber(inquiry.id)}</p>
          </CardHeading>
          <p className="mt-2 font-semibold break-words text-ink">{inquiry.warehouse.name}</p>
          <CardFacts
            facts={[
              { label: 'Space:', value: formatSpaceSummary(inquiry.spaceSummary) },
              { label: 'Date Range:', value: formatDateRange(inquiry.startDate, inquiry.endDate) },
              { label: 'Cost:', value: <InquiryCost inquiry={inquiry} /> },
            ]}
          />
          <CardActions>
            <InquiryActions inquiry={inquiry} />
          </CardActions>
        </>
      )}
    />
  );
}
