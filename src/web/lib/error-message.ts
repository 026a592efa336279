import { GENERIC_MESSAGES } from '@shared/errors';
import { isApiError } from './api-client';
import { sharedText } from './shared-texts';

/** The server's message, or the screen's own fallback when no answer arrived or it said nothing useful. */
export function errorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.kind === 'network') return sharedText(error.message);
  // The generic validation text says less than the screen's own fallback.
  if (error.message === GENERIC_MESSAGES.validation || error.message === GENERIC_MESSAGES.default) return fallback;
  // The server writes the shared catalogue's English; the reader sees it in their language.
  return sharedText(error.message);
}
