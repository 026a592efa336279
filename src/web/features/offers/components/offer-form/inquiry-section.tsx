import { MessageSquareWarning } from 'lucide-react';
import type { OfferFormContext } from '@shared/contracts/offers';
import { formatDateRange } from '@shared/dates';
import { formatInquiryNumber } from '@shared/ids';
import { formatSize } from '@shared/sizes';
import { Section } from './form-parts';
import { EmailText } from '@web/components/ui/email-text';

/** What the offer answers: the inquiry, its customer, warehouse, dates and requested space. */
export function InquirySection({ inquiry }: { inquiry: OfferFormContext['inquiry'] }) {
  const customerName = [inquiry.customer.firstName, inquiry.customer.lastName].filter(Boolean).join(' ') || inquiry.customer.email || 'Customer';
  return (
    <Section title="Inquiry">
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-ink-muted">Inquiry</dt>
          <dd className="font-mono font-semibold text-ink">{formatInquiryNumber(inquiry.id)}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">Customer</dt>
          <dd className="text-ink">
            {customerName}
            {inquiry.customer.email && <EmailText email={inquiry.customer.email} className="block text-ink-muted" />}
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">Warehouse</dt>
          <dd className="text-ink">
            {inquiry.warehouse.name}
            <span className="block text-ink-muted">
              {inquiry.warehouse.city}, {inquiry.warehouse.country}
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">Date Range</dt>
          <dd className="text-ink">
            {formatDateRange(inquiry.startDate, inquiry.endDate)}
            <span className="block text-ink-muted" data-testid="offer-days">
              {inquiry.days} {inquiry.days === 1 ? 'day' : 'days'} charged
            </span>
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-ink-muted">Space requested</dt>
          <dd className="text-ink">
            {inquiry.spaceRequests.length === 0
              ? '—'
              : inquiry.spaceRequests.map((request) => `${request.spaceTypeName} ${formatSize(request.sizeM2)}`).join(', ')}
          </dd>
        </div>
      </dl>
    </Section>
  );
}

/** The trader's Request Changes text, shown while the offer is being reworked. */
export function ChangesRequestedNote({ text }: { text: string }) {
  return (
    <div role="note" aria-label="Changes requested by the customer" className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <MessageSquareWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>
        <p className="font-semibold">Changes requested by the customer</p>
        <p className="mt-1 whitespace-pre-line">{text}</p>
      </div>
    </div>
  );
}
