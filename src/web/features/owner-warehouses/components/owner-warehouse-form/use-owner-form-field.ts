import { get, useFormContext, type Path } from 'react-hook-form';
import type { OwnerWarehouseFormValues } from './form-values';

/** Fields register through this: each clears its own message when edited (spec 01 section 5) and reads it by path. */
export function useOwnerFormField() {
  const {
    register,
    clearErrors,
    formState: { errors },
  } = useFormContext<OwnerWarehouseFormValues>();

  function field<Name extends Path<OwnerWarehouseFormValues>>(name: Name, also: readonly Path<OwnerWarehouseFormValues>[] = []) {
    return register(name, { onChange: () => clearErrors([name, ...also]) });
  }

  function errorOf(name: string): string | undefined {
    const error = get(errors, name) as { message?: unknown } | undefined;
    return typeof error?.message === 'string' && error.message !== '' ? error.message : undefined;
  }

  return { field, errorOf };
}
