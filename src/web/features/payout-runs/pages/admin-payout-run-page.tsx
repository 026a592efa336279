import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

type StepTexts = { button: string; title: string; pending: string; body: string };

/** What a step's button and confirmation say, in the language shown (called while the page renders). */
function stepTexts(step: PayoutRunStep, run: PayoutRun): StepTexts {
  const number = run.number;
  if (step === 'sent') {
    const total = formatCents(run.totalCents);
    const lineCount = run.lineCount;
    return {
      button: t`Mark as sent to the bank`,
      title: t`Mark as sent to the bank?`,
      pending: t`Marking…`,
      body: t`Confirm that the bank file of ${number} (${total} to ${plural(lineCount, { one: '# owner', other: '# owners' })}) has been given to the bank. Each owner is told that their payout is on its way.`,
    };
  }
  return {
    button: t`Mark as paid`,
    title: t`Mark as paid?`,
    pending: t`Marking…`,
    body: t`Confirm that the bank has paid ${number}. Every payment not returned by the bank counts as paid.`,
  };
}

const DOWNLOAD_LINK = `${buttonClassName('secondary', 'md')} w-full sm:w-auto`;

/** The run's figures, as a definition list. */
function RunFacts({ run }: { run: PayoutRun }) {
  const { t } = useLingui();
  // Each figure's name and value, and whether it is the one shown larger (the total).
  const facts: [string, string, boolean?][] = [
    [t`Cut-off`, formatDate(run.cutoffDate)],
    [t`Execution date`, formatDate(run.executionDate)],
    [t`Owners`, String(run.lineCount)],
    [t`Total`, formatCents(run.totalCents), true],
    [t`Returned`, run.failedCents > 0 ? formatCents(run.failedCents) : '—'],
    [t`Created`, formatDateTime(run.createdAt)],
  ];
  if (run.sentAt) facts.push([t`Sent to the bank`, formatDateTime(run.sentAt)]);
  if (run.paidAt) facts.push([t`Paid`, formatDateTime(run.paidAt)]);
  return (
    <dl className="mt-6 grid grid-cols-2 gap-x-6 gap-y-3 panel p-4 text-sm sm:grid-cols-3 sm:p-6 lg:grid-cols-4">
      {facts.map(([term, value, isTotal = false]) => (
        <div key={term} className="min-w-0">
          <dt className="font-medium text-ink-muted">{term}</dt>
          <dd className={`text-ink ${isTotal ? 'text-lg font-bold' : ''}`.trim()}>{value}</dd>
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
  const { t } = useLingui();
  const { id = '' } = useParams();
  const query = usePayoutRun(id);
  const run = query.data;
  const runNumber = run?.number;
  useDocumentTitle(runNumber === undefined ? t`Payout run` : t`Payout run ${runNumber}`);
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
        texts={{ loading: t`Loading the payout run…`, heading: t`Payout run unavailable`, notFound: PAYOUT_RUN_MESSAGES.notFound, failed: PAYOUT_RUN_MESSAGES.loadFailed }}
        notFoundStatuses={[400, 404]}
        backLabel={t`Back to payout runs`}
        backTo={paths.adminPayouts.getHref()}
      />
    );
  }

  const step = nextPayoutRunStep(run);
  const stepButton = step ? stepTexts(step, run).button : null;
  const confirmingTexts = confirming ? stepTexts(confirming, run) : null;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <BackLink to={paths.adminPayouts.getHref()}>
        <Trans>Back to payout runs</Trans>
      </BackLink>
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
        <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold tracking-tight break-words text-ink outline-none">
          <Trans>
            Payout run <span className="font-mono whitespace-nowrap">{runNumber}</span>
          </Trans>
        </h1>
        <PayoutRunStatusBadge status={run.status} />
      </div>

      <RunFacts run={run} />

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        {run.hasSepaFile && (
          <a href={payoutFileHref(run.id, 'sepa')} download className={DOWNLOAD_LINK}>
            <Download aria-hidden="true" className="size-4" />
            <Trans>Download SEPA file (XML)</Trans>
          </a>
        )}
        <a href={payoutFileHref(run.id, 'csv')} download className={DOWNLOAD_LINK}>
          <Download aria-hidden="true" className="size-4" />
          <Trans>Download CSV</Trans>
        </a>
        {step && (
          <Button
            className="w-full sm:ms-auto sm:w-auto"
            onClick={() => {
              change.reset();
              setConfirming(step);
            }}
          >
            {stepButton}
          </Button>
        )}
      </div>
      {!run.hasSepaFile && (
        <p className="mt-2 text-sm text-ink-muted">
          <Trans>No SEPA file: none of these owners has an account in a SEPA country. Use the CSV.</Trans>
        </p>
      )}

      <section aria-labelledby="payout-lines-heading" className="mt-10">
        <h2 id="payout-lines-heading" className="mb-4 text-xl font-bold text-ink">
          <Trans>Payments</Trans>
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
          {confirmingTexts && <p>{confirmingTexts.body}</p>}
        </ConfirmDialog>
      </div>
      <PayoutLineFailureDialog run={run} line={returning} onClose={() => setReturning(null)} />
    </div>
  );
}
