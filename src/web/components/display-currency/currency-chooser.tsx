import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { ExchangeRates } from '@shared/contracts/exchange-rates';
import { EXCHANGE_RATE_MESSAGES } from '@shared/errors';
import { currencyName } from '@shared/exchange-rates';
import { setDisplayCurrency, useDisplayCurrency } from '@web/lib/display-currency';
import { useExchangeRates } from './use-exchange-rates';
import { displayLocaleTag } from '@shared/display-locale';

/**
 * The currencies to offer, by name: every one with a rate, and the chosen one even before the rates
 * arrive (or if its rate is gone), so the select keeps showing the choice.
 */
function currencyOptions(rates: ExchangeRates | undefined, chosen: string | null): { code: string; label: string }[] {
  const codes = new Set(rates?.rates.map((rate) => rate.currency));
  if (chosen !== null) codes.add(chosen);
  return [...codes]
    .map((code) => ({ code, label: `${currencyName(code)} (${code})` }))
    .sort((a, b) => a.label.localeCompare(b.label, displayLocaleTag()));
}

/**
 * "Show prices also in", in the footer of every page (decision 226): Euro only, or a currency whose
 * approximate amounts then stand beside the euro prices. The rates are asked for when the pointer
 * comes over the select or it takes focus, so the options are there by the time it opens; until
 * then, and if they fail, Euro only stays a choice. `isInline` puts the label beside the select (the
 * console's one-line footer).
 */
export function CurrencyChooser({ isInline = false }: { isInline?: boolean }) {
  const { t } = useLingui();
  const id = useId();
  const statusId = `${id}-status`;
  const currency = useDisplayCurrency();
  const [isChoosing, setIsChoosing] = useState(false);
  const rates = useExchangeRates(currency !== null || isChoosing);
  const startChoosing = () => setIsChoosing(true);

  return (
    <div className={isInline ? 'flex flex-wrap items-center gap-x-2' : undefined}>
      <label htmlFor={id} className={`text-sm font-semibold text-white ${isInline ? '' : 'block'}`}>
        <Trans>Show prices also in</Trans>
      </label>
      <select
        id={id}
        value={currency ?? ''}
        onChange={(event) => setDisplayCurrency(event.target.value || null)}
        onFocus={startChoosing}
        onPointerEnter={startChoosing}
        aria-describedby={statusId}
        className={`${isInline ? 'h-8' : 'mt-1 h-10'} block w-full max-w-xs min-w-0 rounded-md border border-brand-600 bg-white px-2 text-sm text-ink ${isInline ? 'sm:w-auto' : ''}`}
      >
        <option value="">{t`Euro only`}</option>
        {currencyOptions(rates.data, currency).map((option) => (
          <option key={option.code} value={option.code}>
            {option.label}
          </option>
        ))}
        {rates.isLoading && <option disabled>{EXCHANGE_RATE_MESSAGES.loadingRates}</option>}
      </select>
      {/* Always in the page, so what it comes to say is announced; empty, it takes no room. */}
      <p id={statusId} role="status" className="w-full text-sm text-brand-100">
        {rates.isError ? <span className="mt-1 block">{EXCHANGE_RATE_MESSAGES.loadFailed}</span> : rates.isLoading && <span className="sr-only">{EXCHANGE_RATE_MESSAGES.loadingRates}</span>}
      </p>
    </div>
  );
}
