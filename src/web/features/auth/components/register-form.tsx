import { zodResolver } from '@hookform/resolvers/zod';
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

const ROLE_CHOICES: { value: SignUpRole; label: string; description: string }[] = [
  { value: 'customer', label: 'Book a Warehouse', description: 'Find space for your goods and send inquiries.' },
  { value: 'warehouse_owner', label: 'List a Warehouse', description: 'Offer your warehouse or yard space.' },
];

type RegisterFormProps = {
  /** Called with the address once the account exists (the page then asks to check the inbox). */
  onRegistered: (email: string) => void;
};

export function RegisterForm({ onRegistered }: RegisterFormProps) {
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
          I want to:
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {ROLE_CHOICES.map((choice) => (
            <label
              key={choice.value}
              className="flex cursor-pointer gap-3 rounded-lg border border-line p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input type="radio" value={choice.value} {...register('role')} className="mt-1 size-4 accent-brand-700" />
              <span>
                <span className="block text-sm font-semibold text-ink">{choice.label}</span>
                <span className="block text-xs text-ink-muted">{choice.description}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <TextField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...field('email')} />
      <NewPasswordField label="Password" error={errors.password?.message} {...field('password')} />
      <ConfirmPasswordField label="Confirm password" error={errors.confirmPassword?.message} {...field('confirmPassword')} />
      <CheckboxField
        label={
          <>
            I accept the{' '}
            <a href={paths.terms.getHref()} target="_blank" rel="noopener noreferrer" className={AUTH_LINK_CLASS}>
              Terms &amp; Conditions<span className="sr-only"> (opens in a new tab)</span>
            </a>{' '}
            and the{' '}
            <a href={paths.privacy.getHref()} target="_blank" rel="noopener noreferrer" className={AUTH_LINK_CLASS}>
              Privacy Policy<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </>
        }
        error={errors.acceptTerms?.message}
        {...register('acceptTerms', { onChange: () => clearErrors('acceptTerms') })}
      />

      <Button type="submit" size="lg" className="w-full" disabled={!isComplete || registerAccount.isPending}>
        {registerAccount.isPending ? 'Creating your account…' : 'Create Account'}
      </Button>
      {!isComplete && (
        <p className="text-center text-xs text-ink-muted">Fill in every field and accept the terms to continue.</p>
      )}
    </form>
  );
}
