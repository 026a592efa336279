import { useId, type ReactNode } from 'react';
import type { OfferDetail } from '@shared/contracts/offers';
import { formatCents } from '@shared/money';
import { PRICING_TYPE_LABELS } from '@shared/pricing';
import { formatSize } from '@shared/sizes';
import { FeeBreakdown } from '@web/components/ui/fee-breakdown';
import { LinesTable, type LinesOf } from '@web/components/ui/lines-table';

function servicePrice(line: OfferDetail['services'][number]): string {
  switch (line.pricingType) {
    case 'hourly_rate':
      return `${formatCents(line.pricePerHourCents ?? 0)} per ${line.unitType || 'hour'}`;
    case 'per_unit':
      return `${formatCents(line.pricePerUnitCents ?? 0)} per ${line.unitType || 'unit'}`;
    case 'fixed':
      return formatCents(line.fixedPriceCents ?? 0);
    case 'ask_quote':
      return 'On request';
  }
}

const SPACE_LINES: LinesOf<OfferDetail['spaces'][number]> = {
  nameHeader: 'Space',
  nameOf: (line) => line.spaceTypeName,
  noteOf: (line) => line.comments,
  columns: [
    { header: 'Allocated', isRight: true, cell: (line) => formatSize(line.spaceAllocatedM2) },
    { header: 'Price per m² per day', isRight: true, cell: (line) => formatCents(line.pricePerM2Cents) },
    { header: 'Total', isRight: true, isBold: true, cell: (line) => formatCents(line.offerTotalCents) },
  ],
};

const SERVICE_LINES: LinesOf<OfferDetail['services'][number]> = {
  nameHeader: 'Service',
  nameOf: (line) => line.serviceName,
  noteOf: (line) => line.comments,
  columns: [
    { header: 'Pricing', cell: (line) => PRICING_TYPE_LABELS[line.pricingType] },
    { header: 'Quantity', isRight: true, cell: (line) => line.quantity ?? '—' },
    { header: 'Price', isRight: true, cell: servicePrice },
    { header: 'Total', isRight: true, isBold: true, cell: (line) => (line.pricingType === 'ask_quote' ? 'On request' : formatCents(line.offerTotalCents)) },
  ],
};

/** One part of the offer under its heading, which names the section. */
function OfferSection({ title, children }: { title: string; children: ReactNode }) {
  // The lines appear twice while the Accept summary is open (page and dialog): ids must differ.
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** An offer's lines, fee, total and terms as the trader reads them. */
export function OfferLines({ offer }: { offer: OfferDetail }) {
  const totalHeadingId = useId();
  return (
    <div className="space-y-6">
      <OfferSection title="Space Allocations">
        <LinesTable lines={offer.spaces} emptyText="No space allocations." {...SPACE_LINES} />
      </OfferSection>

      <OfferSection title="Services">
        <LinesTable lines={offer.services} emptyText="No services." {...SERVICE_LINES} />
      </OfferSection>

      <section aria-labelledby={totalHeadingId} className="rounded-lg bg-surface-muted p-4">
        <h2 id={totalHeadingId} className="sr-only">
          Total
        </h2>
        <FeeBreakdown
          subtotalLabel="Subtotal"
          subtotalCents={offer.subtotalCents}
          feePercentage={offer.platformFeePercentage}
          feeCents={offer.platformFeeCents}
          totalLabel="Total"
          totalCents={offer.totalWithFeeCents}
          totalTestId="offer-total"
          hasApproximateTotal
        />
      </section>

      {offer.terms.length > 0 && (
        <OfferSection title="Terms">
          <dl className="mt-2 space-y-2 text-sm">
            {offer.terms.map((term, index) => (
              <div key={index}>
                <dt className="font-semibold text-ink">{term.termType}</dt>
                <dd className="whitespace-pre-line text-ink-muted">{term.description}</dd>
              </div>
            ))}
          </dl>
        </OfferSection>
      )}

      {offer.notes && (
        <OfferSection title="Notes">
          <p className="mt-2 text-sm whitespace-pre-line text-ink">{offer.notes}</p>
        </OfferSection>
      )}
    </div>
  );
}
