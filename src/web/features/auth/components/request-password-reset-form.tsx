import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { passwordResetRequestBody, type PasswordResetRequestBody } from '@shared/contracts/auth';
import { AUTH_MESSAGES } from '@shared/errors';
import { ErrorAlert, StatusMessage } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/form-field';
import { applyServerFieldErrors } from '@web/lib/form-errors';
import { errorMessage } from '@web/lib/error-message';
import { formFieldsOf } from '@web/lib/use-form-field';
import { useRequestPasswordReset } from '../api/request-password-reset';

/** Request mode of /reset-password: the answer is the same whether or not the address has an account. */
export function RequestPasswordResetForm() {
  const { t } = useLingui();
  const requestReset = useRequestPasswordReset();
  const form = useForm<PasswordResetRequestBody>({
    resolver: zodResolver(passwordResetRequestBody),
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
  });
  const { field, errorOf } = formFieldsOf(form);

  const onSubmit = form.handleSubmit((body) => {
    requestReset.mutate(body, {
      onError: (error) => applyServerFieldErrors(error, form.setError, ['email']),
    });
  });

  const hasFieldError = Boolean(form.formState.errors.email);

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="email"
        required
        error={errorOf('email')}
        {...field('email')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={requestReset.isPending}>
        {requestReset.isPending ? <Trans>Sending…</Trans> : <Trans>Send Reset Link</Trans>}
      </Button>
      <StatusMessage>{requestReset.data?.message}</StatusMessage>
      <ErrorAlert>
        {requestReset.isError && !hasFieldError ? errorMessage(requestReset.error, AUTH_MESSAGES.resetEmailFailed) : undefined}
      </ErrorAlert>
    </form>
  );
}
