import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FinanceOverview, VatRow } from '@shared/contracts/finance';
import { formatFinanceMonth, formatVatRate } from '@shared/finance';
import { formatCents } from '@shared/money';
import { RecordCard, ResponsiveTable, type TableColumn } from '@web/components/ui/responsive-table';
import { EmptyLine, FinanceSection } from './finance-section';

type Row = VatRow & { id: string };

const AMOUNT = 'text-end whitespace-nowrap tabular-nums text-ink';

/** The table's columns, in the language shown (called while VatSection renders). */
const columns = (): TableColumn<Row>[] => [
  { header: t`Month`, cellClassName: 'whitespace-nowrap text-ink', cell: (row) => formatFinanceMonth(row.month) },
  { header: t`VAT rate`, cellClassName: 'whitespace-nowrap text-ink', cell: (row) => formatVatRate(row.vatBasisPoints) },
  { header: t`Net`, headerClassName: 'text-end', cellClassName: AMOUNT, cell: (row) => formatCents(row.netCents) },
  { header: t`VAT charged`, headerClassName: 'text-end', cellClassName: AMOUNT, cell: (row) => formatCents(row.vatChargedCents) },
  { header: t`VAT credited`, headerClassName: 'text-end', cellClassName: AMOUNT, cell: (row) => formatCents(-row.vatCreditedCents) },
  { header: t`VAT due`, headerClassName: 'text-end', cellClassName: `${AMOUNT} font-semibold`, cell: (row) => formatCents(row.vatCents) },
];

/** VAT the documents charged less what credit notes took back, per month of issue and rate. */
export function VatSection({ vat }: { vat: FinanceOverview['vat'] }) {
  const { t } = useLingui();
  const rows = vat.rows.map((row) => ({ ...row, id: `${row.month}-${row.vatBasisPoints}` }));
  const vatDue = formatCents(vat.vatCents);
  return (
    <FinanceSection
      section="vat"
      title={t`VAT collected`}
      description={t`Per month of the documents' issue date and VAT rate: what invoices charged, less what credit notes took back.`}
      downloadLabel={t`Download vat collected (CSV)`}
    >
      {rows.length === 0 ? (
        <EmptyLine>
          <Trans>No invoice has been issued yet.</Trans>
        </EmptyLine>
      ) : (
        <div className="mt-4">
          <ResponsiveTable
            rows={rows}
            caption={t`VAT collected per month and rate`}
            listLabel={t`VAT collected per month and rate`}
            columns={columns()}
            card={(row) => (
              <RecordCard
                badge={<span className="text-sm font-semibold whitespace-nowrap text-ink">{formatCents(row.vatCents)}</span>}
                heading={
                  <span className="font-semibold text-ink">
                    {formatFinanceMonth(row.month)} · {formatVatRate(row.vatBasisPoints)}
                  </span>
                }
                facts={[
                  { label: t`Net`, value: formatCents(row.netCents) },
                  { label: t`VAT charged`, value: formatCents(row.vatChargedCents) },
                  { label: t`VAT credited`, value: formatCents(-row.vatCreditedCents) },
                ]}
              />
            )}
          />
          <p className="mt-3 text-end text-sm text-ink">
            <Trans>
              Total VAT due: <span className="font-semibold">{vatDue}</span>
            </Trans>
          </p>
        </div>
      )}
    </FinanceSection>
  );
}
