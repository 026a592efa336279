import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { createPayoutRunBody, type CreatePayoutRunBody, type PayoutPreview } from '@shared/contracts/payout-runs';
import { formatDate, todayIsoDate } from '@shared/dates';
import { PAYOUT_RUN_MESSAGES } from '@shared/errors';
import { formatCents } from '@shared/money';
import { paths } from '@web/app/paths';
import { RetryAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { TextField } from '@web/components/ui/form-field';
import { Spinner } from '@web/components/ui/spinner';
import { isApiError } from '@web/lib/api-client';
import { errorMessage } from '@web/lib/error-message';
import { applyServerFieldErrors } from '@web/lib/form-errors';
import { formResolver } from '@web/lib/form-schema';
import { submitReportingProblems, useFocusFirstProblem } from '@web/lib/use-focus-first-problem';
import { useCreatePayoutRun } from '../api/create-payout-run';
import { cutoffDateProblem, usePayoutPreview } from '../api/get-payout-preview';
import { PayoutPreviewView } from './payout-preview';

/** What the confirmation summarises: the body to send and the preview it was read from. */
type PendingRun = { body: CreatePayoutRunBody; preview: PayoutPreview };

/** The refusal in the dialog; the payer's missing bank details say where to add them. */
function Refusal({ error }: { error: unknown }) {
  return (
    <>
      <p>{errorMessage(error, PAYOUT_RUN_MESSAGES.createFailed)}</p>
      {isApiError(error) && error.code === 'payer_account_missing' && (
        <Link to={paths.adminSettings.getHref()} className="mt-2 inline-flex min-h-11 items-center font-semibold underline underline-offset-2">
          <Trans>Open the invoice settings</Trans>
        </Link>
      )}
    </>
  );
}

/**
 * "New payout run" (administrators): the cut-off date (today to start with) shows whom a run would
 * pay, and the execution date the day the bank should pay. Create asks first with a summary (owners,
 * total, execution date); confirmed, the run is created and its page opened. A refusal (nothing to
 * pay, the cargo agent's own bank details missing) stays in the dialog, focused; a date the server
 * refuses lands beside its field. The dates typed are kept whatever happens.
 */
export function NewPayoutRunPanel() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const createRun = useCreatePayoutRun();
  const [pending, setPending] = useState<PendingRun | null>(null);
  const { ref: formRef, reportProblem } = useFocusFirstProblem();
  const { ref: dialogRef, reportProblem: reportDialogProblem } = useFocusFirstProblem<HTMLDivElement>();
  const today = todayIsoDate();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<CreatePayoutRunBody>({
    resolver: formResolver<CreatePayoutRunBody>(createPayoutRunBody),
    defaultValues: { cutoffDate: today, executionDate: today },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });

  const cutoffDate = useWatch({ control, name: 'cutoffDate' });
  const cutoffProblem = cutoffDateProblem(cutoffDate) ?? (cutoffDate > today ? PAYOUT_RUN_MESSAGES.cutoffInFuture : null);
  const preview = usePayoutPreview(cutoffDate, cutoffProblem === null);
  const payeeCount = preview.data?.payees.length ?? 0;
  const canCreate = cutoffProblem === null && preview.isSuccess && payeeCount > 0 && !createRun.isPending;

  const onSubmit = submitReportingProblems(
    handleSubmit,
    (body) => {
      if (!preview.data) return;
      createRun.reset();
      setPending({ body, preview: preview.data });
    },
    reportProblem,
  );

  const confirm = () => {
    if (!pending) return;
    createRun.mutate(pending.body, {
      onSuccess: (run) => {
        setPending(null);
        void navigate(paths.adminPayoutRun.getHref(run.id));
      },
      onError: (error) => {
        // A date refused beside its field (checked again on the server's clock); anything else stays in the dialog.
        if (applyServerFieldErrors(error, setError, ['cutoffDate', 'executionDate'], { shouldFocus: false })) {
          setPending(null);
          reportProblem();
          return;
        }
        reportDialogProblem();
      },
    });
  };

  const ownerCount = pending?.preview.payees.length ?? 0;
  const total = pending ? formatCents(pending.preview.totalCents) : '';
  const executionDate = pending ? formatDate(pending.body.executionDate) : '';
  const cutoff = pending ? formatDate(pending.body.cutoffDate) : '';

  return (
    <section aria-labelledby="new-payout-run-heading" className="mt-8 panel p-4 sm:p-6">
      <h2 id="new-payout-run-heading" className="text-xl font-bold text-ink">
        <Trans>New payout run</Trans>
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        <Trans>
          Pays every owner whose payable up to the cut-off is at least the minimum and who has given bank details, with a SEPA file and a CSV for the bank.
        </Trans>
      </p>
      <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t`New payout run`} className="mt-5 space-y-5">
        <div className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
          <TextField
            label={t`Cut-off date`}
            type="date"
            required
            max={today}
            hint={t`Payables recorded up to this day are paid.`}
            error={errors.cutoffDate?.message ?? cutoffProblem ?? undefined}
            {...register('cutoffDate')}
          />
          <TextField
            label={t`Execution date`}
            type="date"
            required
            min={today}
            hint={t`The day the bank should pay.`}
            error={errors.executionDate?.message}
            {...register('executionDate')}
          />
        </div>

        <div aria-live="polite" aria-busy={preview.isFetching || undefined}>
          {cutoffProblem === null && preview.isPending && <Spinner label={t`Loading who would be paid…`} showLabel />}
          {cutoffProblem === null && preview.isError && <RetryAlert message={errorMessage(preview.error, PAYOUT_RUN_MESSAGES.loadFailed)} onRetry={preview.refetch} />}
          {cutoffProblem === null && preview.data && <PayoutPreviewView preview={preview.data} />}
        </div>

        <Button type="submit" disabled={!canCreate}>
          <Trans>Create payout run</Trans>
        </Button>
      </form>

      <div ref={dialogRef}>
        <ConfirmDialog
          isOpen={pending !== null}
          title={t`Create this payout run?`}
          confirmLabel={t`Create payout run`}
          pendingLabel={t`Creating…`}
          confirmVariant="primary"
          isPending={createRun.isPending}
          error={createRun.isError ? <Refusal error={createRun.error} /> : undefined}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        >
          {pending && (
            <>
              <p className="text-base text-ink">
                <Trans>
                  Pay{' '}
                  <strong>
                    <Plural value={ownerCount} one="# owner" other="# owners" />
                  </strong>{' '}
                  <strong>{total}</strong> in all, for the bank to pay on <strong>{executionDate}</strong>.
                </Trans>
              </p>
              <p className="mt-2">
                <Trans>
                  The money leaves the owners’ payables as soon as you confirm, and the SEPA and CSV files are written for the bank. Cut-off: {cutoff}.
                </Trans>
              </p>
            </>
          )}
        </ConfirmDialog>
      </div>
    </section>
  );
}
