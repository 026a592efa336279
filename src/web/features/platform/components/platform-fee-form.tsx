import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { updatePlatformConfigBody } from '@shared/contracts/platform';
import { GENERIC_MESSAGES } from '@shared/errors';
import { ErrorAlert, StatusMessage } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { PercentageField } from '@web/components/ui/form-field';
import { Spinner } from '@web/components/ui/spinner';
import { applyServerFieldErrors } from '@web/lib/form-errors';
import { errorMessage } from '@web/lib/error-message';
import { useFollowSavedValues } from '@web/lib/use-form-save';
import { usePlatformConfig } from '../api/get-platform-config';
import { useUpdatePlatformConfig } from '../api/update-platform-config';

export const FEE_RANGE_MESSAGE = 'The platform fee must be between 0 and 100';

/** The field holds text; an empty or non-numeric entry gets the range message too. */
export function validatePlatformFee(text: string): true | string {
  const value = Number(text.trim().replace(',', '.'));
  if (text.trim() === '' || !Number.isFinite(value)) return FEE_RANGE_MESSAGE;
  const result = updatePlatformConfigBody.safeParse({ platformFeePercentage: value });
  return result.success ? true : (result.error.issues[0]?.message ?? FEE_RANGE_MESSAGE);
}

type FeeFormValues = { platformFeePercentage: string };

export function PlatformFeeForm() {
  const { t } = useLingui();
  const config = usePlatformConfig();
  const updateConfig = useUpdatePlatformConfig();
  const [isSaved, setIsSaved] = useState(false);
  const form = useForm<FeeFormValues>({ defaultValues: { platformFeePercentage: '' }, reValidateMode: 'onSubmit' });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors },
  } = form;
  useFollowSavedValues(form, config.data, (saved) => ({ platformFeePercentage: String(saved.platformFeePercentage) }));

  const onSubmit = handleSubmit(({ platformFeePercentage }) => {
    setIsSaved(false);
    const value = Number(platformFeePercentage.trim().replace(',', '.'));
    updateConfig.mutate(
      { platformFeePercentage: value },
      {
        onSuccess: (saved) => {
          reset({ platformFeePercentage: String(saved.platformFeePercentage) });
          setIsSaved(true);
        },
        onError: (error) => applyServerFieldErrors(error, setError, ['platformFeePercentage']),
      },
    );
  });

  if (config.isPending) return <Spinner label={t`Loading the platform fee…`} showLabel />;
  if (config.isError) return <ErrorAlert>{errorMessage(config.error, GENERIC_MESSAGES.default)}</ErrorAlert>;

  return (
    <form noValidate onSubmit={onSubmit} className="max-w-md space-y-4">
      <PercentageField
        label={t`Platform fee percentage`}
        required
        hint={t`Added to offers as the platform's share, from 0 to 100 %, up to two decimals.`}
        error={errors.platformFeePercentage?.message}
        {...register('platformFeePercentage', {
          validate: validatePlatformFee,
          onChange: () => {
            clearErrors('platformFeePercentage');
            setIsSaved(false);
          },
        })}
      />
      <Button type="submit" disabled={updateConfig.isPending}>
        {updateConfig.isPending ? <Trans>Saving...</Trans> : <Trans>Save</Trans>}
      </Button>
      <ErrorAlert>
        {updateConfig.isError && !errors.platformFeePercentage ? errorMessage(updateConfig.error, GENERIC_MESSAGES.default) : undefined}
      </ErrorAlert>
      <StatusMessage>{isSaved ? t`Platform fee saved` : undefined}</StatusMessage>
    </form>
  );
}
