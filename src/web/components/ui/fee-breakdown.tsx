import { Trans } from '@lingui/react/macro';
import { formatCents } from '@shared/money';
import { ApproximateAmount } from '@web/components/display-currency/approximate-amount';

type FeeBreakdownProps = {
  /** What the lines add up to (an offer's or booking's subtotal, an inquiry's estimate). */
  subtotalLabel: string;
  subtotalCents: number;
  feePercentage: number;
  feeCents: number;
  totalLabel: string;
  totalCents: number;
  /** Names the total for tests (offer-total, booking-total, estimated-total). */
  totalTestId: string;
  /** The total's approximate amount under it in a chosen display currency (the inquiry's estimate, an offer: decision 226). */
  hasApproximateTotal?: boolean;
};

/** "20" and "12.5": a percentage with the decimals it has. */
function formatPercentage(percentage: number): string {
  return String(Number(percentage.toFixed(2)));
}

/**
 * Subtotal, platform fee and total, one under the other so a reader sees they add up (issue #37):
 * the offer, the booking and the inquiry's estimate all show their figures this way, VAT excluded.
 */
export function FeeBreakdown({ subtotalLabel, subtotalCents, feePercentage, feeCents, totalLabel, totalCents, totalTestId, hasApproximateTotal = false }: FeeBreakdownProps) {
  const percentage = formatPercentage(feePercentage);
  return (
    <div>
      <dl className="space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-ink-muted">{subtotalLabel}</dt>
          <dd className="whitespace-nowrap text-ink">{formatCents(subtotalCents)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-ink-muted">
            <Trans>Platform fee ({percentage}%)</Trans>
          </dt>
          <dd className="whitespace-nowrap text-ink">{formatCents(feeCents)}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 border-t border-line pt-2 text-base">
          <dt className="font-semibold text-ink">{totalLabel}</dt>
          <dd className="text-xl font-bold whitespace-nowrap text-ink" data-testid={totalTestId}>
            {formatCents(totalCents)}
          </dd>
        </div>
      </dl>
      {hasApproximateTotal && <ApproximateAmount cents={totalCents} className="mt-1 text-end" />}
      <p className="mt-2 text-end text-sm text-ink-muted">
        <Trans>VAT not included</Trans>
      </p>
    </div>
  );
}
