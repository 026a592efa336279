import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { PayoutRunSummary } from '@shared/contracts/payout-runs';
import { formatDate } from '@shared/dates';
import { formatCents } from '@shared/money';
import { paths } from '@web/app/paths';
import { ROW_LINK } from '@web/components/ui/list-columns';
import { RecordCard, ResponsiveTable, type TableColumn } from '@web/components/ui/responsive-table';
import { PayoutRunStatusBadge } from './payout-status-badge';

const AMOUNT_HEADER = 'text-end';
const AMOUNT_CELL = 'text-end whitespace-nowrap text-ink';
const DATE_CELL = 'whitespace-nowrap text-ink';

/** The run's number as the link to its lines, files and actions. */
function RunLink({ run }: { run: PayoutRunSummary }) {
  const { t } = useLingui();
  const number = run.number;
  return (
    <Link to={paths.adminPayoutRun.getHref(run.id)} className={`${ROW_LINK} font-mono whitespace-nowrap`} aria-label={t`Payout run ${number}`}>
      {run.number}
    </Link>
  );
}

/** The payout runs: a table from md up, stacked cards below, so nothing scrolls sideways on a phone. */
export function PayoutRunsTable({ runs }: { runs: PayoutRunSummary[] }) {
  const { t } = useLingui();
  const columns: TableColumn<PayoutRunSummary>[] = [
    { header: t`Number`, cell: (run) => <RunLink run={run} /> },
    { header: t`Cut-off`, cellClassName: DATE_CELL, cell: (run) => formatDate(run.cutoffDate) },
    { header: t`Execution date`, cellClassName: DATE_CELL, cell: (run) => formatDate(run.executionDate) },
    { header: t`Status`, cell: (run) => <PayoutRunStatusBadge status={run.status} /> },
    { header: t`Owners`, headerClassName: AMOUNT_HEADER, cellClassName: AMOUNT_CELL, cell: (run) => run.lineCount },
    { header: t`Total`, headerClassName: AMOUNT_HEADER, cellClassName: `${AMOUNT_CELL} font-semibold`, cell: (run) => formatCents(run.totalCents) },
    { header: t`Returned`, headerClassName: AMOUNT_HEADER, cellClassName: AMOUNT_CELL, cell: (run) => (run.failedCents > 0 ? formatCents(run.failedCents) : '—') },
  ];
  return (
    <ResponsiveTable
      rows={runs}
      caption={t`Payout runs, newest first`}
      listLabel={t`Payout runs`}
      columns={columns}
      card={(run) => (
        <RecordCard
          badge={<PayoutRunStatusBadge status={run.status} />}
          heading={
            <p>
              <RunLink run={run} />
            </p>
          }
          facts={[
            { label: t`Cut-off:`, value: formatDate(run.cutoffDate) },
            { label: t`Execution date:`, value: formatDate(run.executionDate) },
            { label: t`Owners:`, value: run.lineCount },
            { label: t`Total:`, value: formatCents(run.totalCents), valueClassName: 'font-semibold text-ink' },
            ...(run.failedCents > 0 ? [{ label: t`Returned:`, value: formatCents(run.failedCents) }] : []),
          ]}
        />
      )}
    />
  );
}
