import { useLingui } from '@lingui/react/macro';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';

/**
 * An error the user must notice (a failed submit, a server refusal): role="alert", so screen
 * readers announce it as soon as it appears. Renders nothing without content.
 */
export function ErrorAlert({ children, className = '' }: { children?: ReactNode; className?: string }) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <div role="alert" className={`flex gap-3 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-danger ${className}`}>
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

/** A read that failed: what could not be loaded, and Retry (or the screen's own word for it), which asks again. */
export function RetryAlert({
  message,
  onRetry,
  retryLabel,
  className,
}: {
  message: ReactNode;
  onRetry: () => unknown;
  retryLabel?: string;
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <ErrorAlert className={className}>
      <p>{message}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={() => void onRetry()}>
        {retryLabel ?? t`Retry`}
      </Button>
    </ErrorAlert>
  );
}

/**
 * A polite status line (saved, sent). The region stays in the page while empty, so that its later
 * content is announced.
 */
export function StatusMessage({ children, className = '' }: { children?: ReactNode; className?: string }) {
  const hasContent = !(children === undefined || children === null || children === false || children === '');
  return (
    <div role="status" className={className}>
      {hasContent && (
        <div className="flex gap-3 rounded-md border border-accent-300 bg-accent-50 px-4 py-3 text-sm text-accent-900">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <div className="min-w-0 flex-1">{children}</div>
        </div>
      )}
    </div>
  );
}
