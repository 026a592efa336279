import { ArrowLeft, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';

/** A detail screen's way back, above its heading ("Back to Bookings"). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}

/** A detail screen's load failure: heading, the reason, and one way back. */
export function LoadError({
  heading,
  message,
  actionLabel,
  onAction,
}: {
  heading: string;
  message: string;
  actionLabel: string;
  onAction: () => void;
}) {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-16 text-center sm:px-6">
      <TriangleAlert aria-hidden="true" className="mx-auto size-10 text-danger" />
      <h1 className="mt-4 text-2xl font-bold text-ink">{heading}</h1>
      <p role="alert" className="mt-2 text-ink-muted">
        {message}
      </p>
      <Button className="mt-6" onClick={onAction}>
        {actionLabel}
      </Button>
    </div>
  );
}
