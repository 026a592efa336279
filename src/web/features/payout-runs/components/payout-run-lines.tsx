import { Trans, useLingui } from '@lingui/react/macro';
import type { PayoutLine, PayoutRun } from '@shared/contracts/payout-runs';
import { formatCents } from '@shared/money';
import { Button } from '@web/components/ui/button';
import { RecordCard, ResponsiveTable, type TableColumn } from '@web/components/ui/responsive-table';
import { canReturnPayment } from './payout-run-steps';
import { payoutFileLabel } from './payout-preview';
import { PayoutLineStatusBadge } from './payout-status-badge';

type PayoutRunLinesProps = { run: PayoutRun; onReturnPayment: (line: PayoutLine) => void };

function StatusCell({ line }: { line: PayoutLine }) {
  return (
    <>
      <PayoutLineStatusBadge status={line.status} />
      {line.failureReason && <span className="mt-1 block text-sm break-words text-ink-muted">{line.failureReason}</span>}
    </>
  );
}

/** One payment per owner: who, to which account, how much, in which file, and where it stands. */
export function PayoutRunLines({ run, onReturnPayment }: PayoutRunLinesProps) {
  const { t } = useLingui();
  const returnButton = (line: PayoutLine) => {
    const ownerName = line.ownerName;
    return canReturnPayment(run, line) ? (
      <Button variant="dangerOutline" size="sm" onClick={() => onReturnPayment(line)} aria-label={t`Payment returned: ${ownerName}`}>
        <Trans>Payment returned</Trans>
      </Button>
    ) : null;
  };
  const runNumber = run.number;
  const hasActions = run.lines.some((line) => canReturnPayment(run, line));
  const columns: TableColumn<PayoutLine>[] = [
    { header: t`Owner`, cellClassName: 'font-medium break-words text-ink', cell: (line) => line.ownerName },
    { header: t`Account holder`, cellClassName: 'break-words text-ink', cell: (line) => line.accountHolder },
    {
      header: 'IBAN',
      cell: (line) => (
        <>
          <span className="font-mono whitespace-nowrap text-ink">{line.ibanMasked}</span>
          <span className="block font-mono text-ink-muted">{line.bic}</span>
        </>
      ),
    },
    { header: t`File`, cellClassName: 'whitespace-nowrap text-ink', cell: (line) => payoutFileLabel(line.inSepaFile) },
    { header: t`Amount`, headerClassName: 'text-end', cellClassName: 'text-end whitespace-nowrap font-semibold text-ink', cell: (line) => formatCents(line.amountCents) },
    { header: t`Status`, cell: (line) => <StatusCell line={line} /> },
    ...(hasActions ? [{ header: <span className="sr-only">{t`Actions`}</span>, cell: returnButton }] : []),
  ];
  return (
    <ResponsiveTable
      rows={run.lines}
      caption={t`Payments of payout run ${runNumber}`}
      listLabel={t`Payments`}
      columns={columns}
      card={(line) => (
        <RecordCard
          badge={<PayoutLineStatusBadge status={line.status} />}
          heading={<p className="min-w-0 font-medium break-words text-ink">{line.ownerName}</p>}
          facts={[
            { label: t`Account holder:`, value: line.accountHolder, valueClassName: 'break-words text-ink' },
            { label: t`IBAN:`, value: line.ibanMasked, valueClassName: 'font-mono text-ink' },
            { label: t`BIC:`, value: line.bic, valueClassName: 'font-mono text-ink' },
            { label: t`File:`, value: payoutFileLabel(line.inSepaFile) },
            { label: t`Amount:`, value: formatCents(line.amountCents), valueClassName: 'font-semibold text-ink' },
            ...(line.failureReason ? [{ label: t`Returned:`, value: line.failureReason, valueClassName: 'break-words text-ink' }] : []),
          ]}
          actions={canReturnPayment(run, line) && returnButton(line)}
        />
      )}
    />
  );
}
