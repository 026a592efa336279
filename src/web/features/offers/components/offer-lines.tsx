import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import type { OfferDetail } from '@shared/contracts/offers';
import { formatCents } from '@shared/money';
import { PRICING_TYPE_LABELS } from '@shared/pricing';
import { formatSize } from '@shared/sizes';
import { FeeBreakdown } from '@web/components/ui/fee-breakdown';
import { LinesTable, type LinesOf } from '@web/components/ui/lines-table';
import { referenceText } from '@web/lib/reference-texts';

type SpaceLine = OfferDetail['spaces'][number];
type ServiceLine = OfferDetail['services'][number];

/** How the space and service lines read, in the active language. */
function useOfferLineTables(): { spaceLines: LinesOf<SpaceLine>; serviceLines: LinesOf<ServiceLine> } {
  const { t } = useLingui();
  const onRequest = t`On request`;

  function servicePrice(line: ServiceLine): string {
    switch (line.pricingType) {
      case 'hourly_rate': {
        const price = formatCents(line.pricePerHourCents ?? 0);
        const unit = line.unitType;
        return unit ? t`${price} per ${unit}` : t`${price} per hour`;
      }
      case 'per_unit': {
        const price = formatCents(line.pricePerUnitCents ?? 0);
        const unit = line.unitType;
        return unit ? t`${price} per ${unit}` : t`${price} per unit`;
      }
      case 'fixed':
        return formatCents(line.fixedPriceCents ?? 0);
      case 'ask_quote':
        return onRequest;
    }
  }

  return {
    spaceLines: {
      nameHeader: t`Space`,
      nameOf: (line) => referenceText(line.spaceTypeName),
      noteOf: (line) => line.comments,
      columns: [
        { header: t`Allocated`, isRight: true, cell: (line) => formatSize(line.spaceAllocatedM2) },
        { header: t`Price per m² per day`, isRight: true, cell: (line) => formatCents(line.pricePerM2Cents) },
        { header: t`Total`, isRight: true, isBold: true, cell: (line) => formatCents(line.offerTotalCents) },
      ],
    },
    serviceLines: {
      nameHeader: t`Service`,
      nameOf: (line) => referenceText(line.serviceName),
      noteOf: (line) => line.comments,
      columns: [
        { header: t`Pricing`, cell: (line) => PRICING_TYPE_LABELS[line.pricingType] },
        { header: t`Quantity`, isRight: true, cell: (line) => line.quantity ?? '—' },
        { header: t`Price`, isRight: true, cell: servicePrice },
        { header: t`Total`, isRight: true, isBold: true, cell: (line) => (line.pricingType === 'ask_quote' ? onRequest : formatCents(line.offerTotalCents)) },
      ],
    },
  };
}

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
  const { t } = useLingui();
  const { spaceLines, serviceLines } = useOfferLineTables();
  const totalHeadingId = useId();
  return (
    <div className="space-y-6">
      <OfferSection title={t`Space Allocations`}>
        <LinesTable lines={offer.spaces} emptyText={t`No space allocations.`} {...spaceLines} />
      </OfferSection>

      <OfferSection title={t`Services`}>
        <LinesTable lines={offer.services} emptyText={t`No services.`} {...serviceLines} />
      </OfferSection>

      <section aria-labelledby={totalHeadingId} className="rounded-lg bg-surface-muted p-4">
        <h2 id={totalHeadingId} className="sr-only">
          <Trans>Total</Trans>
        </h2>
        <FeeBreakdown
          subtotalLabel={t`Subtotal`}
          subtotalCents={offer.subtotalCents}
          feePercentage={offer.platformFeePercentage}
          feeCents={offer.platformFeeCents}
          totalLabel={t`Total`}
          totalCents={offer.totalWithFeeCents}
          totalTestId="offer-total"
          hasApproximateTotal
        />
      </section>

      {offer.terms.length > 0 && (
        <OfferSection title={t`Terms`}>
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
        <OfferSection title={t`Notes`}>
          <p className="mt-2 text-sm whitespace-pre-line text-ink">{offer.notes}</p>
        </OfferSection>
      )}
    </div>
  );
}
