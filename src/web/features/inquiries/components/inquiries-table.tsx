import { Link } from 'react-router';
import type { InquiryListItem } from '@shared/contracts/inquiries';
import { formatDateRange } from '@shared/dates';
import { formatInquiryNumber } from '@shared/ids';
import { paths } from '@web/app/paths';
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
      {inquiry.status === 'offer_sent' && inquiry.hasSentOffer && (
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
    <>
      <ul className="space-y-3 md:hidden" aria-label="Inquiries">
        {inquiries.map((inquiry) => (
          <li key={inquiry.id} className="rounded-xl border border-line bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <p className="font-mono text-sm font-semibold text-ink">{formatInquiryNumber(inquiry.id)}</p>
              <InquiryStatusBadge status={inquiry.status} />
            </div>
            <p className="mt-2 font-semibold break-words text-ink">{inquiry.warehouse.name}</p>
            <dl className="mt-2 space-y-1 text-sm">
              <div className="flex flex-wrap gap-x-2">
                <dt className="text-ink-muted">Space:</dt>
                <dd className="text-ink">{formatSpaceSummary(inquiry.spaceSummary)}</dd>
              </div>
              <div className="flex flex-wrap gap-x-2">
                <dt className="text-ink-muted">Date Range:</dt>
                <dd className="text-ink">{formatDateRange(inquiry.startDate, inquiry.endDate)}</dd>
              </div>
            </dl>
            <div className="mt-3 border-t border-line pt-3">
              <InquiryActions inquiry={inquiry} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl border border-line bg-white shadow-sm md:block">
        <table className="w-full divide-y divide-line text-left text-sm">
          <caption className="sr-only">Your warehouse inquiries</caption>
          <thead className="bg-surface-muted text-xs font-semibold tracking-wide text-ink-muted uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">Inquiry</th>
              <th scope="col" className="px-4 py-3">Warehouse</th>
              <th scope="col" className="px-4 py-3">Space</th>
              <th scope="col" className="px-4 py-3">Date Range</th>
              <th scope="col" className="px-4 py-3">Status</th>
              <th scope="col" className="px-4 py-3">Actions</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {inquiries.map((inquiry) => (
              <tr key={inquiry.id} className="align-top">
                <td className="px-4 py-3 font-mono font-semibold text-ink">{formatInquiryNumber(inquiry.id)}</td>
                <td className="px-4 py-3 text-ink">
                  <span className="font-medium">{inquiry.warehouse.name}</span>
                  <span className="block text-ink-muted">
                    {inquiry.warehouse.city}, {inquiry.warehouse.country}
                  </span>
                </td>
                <td className="px-4 py-3 text-ink">{formatSpaceSummary(inquiry.spaceSummary)}</td>
                <td className="px-4 py-3 whitespace-nowrap text-ink">{formatDateRange(inquiry.startDate, inquiry.endDate)}</td>
                <td className="px-4 py-3">
                  <InquiryStatusBadge status={inquiry.status} />
                </td>
                <td className="px-4 py-3">
                  <InquiryActions inquiry={inquiry} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
