import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type PayoutBankAccount, updatePayoutBankAccountBody } from '@shared/contracts/profile';
import { formatDateTime } from '@shared/dates';
import { PAYOUT_ACCOUNT_MESSAGES } from '@shared/errors';
import { ErrorAlert, RetryAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/form-field';
import { Spinner } from '@web/components/ui/spinner';
import { isApiError } from '@web/lib/api-client';
import { errorMessage } from '@web/lib/error-message';
import { applyServerFieldErrors } from '@web/lib/form-errors';
import { CHECK_ON_SUBMIT, submitReportingProblems, useFocusFirstProblem } from '@web/lib/use-focus-first-problem';
import { formFieldsOf } from '@web/lib/use-form-field';
import { useFollowSavedValues } from '@web/lib/use-form-save';
import { usePayoutBankAccount } from '../api/get-payout-bank-account';
import { useUpdatePayoutBankAccount } from '../api/update-payout-bank-account';

type FormInput = z.input<typeof updatePayoutBankAccountBody>;
type FormOutput = z.output<typeof updatePayoutBankAccountBody>;
const FIELDS = ['accountHolder', 'iban', 'bic', 'currentPassword'] as const;

/**
 * The form starts from the saved holder and BIC; the IBAN is typed in full for each change (the page
 * shows the saved one masked) and the password is never kept.
 */
function toFormValues(account: PayoutBankAccount | null): FormInput {
  return { accountHolder: account?.accountHolder ?? '', iban: '', bic: account?.bic ?? '', currentPassword: '' };
}

/** What the page shows of the saved account: the IBAN masked, its last four read out for screen readers. */
function SavedAccount({ account }: { account: PayoutBankAccount }) {
  const { t } = useLingui();
  const country = account.iban.slice(0, 2);
  const lastFour = account.iban.slice(-4);
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="font-medium text-ink-muted">
        <Trans>Account holder</Trans>
      </dt>
      <dd className="break-words text-ink">{account.accountHolder}</dd>
      <dt className="font-medium text-ink-muted">IBAN</dt>
      <dd className="font-mono text-ink">
        <span aria-hidden="true">{account.ibanMasked}</span>
        <span className="sr-only">{t`${country} account ending in ${lastFour}`}</span>
      </dd>
      <dt className="font-medium text-ink-muted">BIC</dt>
      <dd className="font-mono text-ink">{account.bic}</dd>
      <dt className="font-medium text-ink-muted">
        <Trans>Last changed</Trans>
      </dt>
      <dd className="text-ink">{formatDateTime(account.updatedAt)}</dd>
    </dl>
  );
}

/**
 * A warehouse owner's payout bank account on the profile page (issue #39): the saved details or an
 * empty state, and the form that changes them. Checked as the server checks them (the contract: an
 * IBAN's check digits, a BIC's shape); a change asks for the current password again, and the server
 * e-mails the owner. A failed save moves focus to its first message; a successful one is announced by
 * the app's notices and clears the password.
 */
export function PayoutBankAccountSection() {
  const { t } = useLingui();
  const bankAccount = usePayoutBankAccount();
  const update = useUpdatePayoutBankAccount();
  const account = bankAccount.data?.bankAccount ?? null;
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(updatePayoutBankAccountBody),
    defaultValues: toFormValues(account),
    ...CHECK_ON_SUBMIT,
  });
  const { handleSubmit, reset, setError } = form;
  const { field, errorOf } = formFieldsOf(form);
  const { ref: formRef, reportProblem } = useFocusFirstProblem();

  useFollowSavedValues(form, bankAccount.data, (saved) => toFormValues(saved.bankAccount));

  const onSubmit = submitReportingProblems(
    handleSubmit,
    (body) =>
      update.mutate(body, {
        onSuccess: (saved) => reset(toFormValues(saved)),
        onError: (error) => {
          applyServerFieldErrors(error, setError, FIELDS, { shouldFocus: false });
          reportProblem();
        },
      }),
    reportProblem,
  );

  const headingId = 'payout-bank-account-heading';
  const isFieldError = isApiError(update.error) && Boolean(update.error.details);
  // A lost session is the sign-in screen's to explain.
  const isSessionLost = isApiError(update.error) && update.error.kind === 'auth';

  return (
    <section aria-labelledby={headingId} className="mt-8 panel p-6 sm:p-8">
      <h2 id={headingId} className="text-xl font-semibold text-ink">
        <Trans>Payout bank account</Trans>
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        <Trans>
          Where we send the money your warehouses earn. Changing it asks for your password, and we e-mail you every time it changes.
        </Trans>
      </p>

      <div className="mt-5">
        {bankAccount.isPending && <Spinner label={t`Loading your bank account…`} showLabel />}
        {bankAccount.isError && (
          <RetryAlert message={errorMessage(bankAccount.error, PAYOUT_ACCOUNT_MESSAGES.loadFailed)} retryLabel={t`Try again`} onRetry={bankAccount.refetch} />
        )}
        {bankAccount.isSuccess &&
          (account ? (
            <SavedAccount account={account} />
          ) : (
            <p className="rounded-md border border-dashed border-line px-4 py-3 text-sm text-ink-muted">
              <Trans>No bank account yet. Add one below so that we can pay you.</Trans>
            </p>
          ))}
      </div>

      {bankAccount.isSuccess && (
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          aria-label={account ? t`Change payout bank account` : t`Add payout bank account`}
          className="mt-6 space-y-5 border-t border-line pt-6"
        >
          <h3 className="text-lg font-semibold text-ink">{account ? <Trans>Change bank account</Trans> : <Trans>Add bank account</Trans>}</h3>
          <ErrorAlert>
            {update.isError && !isFieldError && !isSessionLost ? errorMessage(update.error, PAYOUT_ACCOUNT_MESSAGES.saveFailed) : undefined}
          </ErrorAlert>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={t`Account holder`}
              required
              autoComplete="name"
              maxLength={140}
              hint={t`The name the bank account is in.`}
              className="sm:col-span-2"
              error={errorOf('accountHolder')}
              {...field('accountHolder')}
            />
            <TextField
              label="IBAN"
              required
              autoComplete="off"
              spellCheck={false}
              autoCapitalize="characters"
              hint={account ? t`Enter the full IBAN, e.g. EE38 2200 2210 2014 5685.` : t`E.g. EE38 2200 2210 2014 5685.`}
              error={errorOf('iban')}
              {...field('iban')}
            />
            <TextField
              label="BIC"
              required
              autoComplete="off"
              spellCheck={false}
              autoCapitalize="characters"
              hint={t`8 or 11 characters, e.g. HABAEE2X.`}
              error={errorOf('bic')}
              {...field('bic')}
            />
            <TextField
              label={t`Current password`}
              type="password"
              required
              autoComplete="current-password"
              hint={t`To confirm that it is you.`}
              className="sm:col-span-2"
              error={errorOf('currentPassword')}
              {...field('currentPassword')}
            />
          </div>
          <Button type="submit" disabled={update.isPending} className="w-full sm:w-auto">
            {update.isPending ? <Trans>Saving…</Trans> : <Trans>Save Bank Account</Trans>}
          </Button>
        </form>
      )}
    </section>
  );
}
