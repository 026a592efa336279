import { Link } from 'react-router';
import type { InquiryListItem } from '@shared/contracts/inquiries';
import { formatDateRange } from '@shared/dates';
import { formatInquiryNumber } from '@shared/ids';
import { isAwaitingAnswer } from '@shared/statuses/inquiry';
import { paths } from '@web/app/paths';
import { CardActions, CardFacts, CardHeading, ResponsiveTable, StackedCell } from '@web/components/ui/responsive-table';
import { InquiryStatusBadge } from './inquiry-status-badge';
import { formatSpaceSummary } from './space-summary';

const LINK = 'font-semibold text-brand-700 underline-offset-2 hover:underline';

function InquiryActions({ inquiry }: { inquiry: InquiryListItem }) {
  const number = formatInquiryNumber(inquiry.id);
  return (
    <div className="flex flex-wrap gap-x-4 gap-y-2">
      <Link to={paths.inquiry.getHref(inquiry.id)} className={LINK} aria-label={`View inquiry ${number}`}>
        View
      </Link>
      {inquiry.canEdit && (
        <Link to={paths.inquiry.getHref(inquiry.id, { edit: true })} className={LINK} aria-label={`Edit inquiry ${number}`}>
          Edit
        </Link>
      )}
      {isAwaitingAnswer(inquiry.status) && inquiry.hasSentOffer && (
        <Link to={paths.inquiryOffer.getHref(inquiry.id)} className={LINK} aria-label={`View offer for inquiry ${number}`}>
          View Offer
        </Link>
      )}
    </div>
  );
}

/** A table from md up; stacked cards below, so nothing scrolls sideways on a phone. */
export function InquiriesTable({ inquiries }: { inquiries: InquiryListItem[] }) {
  return (
    <ResponsiveTable
      rows={inquiries}
      rowKey={(inquiry) => inquiry.id}
      caption="Your warehouse inquiries"
      listLabel="Inquiries"
      columns={[
        { header: 'Inquiry', cellClassName: 'font-mono font-semibold text-ink', cell: (inquiry) => formatInquiryNumber(inquiry.id) },
        {
          header: 'Warehouse',
          cellClassName: 'text-ink',
          cell: (inquiry) => <StackedCell title={inquiry.warehouse.name} detail={`${inquiry.warehouse.city}, ${inquiry.warehouse.country}`} />,
        },
        { header: 'Space', cellClassName: 'text-ink', cell: (inquiry) => formatSpaceSummary(inquiry.spaceSummary) },
        { header: 'Date Range', cellClassName: 'whitespace-nowrap text-ink', cell: (inquiry) => formatDateRange(inquiry.startDate, inquiry.endDate) },
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
