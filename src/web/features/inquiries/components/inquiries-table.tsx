import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { InquiryListItem } from '@shared/contracts/inquiries';
import { formatDateRange } from '@shared/dates';
import { formatInquiryNumber } from '@shared/ids';
import { formatCents } from '@shared/money';
import { withPlatformFee } from '@shared/offer-pricing';
import { paths } from '@web/app/paths';
import { dateRangeColumn, numberColumn, ROW_LINK, warehouseColumn } from '@web/components/ui/list-columns';
import { RecordCard, ResponsiveTable, StackedCell } from '@web/components/ui/responsive-table';
import { usePlatformFeePercentage } from '../api/get-platform-fee';
import { InquiryStatusBadge } from './inquiry-status-badge';
import { formatSpaceSummary } from './space-summary';

function InquiryActions({ inquiry }: { inquiry: InquiryListItem }) {
  const { t } = useLingui();
  const number = formatInquiryNumber(inquiry.id);
  return (
    <div className="flex flex-wrap gap-x-4 gap-y-2">
      <Link to={paths.inquiry.getHref(inquiry.id)} className={ROW_LINK} aria-label={t`View inquiry ${number}`}>
        <Trans>View</Trans>
      </Link>
      {inquiry.canEdit && (
        <Link to={paths.inquiry.getHref(inquiry.id, { edit: true })} className={ROW_LINK} aria-label={t`Edit inquiry ${number}`}>
          <Trans>Edit</Trans>
        </Link>
      )}
      {/* Also once answered (issue #37): the offer stays readable. */}
      {inquiry.latestOffer && (
        <Link to={paths.inquiryOffer.getHref(inquiry.id)} className={ROW_LINK} aria-label={t`View offer for inquiry ${number}`}>
          <Trans>View Offer</Trans>
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
    return <StackedCell title={formatCents(inquiry.latestOffer.totalWithFeeCents)} detail={<Trans>Offer total</Trans>} />;
  }
  if (inquiry.estimatedCostCents === null) return <span className="text-ink-muted">—</span>;
  return <StackedCell title={formatCents(withPlatformFee(inquiry.estimatedCostCents, feePercentage).totalWithFeeCents)} detail={<Trans>Estimate</Trans>} />;
}

/** A table from md up; stacked cards below, so nothing scrolls sideways on a phone. */
export function InquiriesTable({ inquiries }: { inquiries: InquiryListItem[] }) {
  const { t } = useLingui();
  return (
    <ResponsiveTable
      rows={inquiries}
      caption={t`Your warehouse inquiries`}
      listLabel={t`Inquiries`}
      columns={[
        numberColumn(t`Inquiry`),
        warehouseColumn(),
        { header: t`Space`, cellClassName: 'text-ink', cell: (inquiry) => formatSpaceSummary(inquiry.spaceSummary) },
        dateRangeColumn(),
        { header: t`Cost`, cellClassName: 'text-ink', cell: (inquiry) => <InquiryCost inquiry={inquiry} /> },
        { header: t`Status`, cell: (inquiry) => <InquiryStatusBadge status={inquiry.status} /> },
        { header: t`Actions`, cell: (inquiry) => <InquiryActions inquiry={inquiry} /> },
      ]}
      card={(inquiry) => (
        <RecordCard
          badge={<InquiryStatusBadge status={inquiry.status} />}
          heading={<p className="font-mono text-sm font-semibold text-ink">{formatInquiryNumber(inquiry.id)}</p>}
          facts={[
            { label: t`Space:`, value: formatSpaceSummary(inquiry.spaceSummary) },
            { label: t`Date Range:`, value: formatDateRange(inquiry.startDate, inquiry.endDate) },
            { label: t`Cost:`, value: <InquiryCost inquiry={inquiry} /> },
          ]}
          actions={<InquiryActions inquiry={inquiry} />}
        >
          <p className="mt-2 font-semibold break-words text-ink">{inquiry.warehouse.name}</p>
        </RecordCard>
      )}
    />
  );
}
