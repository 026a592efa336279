import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm, useWatch } from 'react-hook-form';
import { registerBody, type RegisterBody, type SIGN_UP_ROLES } from '@shared/contracts/auth';
import { AUTH_MESSAGES } from '@shared/errors';
import { paths } from '@web/app/paths';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { CheckboxField, TextField } from '@web/components/ui/form-field';
import { ConfirmPasswordField, NewPasswordField } from '@web/components/ui/new-password-field';
import { isApiError } from '@web/lib/api-client';
import { applyServerFieldErrors } from '@web/lib/form-errors';
import { errorMessage } from '@web/lib/error-message';
import { useRegister } from '../api/register';
import { AUTH_LINK_CLASS } from './auth-card';

type SignUpRole = (typeof SIGN_UP_ROLES)[number];

/** The two kinds of account, their words read in the language of the moment where they are drawn. */
const ROLE_CHOICES: { value: SignUpRole; label: MessageDescriptor; description: MessageDescriptor }[] = [
  { value: 'customer', label: msg`Book a Warehouse`, description: msg`Find space for your goods and send inquiries.` },
  { value: 'warehouse_owner', label: msg`List a Warehouse`, description: msg`Offer your warehouse or yard space.` },
];

type RegisterFormProps = {
  /** Called with the address once the account exists (the page then asks to check the inbox). */
  onRegistered: (email: string) => void;
};

export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const { t, i18n } = useLingui();
  const registerAccount = useRegister();
  const {
    register,
    handleSubmit,
    control,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<RegisterBody>({
    resolver: zodResolver(registerBody),
    defaultValues: { role: 'customer', email: '', password: '', confirmPassword: '' },
    // Errors appear on submit and clear as soon as their field is edited (spec 01 section 5).
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const [email, password, confirmPassword, acceptTerms] = useWatch({
    control,
    name: ['email', 'password', 'confirmPassword', 'acceptTerms'],
  });
  const isComplete = Boolean(email?.trim() && password && confirmPassword && acceptTerms === true);

  /** register() with the error of this field (and the confirmation's "do not match") cleared on edit. */
  function field<Name extends 'email' | 'password' | 'confirmPassword'>(name: Name) {
    return register(name, {
      onChange: () => {
        clearErrors(name);
        if (name === 'password') clearErrors('confirmPassword');
        registerAccount.reset();
      },
    });
  }

  const onSubmit = handleSubmit((body) => {
    registerAccount.mutate(body, {
      onSuccess: () => onRegistered(body.email),
      onError: (error) => {
        if (isApiError(error) && error.code === 'email_taken') {
          setError('email', { type: 'server', message: error.message }, { shouldFocus: true });
          return;
        }
        applyServerFieldErrors(error, setError, ['email', 'password', 'confirmPassword']);
      },
    });
  });

  const serverError =
    registerAccount.isError && !(isApiError(registerAccount.error) && registerAccount.error.code === 'email_taken')
      ? errorMessage(registerAccount.error, AUTH_MESSAGES.createAccountFailed)
      : undefined;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <ErrorAlert>{serverError}</ErrorAlert>

      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink">
          <Trans>I want to:</Trans>
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {ROLE_CHOICES.map((choice) => (
            <label
              key={choice.value}
              className="flex cursor-pointer gap-3 rounded-lg border border-line p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input type="radio" value={choice.value} {...register('role')} className="mt-1 size-4 accent-brand-700" />
              <span>
                <span className="block text-sm font-semibold text-ink">{i18n._(choice.label)}</span>
                <span className="block text-xs text-ink-muted">{i18n._(choice.description)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <TextField label={t`Email`} type="email" autoComplete="email" required error={errors.email?.message} {...field('email')} />
      <NewPasswordField label={t`Password`} error={errors.password?.message} {...field('password')} />
      <ConfirmPasswordField label={t`Confirm password`} error={errors.confirmPassword?.message} {...field('confirmPassword')} />
      <CheckboxField
        label={
          <Trans>
            I accept the{' '}
            <a href={paths.terms.getHref()} target="_blank" rel="noopener noreferrer" className={AUTH_LINK_CLASS}>
              Terms &amp; Conditions<span className="sr-only"> (opens in a new tab)</span>
            </a>{' '}
            and the{' '}
            <a href={paths.privacy.getHref()} target="_blank" rel="noopener noreferrer" className={AUTH_LINK_CLASS}>
              Privacy Policy<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Trans>
        }
        error={errors.acceptTerms?.message}
        {...register('acceptTerms', { onChange: () => clearErrors('acceptTerms') })}
      />

      <Button type="submit" size="lg" className="w-full" disabled={!isComplete || registerAccount.isPending}>
        {registerAccount.isPending ? <Trans>Creating your account…</Trans> : <Trans>Create Account</Trans>}
      </Button>
      {!isComplete && (
        <p className="text-center text-xs text-ink-muted">
          <Trans>Fill in every field and accept the terms to continue.</Trans>
        </p>
      )}
    </form>
  );
}
