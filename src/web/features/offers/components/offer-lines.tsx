import type { OfferDetail } from '@shared/contracts/offers';
import { formatCents } from '@shared/money';
import { PRICING_TYPE_LABELS } from '@shared/pricing';
import { formatSize } from '@shared/sizes';
import { STACKED_TABLE } from '@web/components/ui/stacked-table';

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

const TH = 'px-3 py-2 font-semibold';
const TD = 'px-3 py-2 align-top';

/** An offer's lines, fee, total and terms as the trader reads them. */
export function OfferLines({ offer }: { offer: OfferDetail }) {
  return (
    <div className="space-y-6">
      <section aria-labelledby="offer-spaces-heading">
        <h2 id="offer-spaces-heading" className="text-lg font-semibold text-ink">
          Space Allocations
        </h2>
        {offer.spaces.length === 0 ? (
          <p className="mt-2 text-sm text-ink-muted">No space allocations.</p>
        ) : (
          <div className={`mt-2 rounded-lg border border-line ${STACKED_TABLE.wrapper}`}>
            <table className={STACKED_TABLE.table}>
              <thead className={`bg-surface-muted text-xs text-ink-muted uppercase ${STACKED_TABLE.head}`}>
                <tr>
                  <th scope="col" className={TH}>Space</th>
                  <th scope="col" className={`${TH} text-right`}>Allocated</th>
                  <th scope="col" className={`${TH} text-right`}>Price per m² per day</th>
                  <th scope="col" className={`${TH} text-right`}>Total</th>
                </tr>
              </thead>
              <tbody className={STACKED_TABLE.body}>
                {offer.spaces.map((line) => (
                  <tr key={line.id} className={`${STACKED_TABLE.row} max-sm:px-3`}>
                    <td className={`${TD} ${STACKED_TABLE.nameCell}`}>
                      <span className="font-medium text-ink">{line.spaceTypeName}</span>
                      {line.comments && <span className="block text-ink-muted">{line.comments}</span>}
                    </td>
                    <td data-label="Allocated" className={`${TD} text-right ${STACKED_TABLE.cell}`}>{formatSize(line.spaceAllocatedM2)}</td>
                    <td data-label="Price per m² per day" className={`${TD} text-right ${STACKED_TABLE.cell}`}>{formatCents(line.pricePerM2Cents)}</td>
                    <td data-label="Total" className={`${TD} text-right font-semibold ${STACKED_TABLE.cell}`}>{formatCents(line.offerTotalCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="offer-services-heading">
        <h2 id="offer-services-heading" className="text-lg font-semibold text-ink">
          Services
        </h2>
        {offer.services.length === 0 ? (
          <p className="mt-2 text-sm text-ink-muted">No services.</p>
        ) : (
          <div className={`mt-2 rounded-lg border border-line ${STACKED_TABLE.wrapper}`}>
            <table className={STACKED_TABLE.table}>
              <thead className={`bg-surface-muted text-xs text-ink-muted uppercase ${STACKED_TABLE.head}`}>
                <tr>
                  <th scope="col" className={TH}>Service</th>
                  <th scope="col" className={TH}>Pricing</th>
                  <th scope="col" className={`${TH} text-right`}>Quantity</th>
                  <th scope="col" className={`${TH} text-right`}>Price</th>
                  <th scope="col" className={`${TH} text-right`}>Total</th>
                </tr>
              </thead>
              <tbody className={STACKED_TABLE.body}>
                {offer.services.map((line) => (
                  <tr key={line.id} className={`${STACKED_TABLE.row} max-sm:px-3`}>
                    <td className={`${TD} ${STACKED_TABLE.nameCell}`}>
                      <span className="font-medium text-ink">{line.serviceName}</span>
                      {line.comments && <span className="block text-ink-muted">{line.comments}</span>}
                    </td>
                    <td data-label="Pricing" className={`${TD} ${STACKED_TABLE.cell}`}>{PRICING_TYPE_LABELS[line.pricingType]}</td>
                    <td data-label="Quantity" className={`${TD} text-right ${STACKED_TABLE.cell}`}>{line.quantity ?? '—'}</td>
                    <td data-label="Price" className={`${TD} text-right ${STACKED_TABLE.cell}`}>{servicePrice(line)}</td>
                    <td data-label="Total" className={`${TD} text-right font-semibold ${STACKED_TABLE.cell}`}>
                      {line.pricingType === 'ask_quote' ? 'On request' : formatCents(line.offerTotalCents)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="offer-total-heading" className="rounded-lg bg-surface-muted p-4">
        <h2 id="offer-total-heading" className="sr-only">
          Total
        </h2>
        <dl className="space-y-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-ink-muted">Subtotal</dt>
            <dd className="text-ink">{formatCents(offer.subtotalCents)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-ink-muted">Platform fee ({offer.platformFeePercentage.toFixed(2)}%)</dt>
            <dd className="text-ink">{formatCents(offer.platformFeeCents)}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-line pt-2 text-base">
            <dt className="font-semibold text-ink">Total</dt>
            <dd className="text-xl font-bold text-ink" data-testid="offer-total">
              {formatCents(offer.totalWithFeeCents)}
            </dd>
          </div>
        </dl>
        <p className="mt-2 text-right text-sm text-ink-muted">VAT not included</p>
      </section>

      {offer.terms.length > 0 && (
        <section aria-labelledby="offer-terms-heading">
          <h2 id="offer-terms-heading" className="text-lg font-semibold text-ink">
            Terms
          </h2>
          <dl className="mt-2 space-y-2 text-sm">
            {offer.terms.map((term, index) => (
              <div key={index}>
                <dt className="font-semibold text-ink">{term.termType}</dt>
                <dd className="whitespace-pre-line text-ink-muted">{term.description}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      {offer.notes && (
        <section aria-labelledby="offer-notes-heading">
          <h2 id="offer-notes-heading" className="text-lg font-semibold text-ink">
            Notes
          </h2>
          <p className="mt-2 text-sm whitespace-pre-line text-ink">{offer.notes}</p>
        </section>
      )}
    </div>
  );
}
