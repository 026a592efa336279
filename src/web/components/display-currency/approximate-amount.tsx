import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@shared/dates';
import { APPROXIMATE_SIGN, formatConvertedAmount } from '@shared/exchange-rates';
import { useDisplayCurrency } from '@web/lib/display-currency';
import { useExchangeRates } from './use-exchange-rates';

type ApproximateAmountProps = {
  /** The euro amount it stands beside, in cents. */
  cents: number;
  /** What the euro amount is per, when it is a price ("per m² per day"). */
  unit?: string;
  /** Placement (text-end under a right-aligned total). */
  className?: string;
};

/**
 * Under or beside a euro amount, never instead of it: "≈ US$0.13 per m² per day · rate of 27 Nov 2026"
 * in the chosen display currency (decision 226). Nothing for euro, while the rates load, when they
 * fail, or when the currency has no rate: an amount is never shown without the rate it came from.
 * The sign is read out as "approximately"; the date shows how old the rate is.
 */
export function ApproximateAmount(props: ApproximateAmountProps) {
  const currency = useDisplayCurrency();
  // Euro, the usual case, asks for nothing: no rates, no query per amount on a long list.
  return currency === null ? null : <ApproximateAmountIn currency={currency} {...props} />;
}

function ApproximateAmountIn({ currency, cents, unit, className = '' }: ApproximateAmountProps & { currency: string }) {
  const { t } = useLingui();
  const rates = useExchangeRates(true);
  const rate = rates.data?.rates.find((candidate) => candidate.currency === currency);
  if (!rate) return null;
  const date = formatDate(rate.rateDate);
  return (
    <span className={`block text-sm font-normal text-ink-muted ${className}`}>
      <span role="img" aria-label={t`approximately`}>
        {APPROXIMATE_SIGN}
      </span>{' '}
      {formatConvertedAmount(cents, rate)}
      {unit && ` ${unit}`} · <span className="whitespace-nowrap">
        <Trans>rate of {date}</Trans>
      </span>
    </span>
  );
}
