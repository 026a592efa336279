import type { FinanceOverview, VatRow } from '@shared/contracts/finance';
import { formatFinanceMonth, formatVatRate } from '@shared/finance';
import { formatCents } from '@shared/money';
import { CardFacts, CardHeading, ResponsiveTable, type TableColumn } from '@web/components/ui/responsive-table';
import { EmptyLine, FinanceSection } from './finance-section';

type Row = VatRow & { id: string };

const AMOUNT = 'text-end whitespace-nowrap tabular-nums text-ink';

const COLUMNS: TableColumn<Row>[] = [
  { header: 'Month', cellClassName: 'whitespace-nowrap text-ink', cell: (row) => formatFinanceMonth(row.month) },
  { header: 'VAT rate', cellClassName: 'whitespace-nowrap text-ink', cell: (row) => formatVatRate(row.vatBasisPoints) },
  { header: 'Net', headerClassName: 'text-end', cellClassName: AMOUNT, cell: (row) => formatCents(row.netCents) },
  { header: 'VAT charged', headerClassName: 'text-end', cellClassName: AMOUNT, cell: (row) => formatCents(row.vatChargedCents) },
  { header: 'VAT credited', headerClassName: 'text-end', cellClassName: AMOUNT, cell: (row) => formatCents(-row.vatCreditedCents) },
  { header: 'VAT due', headerClassName: 'text-end', cellClassName: `${AMOUNT} font-semibold`, cell: (row) => formatCents(row.vatCents) },
];

/** VAT the documents charged less what credit notes took back, per month of issue and rate. */
export function VatSection({ vat }: { vat: FinanceOverview['vat'] }) {
  const rows = vat.rows.map((row) => ({ ...row, id: `${row.month}-${row.vatBasisPoints}` }));
  return (
    <FinanceSection
      section="vat"
      title="VAT collected"
      description="Per month of the documents' issue date and VAT rate: what invoices charged, less what credit notes took back."
    >
      {rows.length === 0 ? (
        <EmptyLine>No invoice has been issued yet.</EmptyLine>
      ) : (
        <div className="mt-4">
          <ResponsiveTable
            rows={rows}
            caption="VAT collected per month and rate"
            listLabel="VAT collected per month and rate"
            columns={COLUMNS}
            card={(row) => (
              <>
                <CardHeading badge={<span className="text-sm font-semibold whitespace-nowrap text-ink">{formatCents(row.vatCents)}</span>}>
                  <span className="font-semibold text-ink">
                    {formatFinanceMonth(row.month)} · {formatVatRate(row.vatBasisPoints)}
                  </span>
                </CardHeading>
                <CardFacts
                  facts={[
                    { label: 'Net', value: formatCents(row.netCents) },
                    { label: 'VAT charged', value: formatCents(row.vatChargedCents) },
                    { label: 'VAT credited', value: formatCents(-row.vatCreditedCents) },
                  ]}
                />
              </>
            )}
          />
          <p className="mt-3 text-end text-sm text-ink">
            Total VAT due: <span className="font-semibold">{formatCents(vat.vatCents)}</span>
          </p>
        </div>
      )}
    </FinanceSection>
  );
}
