import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { AdminExchangeRates } from '@shared/contracts/exchange-rates';
import { formatDate } from '@shared/dates';
import { currencyName } from '@shared/exchange-rates';
import { CardFacts, ResponsiveTable, StackedCell, type TableColumn } from '@web/components/ui/responsive-table';

type AdminExchangeRate = AdminExchangeRates['rates'][number];
type RateRow = AdminExchangeRate & { id: string };

/**
 * Where a rate came from: the ECB's feed, or the administrator who added it (called while
 * ExchangeRatesTable renders, in the language shown).
 */
function sourceOf(rate: AdminExchangeRate): string {
  if (rate.source === 'ecb') return t`ECB`;
  const recordedBy = rate.recordedBy;
  return recordedBy === null ? t`Added by an administrator` : t`Added by ${recordedBy}`;
}

/** The table's columns, in the language shown (called while ExchangeRatesTable renders). */
const columns = (): TableColumn<RateRow>[] => [
  { header: t`Currency`, cell: (rate) => <StackedCell title={rate.currency} detail={currencyName(rate.currency)} /> },
  { header: t`Units per €1`, headerClassName: 'text-end', cellClassName: 'text-end font-mono whitespace-nowrap text-ink', cell: (rate) => rate.unitsPerEuro },
  { header: t`Date`, cellClassName: 'whitespace-nowrap text-ink', cell: (rate) => formatDate(rate.rateDate) },
  { header: t`Source`, cellClassName: 'text-ink', cell: sourceOf },
];

/** Each currency's newest rate: a table from md up, stacked cards below, so nothing scrolls sideways on a phone. */
export function ExchangeRatesTable({ rates }: { rates: AdminExchangeRate[] }) {
  const { t } = useLingui();
  // A currency has one newest rate, so its code is the row's key.
  const rows = rates.map((rate) => ({ ...rate, id: rate.currency }));
  return (
    <ResponsiveTable
      rows={rows}
      caption={t`Exchange rates, each currency's newest`}
      listLabel={t`Exchange rates`}
      columns={columns()}
      card={(rate) => (
        <>
          <p className="font-semibold text-ink">
            {rate.currency} <span className="font-normal text-ink-muted">{currencyName(rate.currency)}</span>
          </p>
          <CardFacts
            facts={[
              { label: t`Units per €1:`, value: rate.unitsPerEuro, valueClassName: 'font-mono text-ink' },
              { label: t`Date:`, value: formatDate(rate.rateDate) },
              { label: t`Source:`, value: sourceOf(rate) },
            ]}
          />
        </>
      )}
    />
  );
}
