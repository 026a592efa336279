import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client';

/**
 * Puts the per-field messages of a 400 answer (`details: { field: [message] }`) next to the fields
 * the form shows, focusing the first of `fields` that got one unless the form moves focus itself
 * (useFocusFirstProblem: `{ shouldFocus: false }`, so focus moves once). Answers true when at least
 * one landed on a field, so the caller knows whether a general message is still needed.
 */
export function applyServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[],
  { shouldFocus = true }: { shouldFocus?: boolean } = {},
): boolean {
  if (!isApiError(error) || !error.details) return false;
  let applied = false;
  for (const field of fields) {
    const message = error.details[field]?.[0];
    if (message) {
      setError(field, { type: 'server', message }, { shouldFocus: shouldFocus && !applied });
      applied = true;
    }
  }
  return applied;
}

/**
 * `formPathFor` of a form whose fields carry the body's own names: a body path is the field of that
 * name when the form has one, else the form's alert shows its message.
 */
export function sameNamedField(fields: readonly string[]): (bodyPath: string) => string | null {
  return (bodyPath) => (fields.includes(bodyPath) ? bodyPath : null);
}

/**
 * Puts the messages of a 400 answer, keyed by the body's paths, on the fields that show them:
 * `formPathFor` translates a body path into the form's (null: no field shows it). Answers the form
 * paths that got a message, in the answer's order, and the messages no field shows, for the form's
 * general alert.
 */
export function placeServerErrors<Values extends FieldValues>(
  error: unknown,
  values: Values,
  formPathFor: (bodyPath: string, values: Values) => string | null,
  setError: UseFormSetError<Values>,
): { placed: string[]; unplaced: string[] } {
  const placed: string[] = [];
  const unplaced: string[] = [];
  if (!isApiError(error) || !error.details) return { placed, unplaced };
  for (const [bodyPath, messages] of Object.entries(error.details)) {
    const message = messages[0];
    if (!message) continue;
    const formPath = formPathFor(bodyPath, values);
    if (formPath === null) {
      unplaced.push(message);
      continue;
    }
    setError(formPath as Path<Values>, { type: 'server', message });
    placed.push(formPath);
  }
  return { placed, unplaced };
}
