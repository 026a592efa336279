import { GENERIC_MESSAGES } from '@shared/errors';
import { isApiError } from './api-client';

/** The server's message, or the screen's own fallback when no answer arrived or it said nothing useful. */
export function errorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.kind === 'network') return error.message;
  // The generic validation text says less than the screen's own fallback.
  if (error.message === GENERIC_MESSAGES.validation || error.message === GENERIC_MESSAGES.default) return fallback;
  return error.message;
}
