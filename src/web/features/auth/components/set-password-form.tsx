import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { passwordResetBody, type PasswordResetBody } from '@shared/contracts/auth';
import { AUTH_MESSAGES, INVALID_LINK } from '@shared/errors';
import { paths } from '@web/app/paths';
import { ErrorAlert, StatusMessage } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { ConfirmPasswordField, NewPasswordField } from '@web/components/ui/new-password-field';
import { isApiError } from '@web/lib/api-client';
import { applyServerFieldErrors } from '@web/lib/form-errors';
import { errorMessage } from '@web/lib/error-message';
import { formFieldsOf } from '@web/lib/use-form-field';
import { useResetPassword } from '../api/reset-password';
import { AUTH_LINK_CLASS } from './auth-card';
import { REDIRECT_TO_LOGIN_AFTER_RESET_MS } from './password-link';

/** The link is unusable: say so, and offer to request a new one. */
export function InvalidPasswordLink({ message = INVALID_LINK }: { message?: string }) {
  return (
    <ErrorAlert>
      <p>{message}</p>
      <p className="mt-2">
        <Link to={paths.resetPassword.getHref()} className={AUTH_LINK_CLASS}>
          <Trans>Request a new link</Trans>
        </Link>
      </p>
    </ErrorAlert>
  );
}

/** Set-new-password mode of /reset-password (reset link and set-password link alike). */
export function SetPasswordForm({ token }: { token: string }) {
  const { t } = useLingui();
  const resetPassword = useResetPassword();
  const navigate = useNavigate();
  const form = useForm<PasswordResetBody>({
    resolver: zodResolver(passwordResetBody),
    defaultValues: { token, password: '', confirmPassword: '' },
    reValidateMode: 'onSubmit',
  });
  const { field, errorOf } = formFieldsOf(form);

  useEffect(() => {
    if (!resetPassword.isSuccess) return;
    const timer = window.setTimeout(
      () => void navigate(paths.login.getHref(), { replace: true }),
      REDIRECT_TO_LOGIN_AFTER_RESET_MS,
    );
    return () => window.clearTimeout(timer);
  }, [resetPassword.isSuccess, navigate]);

  const onSubmit = form.handleSubmit((body) => {
    resetPassword.mutate(body, {
      onError: (error) => applyServerFieldErrors(error, form.setError, ['password', 'confirmPassword']),
    });
  });

  if (resetPassword.isSuccess) {
    return <StatusMessage>{resetPassword.data.message}</StatusMessage>;
  }

  // The token itself is refused (malformed by the resolver, or unknown, used or expired by the server).
  const error = resetPassword.error;
  const isLinkRefused =
    Boolean(form.formState.errors.token) ||
    (isApiError(error) && error.status === 400 && !error.details?.password && !error.details?.confirmPassword);
  if (isLinkRefused) {
    const serverMessage = isApiError(error) && !error.details ? error.message : undefined;
    return <InvalidPasswordLink message={serverMessage} />;
  }

  const otherError = resetPassword.isError && !(isApiError(error) && error.status === 400);

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <ErrorAlert>{otherError ? errorMessage(error, AUTH_MESSAGES.resetFailed) : undefined}</ErrorAlert>
      <NewPasswordField label={t`New password`} error={errorOf('password')} {...field('password', ['confirmPassword'])} />
      <ConfirmPasswordField label={t`Confirm new password`} error={errorOf('confirmPassword')} {...field('confirmPassword')} />
      <Button type="submit" size="lg" className="w-full" disabled={resetPassword.isPending}>
        {resetPassword.isPending ? <Trans>Saving…</Trans> : <Trans>Save Password</Trans>}
      </Button>
    </form>
  );
}
