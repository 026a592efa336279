import { Link } from 'react-router';
import type { AdminInquiryListItem } from '@shared/contracts/inquiries';
import { formatDateRange } from '@shared/dates';
import { formatInquiryNumber } from '@shared/ids';
import { paths } from '@web/app/paths';
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
    <>
      <ul className="space-y-3 md:hidden" aria-label="Inquiries">
        {inquiries.map((inquiry) => (
          <li key={inquiry.id} className="rounded-xl border border-line bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold break-words text-ink">{traderName(inquiry.trader)}</p>
                <p className="text-sm break-all text-ink-muted">{inquiry.trader.email}</p>
              </div>
              <InquiryStatusBadge status={inquiry.status} />
            </div>
            <dl className="mt-2 space-y-1 text-sm">
              <div className="flex flex-wrap gap-x-2">
                <dt className="text-ink-muted">Warehouse:</dt>
                <dd className="text-ink">{inquiry.warehouse.name}</dd>
              </div>
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
              <ViewDetails inquiry={inquiry} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl border border-line bg-white shadow-sm md:block">
        <table className="w-full divide-y divide-line text-left text-sm">
          <caption className="sr-only">Inquiries of all customers</caption>
          <thead className="bg-surface-muted text-xs font-semibold tracking-wide text-ink-muted uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">Customer</th>
              <th scope="col" className="px-4 py-3">Warehouse</th>
              <th scope="col" className="px-4 py-3">Space Required</th>
              <th scope="col" className="px-4 py-3">Date Range</th>
              <th scope="col" className="px-4 py-3">Status</th>
              <th scope="col" className="px-4 py-3">Actions</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {inquiries.map((inquiry) => (
              <tr key={inquiry.id} className="align-top">
                <td className="px-4 py-3 text-ink">
                  <span className="font-medium">{traderName(inquiry.trader)}</span>
                  <span className="block break-all text-ink-muted">{inquiry.trader.email}</span>
                </td>
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
                <td className="px-4 py-3 whitespace-nowrap">
                  <ViewDetails inquiry={inquiry} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
