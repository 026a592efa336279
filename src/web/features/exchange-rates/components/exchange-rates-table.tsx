import type { AdminExchangeRates } from '@shared/contracts/exchange-rates';
import { formatDate } from '@shared/dates';
import { currencyName } from '@shared/exchange-rates';
import { CardFacts, ResponsiveTable, StackedCell, type TableColumn } from '@web/components/ui/responsive-table';

type AdminExchangeRate = AdminExchangeRates['rates'][number];
type RateRow = AdminExchangeRate & { id: string };

/** Where a rate came from: the ECB's feed, or the administrator who added it. */
function sourceOf(rate: AdminExchangeRate): string {
  return rate.source === 'ecb' ? 'ECB' : `Added by ${rate.recordedBy ?? 'an administrator'}`;
}

const COLUMNS: TableColumn<RateRow>[] = [
  { header: 'Currency', cell: (rate) => <StackedCell title={rate.currency} detail={currencyName(rate.currency)} /> },
  { header: 'Units per €1', headerClassName: 'text-end', cellClassName: 'text-end font-mono whitespace-nowrap text-ink', cell: (rate) => rate.unitsPerEuro },
  { header: 'Date', cellClassName: 'whitespace-nowrap text-ink', cell: (rate) => formatDate(rate.rateDate) },
  { header: 'Source', cellClassName: 'text-ink', cell: sourceOf },
];

/** Each currency's newest rate: a table from md up, stacked cards below, so nothing scrolls sideways on a phone. */
export function ExchangeRatesTable({ rates }: { rates: AdminExchangeRate[] }) {
  // A currency has one newest rate, so its code is the row's key.
  const rows = rates.map((rate) => ({ ...rate, id: rate.currency }));
  return (
    <ResponsiveTable
      rows={rows}
      caption="Exchange rates, each currency's newest"
      listLabel="Exchange rates"
      columns={COLUMNS}
      card={(rate) => (
        <>
          <p className="font-semibold text-ink">
            {rate.currency} <span className="font-normal text-ink-muted">{currencyName(rate.currency)}</span>
          </p>
          <CardFacts
            facts={[
              { label: 'Units per €1:', value: rate.unitsPerEuro, valueClassName: 'font-mono text-ink' },
              { label: 'Date:', value: formatDate(rate.rateDate) },
              { label: 'Source:', value: sourceOf(rate) },
            ]}
          />
        </>
      )}
    />
  );
}
