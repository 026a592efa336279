import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { createUserBody, type AdminUser } from '@shared/contracts/users';
import { GENERIC_MESSAGES } from '@shared/errors';
import { formatRoleName, ROLES } from '@shared/roles';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { CheckboxField, TextField } from '@web/components/ui/form-field';
import { NewPasswordField } from '@web/components/ui/new-password-field';
import { isApiError } from '@web/lib/api-client';
import { applyServerFieldErrors, errorMessage } from '@web/lib/form-errors';
import { useCreateUser } from '../api/create-user';

type AddUserInput = z.input<typeof createUserBody>;
type AddUserOutput = z.output<typeof createUserBody>;

type AddUserFormProps = {
  onCreated: (user: AdminUser) => void;
  onCancel: () => void;
};

export function AddUserForm({ onCreated, onCancel }: AddUserFormProps) {
  const createUser = useCreateUser();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<AddUserInput, unknown, AddUserOutput>({
    resolver: zodResolver(createUserBody),
    defaultValues: { email: '', password: '', firstName: '', lastName: '', roles: ['customer'] },
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit((body) => {
    createUser.mutate(
      { ...body, firstName: body.firstName || undefined, lastName: body.lastName || undefined },
      {
        onSuccess: onCreated,
        onError: (error) => {
          if (isApiError(error) && error.code === 'email_taken') {
            setError('email', { type: 'server', message: error.message }, { shouldFocus: true });
            return;
          }
          applyServerFieldErrors(error, setError, ['email', 'password', 'firstName', 'lastName', 'roles']);
        },
      },
    );
  });

  const error = createUser.error;
  const isFieldError = isApiError(error) && (error.code === 'email_taken' || Boolean(error.details));
  const clearOnEdit = (name: 'email' | 'password' | 'firstName' | 'lastName') => ({ onChange: () => clearErrors(name) });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <ErrorAlert>{createUser.isError && !isFieldError ? errorMessage(error, GENERIC_MESSAGES.default) : undefined}</ErrorAlert>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Email" type="email" autoComplete="off" required error={errors.email?.message} {...register('email', clearOnEdit('email'))} />
        <NewPasswordField label="Password" error={errors.password?.message} {...register('password', clearOnEdit('password'))} />
        <TextField label="First name" autoComplete="off" error={errors.firstName?.message} {...register('firstName', clearOnEdit('firstName'))} />
        <TextField label="Last name" autoComplete="off" error={errors.lastName?.message} {...register('lastName', clearOnEdit('lastName'))} />
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-ink">Roles</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-3">
          {ROLES.map((role) => (
            <CheckboxField key={role} label={formatRoleName(role)} value={role} {...register('roles')} />
          ))}
        </div>
        {errors.roles?.message && <p className="mt-1.5 text-sm font-medium text-danger">{errors.roles.message}</p>}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={createUser.isPending}>
          {createUser.isPending ? 'Creating…' : 'Create User'}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={createUser.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
