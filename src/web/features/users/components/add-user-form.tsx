import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { createUserBody, type AdminUser } from '@shared/contracts/users';
import { GENERIC_MESSAGES } from '@shared/errors';
import { ROLE_LABELS, ROLES } from '@shared/roles';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { CheckboxField, TextField } from '@web/components/ui/form-field';
import { NewPasswordField } from '@web/components/ui/new-password-field';
import { isApiError } from '@web/lib/api-client';
import { applyServerFieldErrors } from '@web/lib/form-errors';
import { errorMessage } from '@web/lib/error-message';
import { formFieldsOf } from '@web/lib/use-form-field';
import { useCreateUser } from '../api/create-user';

type AddUserInput = z.input<typeof createUserBody>;
type AddUserOutput = z.output<typeof createUserBody>;

type AddUserFormProps = {
  onCreated: (user: AdminUser) => void;
  onCancel: () => void;
};

export function AddUserForm({ onCreated, onCancel }: AddUserFormProps) {
  const { t } = useLingui();
  const createUser = useCreateUser();
  const form = useForm<AddUserInput, unknown, AddUserOutput>({
    resolver: zodResolver(createUserBody),
    defaultValues: { email: '', password: '', firstName: '', lastName: '', roles: ['customer'] },
    reValidateMode: 'onSubmit',
  });
  const { field, errorOf } = formFieldsOf(form);

  const onSubmit = form.handleSubmit((body) => {
    createUser.mutate(
      { ...body, firstName: body.firstName || undefined, lastName: body.lastName || undefined },
      {
        onSuccess: onCreated,
        onError: (error) => {
          if (isApiError(error) && error.code === 'email_taken') {
            form.setError('email', { type: 'server', message: error.message }, { shouldFocus: true });
            return;
          }
          applyServerFieldErrors(error, form.setError, ['email', 'password', 'firstName', 'lastName', 'roles']);
        },
      },
    );
  });

  const error = createUser.error;
  const isFieldError = isApiError(error) && (error.code === 'email_taken' || Boolean(error.details));

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <ErrorAlert>{createUser.isError && !isFieldError ? errorMessage(error, GENERIC_MESSAGES.default) : undefined}</ErrorAlert>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t`Email`} type="email" autoComplete="off" required error={errorOf('email')} {...field('email')} />
        <NewPasswordField label={t`Password`} error={errorOf('password')} {...field('password')} />
        <TextField label={t`First name`} autoComplete="off" error={errorOf('firstName')} {...field('firstName')} />
        <TextField label={t`Last name`} autoComplete="off" error={errorOf('lastName')} {...field('lastName')} />
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-ink">
          <Trans>Roles</Trans>
        </legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-3">
          {ROLES.map((role) => (
            <CheckboxField key={role} label={ROLE_LABELS[role]} value={role} {...form.register('roles')} />
          ))}
        </div>
        {form.formState.errors.roles?.message && <p className="mt-1.5 text-sm font-medium text-danger">{form.formState.errors.roles.message}</p>}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={createUser.isPending}>
          {createUser.isPending ? <Trans>Creating…</Trans> : <Trans>Create User</Trans>}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={createUser.isPending}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
