import { Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import type { PayoutLine, PayoutRun } from '@shared/contracts/payout-runs';
import { formatDate, formatDateTime } from '@shared/dates';
import { PAYOUT_RUN_MESSAGES } from '@shared/errors';
import { formatCents } from '@shared/money';
import { paths } from '@web/app/paths';
import { Button, buttonClassName } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { BackLink, RecordLoadState } from '@web/components/ui/detail-screen';
import { errorMessage } from '@web/lib/error-message';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useFocusFirstProblem } from '@web/lib/use-focus-first-problem';
import { useChangePayoutRun } from '../api/change-payout-run';
import { payoutFileHref, usePayoutRun } from '../api/get-payout-run';
import { PayoutLineFailureDialog } from '../components/payout-line-failure-dialog';
import { PayoutRunLines } from '../components/payout-run-lines';
import { nextPayoutRunStep, type PayoutRunStep } from '../components/payout-run-steps';
import { PayoutRunStatusBadge } from '../components/payout-status-badge';

const STEP_TEXTS: Record<PayoutRunStep, { button: string; title: string; pending: string; body: (run: PayoutRun) => string }> = {
  sent: {
    button: 'Mark as sent to the bank',
    title: 'Mark as sent to the bank?',
    pending: 'Marking…',
    body: (run) =>
      `Confirm that the bank file of ${run.number} (${formatCents(run.totalCents)} to ${run.lineCount === 1 ? '1 owner' : `${run.lineCount} owners`}) has been given to the bank. Each owner is told that their payout is on its way.`,
  },
  paid: {
    button: 'Mark as paid',
    title: 'Mark as paid?',
    pending: 'Marking…',
    body: (run) => `Confirm that the bank has paid ${run.number}. Every payment not returned by the bank counts as paid.`,
  },
};

const DOWNLOAD_LINK = `${buttonClassName('secondary', 'md')} w-full sm:w-auto`;

/** The run's figures, as a definition list. */
function RunFacts({ run }: { run: PayoutRun }) {
  const facts: [string, string][] = [
    ['Cut-off', formatDate(run.cutoffDate)],
    ['Execution date', formatDate(run.executionDate)],
    ['Owners', String(run.lineCount)],
    ['Total', formatCents(run.totalCents)],
    ['Returned', run.failedCents > 0 ? formatCents(run.failedCents) : '—'],
    ['Created', formatDateTime(run.createdAt)],
  ];
  if (run.sentAt) facts.push(['Sent to the bank', formatDateTime(run.sentAt)]);
  if (run.paidAt) facts.push(['Paid', formatDateTime(run.paidAt)]);
  return (
    <dl className="mt-6 grid grid-cols-2 gap-x-6 gap-y-3 rounded-xl border border-line bg-white p-4 text-sm shadow-sm sm:grid-cols-3 sm:p-6 lg:grid-cols-4">
      {facts.map(([term, value]) => (
        <div key={term} className="min-w-0">
          <dt className="font-medium text-ink-muted">{term}</dt>
          <dd className={`text-ink ${term === 'Total' ? 'text-lg font-bold' : ''}`.trim()}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /admin/payouts/:id (issue #39, decision 222): one payout run. Its figures, the bank files (the SEPA
 * XML only when some owner's account is in a SEPA country, the CSV always), the next step by its
 * status (sent to the bank, then paid), each confirmed first, and its payments, each pending one of a
 * sent run with "Payment returned". Refusals stay in the dialog that asked, focused; successes are
 * notices.
 */
export function AdminPayoutRunPage() {
  const { id = '' } = useParams();
  const query = usePayoutRun(id);
  const run = query.data;
  useDocumentTitle(run ? `Payout run ${run.number}` : 'Payout run');
  const change = useChangePayoutRun();
  const [confirming, setConfirming] = useState<PayoutRunStep | null>(null);
  const [returning, setReturning] = useState<PayoutLine | null>(null);
  const { ref: dialogRef, reportProblem: reportDialogProblem } = useFocusFirstProblem<HTMLDivElement>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // After a step its button is gone, so the browser cannot hand focus back to it: the heading takes it.
  const [focusRequests, setFocusRequests] = useState(0);
  useEffect(() => {
    if (focusRequests > 0) headingRef.current?.focus();
  }, [focusRequests]);

  if (!run) {
    return (
      <RecordLoadState
        query={query}
        texts={{ loading: 'Loading the payout run…', heading: 'Payout run unavailable', notFound: PAYOUT_RUN_MESSAGES.notFound, failed: PAYOUT_RUN_MESSAGES.loadFailed }}
        notFoundStatuses={[400, 404]}
        backLabel="Back to payout runs"
        backTo={paths.adminPayouts.getHref()}
      />
    );
  }

  const step = nextPayoutRunStep(run);
  const confirmingTexts = confirming ? STEP_TEXTS[confirming] : null;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <BackLink to={paths.adminPayouts.getHref()}>Back to payout runs</BackLink>
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
        <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold tracking-tight break-words text-ink outline-none">
          Payout run <span className="font-mono whitespace-nowrap">{run.number}</span>
        </h1>
        <PayoutRunStatusBadge status={run.status} />
      </div>

      <RunFacts run={run} />

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        {run.hasSepaFile && (
          <a href={payoutFileHref(run.id, 'sepa')} download className={DOWNLOAD_LINK}>
            <Download aria-hidden="true" className="size-4" />
            Download SEPA file (XML)
          </a>
        )}
        <a href={payoutFileHref(run.id, 'csv')} download className={DOWNLOAD_LINK}>
          <Download aria-hidden="true" className="size-4" />
          Download CSV
        </a>
        {step && (
          <Button
            className="w-full sm:ms-auto sm:w-auto"
            onClick={() => {
              change.reset();
              setConfirming(step);
            }}
          >
            {STEP_TEXTS[step].button}
          </Button>
        )}
      </div>
      {!run.hasSepaFile && <p className="mt-2 text-sm text-ink-muted">No SEPA file: none of these owners has an account in a SEPA country. Use the CSV.</p>}

      <section aria-labelledby="payout-lines-heading" className="mt-10">
        <h2 id="payout-lines-heading" className="mb-4 text-xl font-bold text-ink">
          Payments
        </h2>
        <PayoutRunLines run={run} onReturnPayment={setReturning} />
      </section>

      <div ref={dialogRef}>
        <ConfirmDialog
          isOpen={confirming !== null}
          title={confirmingTexts?.title ?? ''}
          confirmLabel={confirmingTexts?.button ?? ''}
          pendingLabel={confirmingTexts?.pending}
          confirmVariant="primary"
          isPending={change.isPending}
          error={change.isError ? errorMessage(change.error, PAYOUT_RUN_MESSAGES.actionFailed) : undefined}
          onConfirm={() => {
            if (!confirming) return;
            change.mutate(
              { action: confirming, runId: run.id },
              {
                onSuccess: () => {
                  setConfirming(null);
                  setFocusRequests((count) => count + 1);
                },
                onError: reportDialogProblem,
              },
            );
          }}
          onCancel={() => setConfirming(null)}
        >
          {confirmingTexts && <p>{confirmingTexts.body(run)}</p>}
        </ConfirmDialog>
      </div>
      <PayoutLineFailureDialog run={run} line={returning} onClose={() => setReturning(null)} />
    </div>
  );
}
