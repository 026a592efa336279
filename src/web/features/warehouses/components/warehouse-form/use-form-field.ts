import { get, useFormContext, type FieldErrors, type Path } from 'react-hook-form';
import type { WarehouseFormValues } from './form-values';

/**
 * The form's fields register through this: each one clears its own message as soon as it is
 * edited (spec 01 section 5), and reads its message by path.
 */
export function useFormField() {
  const {
    register,
    clearErrors,
    formState: { errors },
  } = useFormContext<WarehouseFormValues>();

  function field<Name extends Path<WarehouseFormValues>>(name: Name, also: readonly Path<WarehouseFormValues>[] = []) {
    return register(name, { onChange: () => clearErrors([name, ...also]) });
  }

  function errorOf(name: string): string | undefined {
    return errorAt(errors, name);
  }

  return { field, errorOf };
}

export function errorAt(errors: FieldErrors<WarehouseFormValues>, name: string): string | undefined {
  const error = get(errors, name) as { message?: unknown } | undefined;
  return typeof error?.message === 'string' && error.message !== '' ? error.message : undefined;
}
