import { useLingui } from '@lingui/react/macro';
import { withPlatformFee } from '@shared/offer-pricing';
import { FeeBreakdown } from '@web/components/ui/fee-breakdown';
import { usePlatformFeePercentage } from '../api/get-platform-fee';

/**
 * The inquiry's estimate as the offer will be priced: the list-price subtotal, the platform's fee
 * (its configured percentage, the offer's rounding) and the estimated total, VAT not included, so
 * the offer does not arrive 20 % higher without warning (issue #37). A dash while there is none.
 */
export function EstimateBreakdown({ subtotalCents }: { subtotalCents: number | null }) {
  const { t } = useLingui();
  const percentage = usePlatformFeePercentage();
  if (subtotalCents === null) {
    return (
      <p className="text-2xl font-bold text-ink" data-testid="estimated-total">
        —
      </p>
    );
  }
  const figures = withPlatformFee(subtotalCents, percentage);
  return (
    <FeeBreakdown
      subtotalLabel={t`Subtotal (list prices)`}
      subtotalCents={figures.subtotalCents}
      feePercentage={percentage}
      feeCents={figures.platformFeeCents}
      totalLabel={t`Estimated total`}
      totalCents={figures.totalWithFeeCents}
      totalTestId="estimated-total"
      hasApproximateTotal
    />
  );
}
