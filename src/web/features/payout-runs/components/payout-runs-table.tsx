import { Link } from 'react-router';
import type { PayoutRunSummary } from '@shared/contracts/payout-runs';
import { formatDate } from '@shared/dates';
import { formatCents } from '@shared/money';
import { paths } from '@web/app/paths';
import { ROW_LINK } from '@web/components/ui/list-columns';
import { CardFacts, CardHeading, ResponsiveTable, type TableColumn } from '@web/components/ui/responsive-table';
import { PayoutRunStatusBadge } from './payout-status-badge';

const AMOUNT_HEADER = 'text-end';
const AMOUNT_CELL = 'text-end whitespace-nowrap text-ink';
const DATE_CELL = 'whitespace-nowrap text-ink';

/** The run's number as the link to its lines, files and actions. */
function RunLink({ run }: { run: PayoutRunSummary }) {
  return (
    <Link to={paths.adminPayoutRun.getHref(run.id)} className={`${ROW_LINK} font-mono whitespace-nowrap`} aria-label={`Payout run ${run.number}`}>
      {run.number}
    </Link>
  );
}

const COLUMNS: TableColumn<PayoutRunSummary>[] = [
  { header: 'Number', cell: (run) => <RunLink run={run} /> },
  { header: 'Cut-off', cellClassName: DATE_CELL, cell: (run) => formatDate(run.cutoffDate) },
  { header: 'Execution date', cellClassName: DATE_CELL, cell: (run) => formatDate(run.executionDate) },
  { header: 'Status', cell: (run) => <PayoutRunStatusBadge status={run.status} /> },
  { header: 'Owners', headerClassName: AMOUNT_HEADER, cellClassName: AMOUNT_CELL, cell: (run) => run.lineCount },
  { header: 'Total', headerClassName: AMOUNT_HEADER, cellClassName: `${AMOUNT_CELL} font-semibold`, cell: (run) => formatCents(run.totalCents) },
  { header: 'Returned', headerClassName: AMOUNT_HEADER, cellClassName: AMOUNT_CELL, cell: (run) => (run.failedCents > 0 ? formatCents(run.failedCents) : '—') },
];

/** The payout runs: a table from md up, stacked cards below, so nothing scrolls sideways on a phone. */
export function PayoutRunsTable({ runs }: { runs: PayoutRunSummary[] }) {
  return (
    <ResponsiveTable
      rows={runs}
      caption="Payout runs, newest first"
      listLabel="Payout runs"
      columns={COLUMNS}
      card={(run) => (
        <>
          <CardHeading badge={<PayoutRunStatusBadge status={run.status} />}>
            <p>
              <RunLink run={run} />
            </p>
          </CardHeading>
          <CardFacts
            facts={[
              { label: 'Cut-off:', value: formatDate(run.cutoffDate) },
              { label: 'Execution date:', value: formatDate(run.executionDate) },
              { label: 'Owners:', value: run.lineCount },
              { label: 'Total:', value: formatCents(run.totalCents), valueClassName: 'font-semibold text-ink' },
              ...(run.failedCents > 0 ? [{ label: 'Returned:', value: formatCents(run.failedCents) }] : []),
            ]}
          />
        </>
      )}
    />
  );
}
