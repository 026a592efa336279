import type { ClientErrorBody } from '@shared/contracts/platform';
import { apiRequest } from './api-client';

/** A crash loop must not flood the server: a few reports per page load are enough to debug. */
const MAX_REPORTS_PER_PAGE_LOAD = 5;
const MAX_MESSAGE_LENGTH = 1_000;
const MAX_STACK_LENGTH = 8_000;
const MAX_URL_LENGTH = 2_000;

let reportsSent = 0;
const alreadyReported = new Set<string>();

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack };
  if (typeof error === 'string') return { message: error };
  try {
    return { message: JSON.stringify(error) ?? String(error) };
  } catch {
    return { message: String(error) };
  }
}

function truncate(text: string | undefined, max: number): string | undefined {
  if (text === undefined || text === null) return undefined;
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** Fire and forget: never throws, never awaits, never reports the same error twice. */
export function reportClientError(error: unknown, extra: { componentStack?: string } = {}): void {
  try {
    const { message, stack } = describe(error);
    const key = `${message}\n${stack ?? ''}`;
    if (reportsSent >= MAX_REPORTS_PER_PAGE_LOAD || alreadyReported.has(key)) return;
    reportsSent += 1;
    alreadyReported.add(key);

    const report: ClientErrorBody = {
      message: truncate(message.trim(), MAX_MESSAGE_LENGTH) || 'Unknown error',
      stack: truncate(stack, MAX_STACK_LENGTH),
      componentStack: truncate(extra.componentStack ?? undefined, MAX_STACK_LENGTH),
      url: truncate(window.location.href, MAX_URL_LENGTH) ?? '',
    };
    apiRequest('POST', '/api/client-errors', { body: report, keepalive: true }).catch(() => {
      // Reporting is best effort; a failed report must not raise a new error.
    });
  } catch {
    // Same: never let reporting break the page.
  }
}

let installed = false;

/** Reports uncaught errors and unhandled promise rejections of the whole page. */
export function installGlobalErrorReporting(): void {
  if (installed) return;
  installed = true;
  window.addEventListener('error', (event) => {
    reportClientError(event.error ?? event.message);
  });
  window.addEventListener('unhandledrejection', (event) => {
    reportClientError(event.reason);
  });
}
