import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { GENERIC_MESSAGES } from '@shared/errors';
import { isApiError } from './api-client';

/**
 * Puts the per-field messages of a 400 answer (`details: { field: [message] }`) next to the fields
 * the form shows. Answers true when at least one landed on a field, so the caller knows whether a
 * general message is still needed.
 */
export function applyServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[],
): boolean {
  if (!isApiError(error) || !error.details) return false;
  let applied = false;
  for (const field of fields) {
    const message = error.details[field]?.[0];
    if (message) {
      setError(field, { type: 'server', message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}

/** The server's message, or the screen's own fallback when no answer arrived or it said nothing useful. */
export function errorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.kind === 'network') return error.message;
  // The generic validation text says less than the screen's own fallback.
  if (error.message === GENERIC_MESSAGES.validation || error.message === GENERIC_MESSAGES.default) return fallback;
  return error.message;
}
