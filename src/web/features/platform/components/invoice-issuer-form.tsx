import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import type { z } from 'zod';
import { INVOICE_ISSUER_LIMITS, type InvoiceIssuer, updateInvoiceIssuerBody } from '@shared/contracts/platform';
import { PLATFORM_MESSAGES } from '@shared/errors';
import { ErrorAlert, RetryAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { TextAreaField, TextField } from '@web/components/ui/form-field';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/error-message';
import { sameNamedField } from '@web/lib/form-errors';
import { useFollowSavedValues, useSavingForm } from '@web/lib/use-form-save';
import { useInvoiceIssuer, useUpdateInvoiceIssuer } from '../api/invoice-issuer';

type FormValues = z.input<typeof updateInvoiceIssuerBody>;
const FIELDS = ['legalName', 'address', 'registryCode', 'vatNumber', 'iban', 'bic', 'paymentTermDays', 'footer'] as const;

/**
 * The invoice issuer on /admin/settings (issue #38): who invoices name as the seller, its bank
 * details and the default payment term. Checked as the server checks them (updateInvoiceIssuerBody:
 * an IBAN's check digits, a BIC's shape, a VAT number's format); the saved values come back written
 * as banks write them. An invoice copies them when it is issued, so saving never changes one.
 */
export function InvoiceIssuerForm() {
  const { t } = useLingui();
  const issuer = useInvoiceIssuer();
  const update = useUpdateInvoiceIssuer();
  const { form, register, errors, formRef, formError, showSaveError, submitWith } = useSavingForm<FormValues, InvoiceIssuer>(
    { resolver: zodResolver(updateInvoiceIssuerBody) },
    { formPathFor: sameNamedField(FIELDS), fallback: PLATFORM_MESSAGES.issuerSaveFailed },
  );
  const { reset } = form;

  useFollowSavedValues(form, issuer.data, (saved) => saved);

  function save(body: InvoiceIssuer) {
    update.mutate(body, { onSuccess: (saved) => reset(saved), onError: (error) => showSaveError(error) });
  }

  if (issuer.isPending) return <Spinner label={t`Loading the invoice details…`} showLabel />;
  if (issuer.isError) return <RetryAlert message={errorMessage(issuer.error, PLATFORM_MESSAGES.issuerLoadFailed)} onRetry={issuer.refetch} />;

  return (
    <form ref={formRef} noValidate onSubmit={submitWith(save)} className="max-w-3xl space-y-4" aria-label={t`Invoice details`}>
      <ErrorAlert>{formError}</ErrorAlert>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t`Legal name`} required maxLength={INVOICE_ISSUER_LIMITS.legalName} error={errors.legalName?.message} {...register('legalName')} />
        <TextField label={t`Registry code`} maxLength={INVOICE_ISSUER_LIMITS.registryCode} error={errors.registryCode?.message} {...register('registryCode')} />
      </div>
      <TextAreaField label={t`Address`} required rows={2} maxLength={INVOICE_ISSUER_LIMITS.address} error={errors.address?.message} {...register('address')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t`VAT number`} hint={t`With its country prefix, e.g. EE102345678.`} autoComplete="off" error={errors.vatNumber?.message} {...register('vatNumber')} />
        <TextField
          label={t`Payment term (days)`}
          type="number"
          inputMode="numeric"
          min={0}
          max={365}
          step={1}
          required
          hint={t`Invoices fall due this many days after they are issued.`}
          error={errors.paymentTermDays?.message}
          {...register('paymentTermDays', { valueAsNumber: true })}
        />
        <TextField label="IBAN" autoComplete="off" error={errors.iban?.message} {...register('iban')} />
        <TextField label="BIC" autoComplete="off" error={errors.bic?.message} {...register('bic')} />
      </div>
      <TextAreaField
        label={t`Invoice footer`}
        rows={3}
        maxLength={INVOICE_ISSUER_LIMITS.footer}
        hint={t`Printed at the foot of every invoice, e.g. a thank-you or the terms of payment.`}
        error={errors.footer?.message}
        {...register('footer')}
      />
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? <Trans>Saving…</Trans> : <Trans>Save Invoice Details</Trans>}
      </Button>
    </form>
  );
}
