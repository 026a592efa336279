import { get, useFormContext, type FieldErrors, type FieldValues, type Path, type UseFormClearErrors, type UseFormRegister } from 'react-hook-form';

/**
 * A form's fields register through this: each one clears its own message as soon as it is edited
 * (spec 01 section 5), and reads its message by path. `Values` may be the part of the form a
 * section works on (`{ services: ServiceFormValues[] }`), so one section serves several forms.
 */
export function useFormField<Values extends FieldValues>() {
  return formFieldsOf(useFormContext<Values>());
}

type FieldsForm<Values extends FieldValues> = {
  register: UseFormRegister<Values>;
  clearErrors: UseFormClearErrors<Values>;
  formState: { errors: FieldErrors };
};

/** `useFormField` for a form that holds its `useForm()` itself rather than providing it to sections. */
export function formFieldsOf<Values extends FieldValues>({ register, clearErrors, formState: { errors } }: FieldsForm<Values>) {
  function field<Name extends Path<Values>>(name: Name, also: readonly Path<Values>[] = []) {
    return register(name, { onChange: () => clearErrors([name, ...also]) });
  }

  function errorOf(name: string): string | undefined {
    return errorAt(errors, name);
  }

  return { field, errorOf };
}

/**
 * The message at a form path ("spaces.0.price"), if there is one. A list's own message ("spaces")
 * may sit at its `root`: where a resolver puts it while rows of that field array are registered.
 */
function errorAt(errors: FieldErrors, name: string): string | undefined {
  const error = get(errors, name) as { message?: unknown; root?: { message?: unknown } } | undefined;
  const message = error?.message ?? error?.root?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}
