import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { z } from 'zod';
import { type PlatformConfig, updatePlatformConfigBody } from '@shared/contracts/platform';
import { GENERIC_MESSAGES, PLATFORM_MESSAGES } from '@shared/errors';
import { centsToEuroInput, parseMoneyInput } from '@shared/money';
import { ErrorAlert, StatusMessage } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { MoneyField, PercentageField } from '@web/components/ui/form-field';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/error-message';
import { formResolver, moneyText } from '@web/lib/form-schema';
import { useFollowSavedValues, useSavingForm } from '@web/lib/use-form-save';
import { usePlatformConfig } from '../api/get-platform-config';
import { useUpdatePlatformConfig } from '../api/update-platform-config';

/** What the form holds: the commission as typed, the minimum in euros as typed. */
type PayoutSettingsValues = { ownerCommissionPercentage: string; payoutMinimum: string };

const settings = updatePlatformConfigBody.shape;

/** The contract's checks on the values as typed: the percentage read as a number, the minimum as cents. */
const payoutSettingsSchema = z.object({
  ownerCommissionPercentage: z
    .string()
    .transform((text, context) => {
      const value = Number(text.trim().replace(',', '.'));
      if (text.trim() === '' || !Number.isFinite(value)) {
        context.addIssue({ code: 'custom', message: PLATFORM_MESSAGES.commissionRange });
        return z.NEVER;
      }
      return value;
    })
    .pipe(settings.ownerCommissionPercentage.unwrap()),
  payoutMinimum: moneyText(PLATFORM_MESSAGES.payoutMinimumInvalid).pipe(settings.payoutMinimumCents.unwrap()),
});

/** The saved settings as the form holds them: the minimum in euros. */
function toFormValues(config: PlatformConfig): PayoutSettingsValues {
  return { ownerCommissionPercentage: String(config.ownerCommissionPercentage), payoutMinimum: centsToEuroInput(config.payoutMinimumCents) };
}

/** The body's fields as the form names them (the minimum is typed in euros). */
function formPathFor(bodyPath: string): string | null {
  if (bodyPath === 'payoutMinimumCents') return 'payoutMinimum';
  return bodyPath === 'ownerCommissionPercentage' ? bodyPath : null;
}

/**
 * The owners' payout settings (issue #39): the commission taken from owners' amounts (0 to 100 %, two
 * decimals) and the smallest payable a payout run pays (at least €0.01). Read and saved with the
 * platform settings, as the platform fee is; a status line beside Save says it was saved.
 */
export function OwnerPayoutSettingsForm() {
  const { t } = useLingui();
  const config = usePlatformConfig();
  const updateConfig = useUpdatePlatformConfig();
  const [isSaved, setIsSaved] = useState(false);
  const { form, register, errors, formRef, formError, showSaveError, submitWith } = useSavingForm<PayoutSettingsValues>(
    { resolver: formResolver<PayoutSettingsValues>(payoutSettingsSchema), defaultValues: { ownerCommissionPercentage: '', payoutMinimum: '' } },
    { formPathFor, fallback: GENERIC_MESSAGES.default },
  );
  const { reset } = form;

  useFollowSavedValues(form, config.data, toFormValues);

  function save(values: PayoutSettingsValues) {
    setIsSaved(false);
    const body = {
      ownerCommissionPercentage: Number(values.ownerCommissionPercentage.trim().replace(',', '.')),
      // The schema has read it: parseMoneyInput answers the same cents here.
      payoutMinimumCents: parseMoneyInput(values.payoutMinimum) ?? 0,
    };
    updateConfig.mutate(body, {
      onSuccess: (saved) => {
        reset(toFormValues(saved));
        setIsSaved(true);
      },
      onError: (error) => showSaveError(error),
    });
  }

  if (config.isPending) return <Spinner label={t`Loading the payout settings…`} showLabel />;
  if (config.isError) return <ErrorAlert>{errorMessage(config.error, GENERIC_MESSAGES.default)}</ErrorAlert>;

  return (
    <form ref={formRef} noValidate onSubmit={submitWith(save)} aria-label={t`Owner payouts`} className="max-w-2xl space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <PercentageField
          label={t`Owner commission (%)`}
          required
          hint={t`Taken from owners’ space and service amounts, from 0 to 100 %, up to two decimals.`}
          error={errors.ownerCommissionPercentage?.message}
          {...register('ownerCommissionPercentage', { onChange: () => setIsSaved(false) })}
        />
        <MoneyField
          label={t`Payout minimum (€)`}
          required
          hint={t`A payout run pays owners due at least this much; smaller sums wait.`}
          error={errors.payoutMinimum?.message}
          {...register('payoutMinimum', { onChange: () => setIsSaved(false) })}
        />
      </div>
      <Button type="submit" disabled={updateConfig.isPending}>
        {updateConfig.isPending ? <Trans>Saving...</Trans> : <Trans>Save Payout Settings</Trans>}
      </Button>
      <ErrorAlert>{formError}</ErrorAlert>
      <StatusMessage>{isSaved ? t`Payout settings saved` : undefined}</StatusMessage>
    </form>
  );
}
