import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { MessageSquareWarning } from 'lucide-react';
import type { OfferFormContext } from '@shared/contracts/offers';
import { formatDateRange } from '@shared/dates';
import { formatInquiryNumber } from '@shared/ids';
import { formatSize } from '@shared/sizes';
import { referenceText } from '@web/lib/reference-texts';
import { Fact } from '../fact';
import { PanelSection } from '@web/components/ui/panel-section';
import { EmailText } from '@web/components/ui/email-text';

/** What the offer answers: the inquiry, its customer, warehouse, dates and requested space. */
export function InquirySection({ inquiry }: { inquiry: OfferFormContext['inquiry'] }) {
  const { t } = useLingui();
  const customerName = [inquiry.customer.firstName, inquiry.customer.lastName].filter(Boolean).join(' ') || inquiry.customer.email || t`Customer`;
  const days = inquiry.days;
  return (
    <PanelSection title={t`Inquiry`}>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <Fact term={<Trans>Inquiry</Trans>} valueClassName="font-mono font-semibold text-ink">
          {formatInquiryNumber(inquiry.id)}
        </Fact>
        <Fact term={<Trans>Customer</Trans>}>
          {customerName}
          {inquiry.customer.email && <EmailText email={inquiry.customer.email} className="block text-ink-muted" />}
        </Fact>
        <Fact term={<Trans>Warehouse</Trans>}>
          {inquiry.warehouse.name}
          <span className="block text-ink-muted">
            {inquiry.warehouse.city}, {inquiry.warehouse.country}
          </span>
        </Fact>
        <Fact term={<Trans>Date Range</Trans>}>
          {formatDateRange(inquiry.startDate, inquiry.endDate)}
          <span className="block text-ink-muted" data-testid="offer-days">
            <Plural value={days} one="# day charged" other="# days charged" />
          </span>
        </Fact>
        <Fact term={<Trans>Space requested</Trans>} className="sm:col-span-2">
          {inquiry.spaceRequests.length === 0
            ? '—'
            : inquiry.spaceRequests.map((request) => `${referenceText(request.spaceTypeName)} ${formatSize(request.sizeM2)}`).join(', ')}
        </Fact>
      </dl>
    </PanelSection>
  );
}

/** The trader's Request Changes text, shown while the offer is being reworked. */
export function ChangesRequestedNote({ text }: { text: string }) {
  const { t } = useLingui();
  return (
    <div role="note" aria-label={t`Changes requested by the customer`} className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <MessageSquareWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>
        <p className="font-semibold">
          <Trans>Changes requested by the customer</Trans>
        </p>
        <p className="mt-1 whitespace-pre-line">{text}</p>
      </div>
    </div>
  );
}
