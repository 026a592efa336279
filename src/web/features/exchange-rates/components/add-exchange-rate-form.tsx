import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import type { z } from 'zod';
import { addExchangeRateBody, type AddExchangeRateBody } from '@shared/contracts/exchange-rates';
import { todayIsoDate } from '@shared/dates';
import { EXCHANGE_RATE_MESSAGES } from '@shared/errors';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/form-field';
import { sameNamedField } from '@web/lib/form-errors';
import { useSavingForm } from '@web/lib/use-form-save';
import { useAddExchangeRate } from '../api/add-exchange-rate';

type FormValues = z.input<typeof addExchangeRateBody>;
const FIELDS = ['currency', 'unitsPerEuro', 'rateDate'] as const;

const emptyRate = (): FormValues => ({ currency: '', unitsPerEuro: '', rateDate: todayIsoDate() });

/**
 * "Add a rate" on /admin/exchange-rates (decision 226): a rate for a currency the ECB does not
 * publish, checked as the server checks it (addExchangeRateBody: a three-letter code, not EUR, a
 * rate above 0). The server's refusals land beside their field: a date in the future on the date, a
 * currency the ECB publishes on the currency. The rate is kept as typed, exact.
 */
export function AddExchangeRateForm() {
  const { t } = useLingui();
  const addRate = useAddExchangeRate();
  const { form, register, errors, formRef, formError, showSaveError, submitWith } = useSavingForm<FormValues, AddExchangeRateBody>(
    { resolver: zodResolver(addExchangeRateBody), defaultValues: emptyRate() },
    { formPathFor: sameNamedField(FIELDS), fallback: EXCHANGE_RATE_MESSAGES.saveFailed, conflictFields: { currency_published_by_ecb: 'currency' } },
  );
  const { reset } = form;

  function save(body: AddExchangeRateBody) {
    addRate.mutate(body, { onSuccess: () => reset(emptyRate()), onError: (error) => showSaveError(error) });
  }

  return (
    <form ref={formRef} noValidate onSubmit={submitWith(save)} aria-label={t`Add a rate`} className="max-w-3xl space-y-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t`Currency code`}
          required
          maxLength={3}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          hint={t`Three letters, e.g. NGN.`}
          error={errors.currency?.message}
          {...register('currency')}
        />
        <TextField
          label={t`Units per €1`}
          required
          inputMode="decimal"
          autoComplete="off"
          hint={t`As published, e.g. 1642.35.`}
          error={errors.unitsPerEuro?.message}
          {...register('unitsPerEuro')}
        />
        <TextField label={t`Date`} type="date" required max={todayIsoDate()} error={errors.rateDate?.message} {...register('rateDate')} />
      </div>
      <ErrorAlert>{formError}</ErrorAlert>
      <Button type="submit" disabled={addRate.isPending}>
        {addRate.isPending ? <Trans>Adding…</Trans> : <Trans>Add Rate</Trans>}
      </Button>
    </form>
  );
}
